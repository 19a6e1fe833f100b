import Foundation
import Services

/// Air that does not change: PM10 42, PM2.5 38 (Korea's 보통 / 나쁨), European AQI 55, hourly for five days from
/// the simulator's clock (1_790_000_000), so the grades under a weather chart are known.
public struct SteadyAir: AirQualityService {
    public init() {}

    public func airQuality(at point: Coordinate) async throws -> AirQuality {
        let start = Date(timeIntervalSince1970: Double(1_790_000_000 - 1_790_000_000 % 3600))
        let hours = (0..<120).map {
            AirQuality.Hour(time: start.addingTimeInterval(Double($0) * 3600), pm10: 42, pm2_5: 38, europeanAQI: 55)
        }
        return AirQuality(
            time: start, pm10: 42, pm2_5: 38, ozone: 61, nitrogenDioxide: 12, europeanAQI: 55, hourly: hours,
            source: "test")
    }
}
