import Foundation

/// Open-Meteo's Air Quality API (keyless; CAMS data, CC BY 4.0): fine dust now and hour by hour, ozone and
/// nitrogen dioxide now, the European AQI.
public struct OpenMeteoAirQualityClient: AirQualityService {
    public static let serviceName = "Open-Meteo air quality"  // not UI: source name
    public static let defaultURL = URL(string: "https://air-quality-api.open-meteo.com/v1/air-quality")!
    public static let credit = "Air quality: CAMS via Open-Meteo.com (CC BY 4.0)"  // not UI: credit
    static let current = ["pm10", "pm2_5", "ozone", "nitrogen_dioxide", "european_aqi"]
    static let hourly = ["pm10", "pm2_5", "european_aqi"]

    let transport: Transport
    let url: URL
    let now: @Sendable () -> Date

    public init(transport: Transport, url: URL = defaultURL, now: @escaping @Sendable () -> Date = { Date() }) {
        self.transport = transport; self.url = url; self.now = now
    }

    public func request(_ point: Coordinate) -> HTTPRequest {
        HTTPRequest(
            url: makeURL(
                base: url, path: "",
                query: [
                    ("latitude", String(format: "%.4f", point.latitude)),
                    ("longitude", String(format: "%.4f", point.longitude)),
                    ("current", Self.current.joined(separator: ",")), ("hourly", Self.hourly.joined(separator: ",")),
                    ("timezone", "auto"), ("forecast_days", "5"),
                ]))
    }

    public func airQuality(at point: Coordinate) async throws -> AirQuality {
        let response: HTTPResponse, origin: AnswerOrigin?
        do { (response, origin) = try await AnswerOrigin.collect { try await transport.send(request(point)) } } catch {
            throw ServiceError.from(error, service: Self.serviceName)
        }
        let wire = try OpenMeteoClient.decode(OpenMeteoAirQualityWire.self, response)
        guard var quality = Self.airQuality(wire, now: now()) else {
            throw ServiceError.undecodable(service: Self.serviceName)
        }
        quality.origin = origin
        return quality
    }

    /// The answer in our own terms: "now" from `current` where it was sent, else the hour of `hourly` that holds
    /// `now`; hours whose every value is null (the padding at the end of a series) are no data and left out.
    static func airQuality(_ wire: OpenMeteoAirQualityWire, now: Date) -> AirQuality? {
        let times = OpenMeteoClient.LocalTimes(offset: wire.utcOffsetSeconds)
        let series = wire.hourly
        let hours = series?.time.map(times.instant) ?? []
        let hourly: [AirQuality.Hour] = hours.enumerated().compactMap { i, time in
            guard let time else { return nil }
            let hour = AirQuality.Hour(
                time: time, pm10: series?.value("pm10", i), pm2_5: series?.value("pm2_5", i),
                europeanAQI: series?.value("european_aqi", i))
            return hour.isEmpty ? nil : hour
        }
        if let current = wire.current, let time = times.instant(current.time.text) {
            return AirQuality(
                time: time, pm10: current.values["pm10"] ?? nil, pm2_5: current.values["pm2_5"] ?? nil,
                ozone: current.values["ozone"] ?? nil, nitrogenDioxide: current.values["nitrogen_dioxide"] ?? nil,
                europeanAQI: current.values["european_aqi"] ?? nil, hourly: hourly, source: credit)
        }
        // No `current`: the hour that holds now (ozone and NO₂ are asked only as current values).
        guard
            let index = hours.lastIndex(where: { $0.map { $0 <= now } ?? false })
                ?? hours.firstIndex(where: { $0 != nil }),
            let time = hours[index]
        else { return nil }
        return AirQuality(
            time: time, pm10: series?.value("pm10", index), pm2_5: series?.value("pm2_5", index),
            ozone: series?.value("ozone", index), nitrogenDioxide: series?.value("nitrogen_dioxide", index),
            europeanAQI: series?.value("european_aqi", index), hourly: hourly, source: credit)
    }
}

/// The air-quality answer: hourly series like the forecast's, and optional current values.
struct OpenMeteoAirQualityWire: Decodable, Sendable {
    struct Current: Decodable, Sendable {
        var time: OpenMeteoForecast.TimeText
        var values: [String: Double?]

        init(from decoder: Decoder) throws {
            let c = try decoder.container(keyedBy: OpenMeteoForecast.Series.Key.self)
            time = try c.decode(OpenMeteoForecast.TimeText.self, forKey: .init(stringValue: "time"))
            var values: [String: Double?] = [:]
            for key in c.allKeys where key.stringValue != "time" {
                if let number = try? c.decode(Double?.self, forKey: key) { values[key.stringValue] = number }
            }
            self.values = values
        }
    }

    var utcOffsetSeconds: Int
    var current: Current?
    var hourly: OpenMeteoForecast.Series?

    enum CodingKeys: String, CodingKey { case utcOffsetSeconds = "utc_offset_seconds", current, hourly }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        utcOffsetSeconds = try c.decode(Int.self, forKey: .utcOffsetSeconds)
        current = try c.decodeIfPresent(Current.self, forKey: .current)
        hourly = try c.decodeIfPresent(OpenMeteoForecast.Series.self, forKey: .hourly)
        current?.time.localize(offset: utcOffsetSeconds)
        hourly?.localize(offset: utcOffsetSeconds)
    }
}
