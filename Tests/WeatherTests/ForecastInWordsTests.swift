import Foundation
import Localization
import Testing

@testable import Services
@testable import Weather

/// The chart in words, a fact a line: each run of rain or snow is its own line (two on one line ran past 40 cells
/// on a braille display and wrapped into a row the focus could not reach).
struct ForecastInWordsTests {
    @Test func eachRunOfRainOrSnow_isItsOwnLine() {
        let start = Date(timeIntervalSince1970: 1_790_000_000)
        func step(_ hour: Int, rain: Double? = nil, snow: Double? = nil) -> WeatherReport.Step {
            WeatherReport.Step(
                time: start.addingTimeInterval(Double(hour) * 3600), temperature: 2,
                condition: WeatherCondition(kind: .rain, reported: "rain"), precipitationChance: nil, rain: rain,
                snow: snow)
        }
        let current = WeatherReport.Current(
            time: start, temperature: 2, feelsLike: nil, minimum: nil, maximum: nil, humidity: nil, pressure: nil,
            windSpeed: nil, windDegrees: nil, visibility: nil, clouds: nil,
            condition: WeatherCondition(kind: .rain, reported: "rain"), rainLastHour: nil, snowLastHour: nil,
            sunrise: nil, sunset: nil)
        let report = WeatherReport(
            name: "판교", country: "KR", coordinate: Coordinate(latitude: 37.4, longitude: 127.1), timezoneOffset: 32400,
            current: current, forecast: [step(3, rain: 0.4), step(6), step(9, snow: 1.2), step(12)])
        Localization.with(.english) {
            let sentences = ForecastInWords(report: report, units: .metric).sentences
            let wet = sentences.filter { $0.hasPrefix("Expected:") }
            #expect(wet.count == 2, "\(sentences)")
            #expect(wet.first?.contains("rain") == true && wet.last?.contains("snow") == true, "\(wet)")
            #expect(sentences.contains { $0.hasPrefix("Warmest ") } && sentences.contains { $0.hasPrefix("Coldest ") })
        }
    }
}
