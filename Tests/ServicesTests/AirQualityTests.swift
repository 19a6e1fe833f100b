import Foundation
import TestSupport
import Testing

@testable import Services

/// Open-Meteo's air quality (the recorded answers in Tests/Fixtures/recorded/openmeteo, read in place), the grades
/// at every band edge in both scales, and the rain in the next two hours.
struct AirQualityTests {
    func response(_ file: String, status: Int = 200) throws -> HTTPResponse {
        try RecordedAnswer.response("openmeteo", file, status: status)
    }

    func decode(_ file: String) throws -> OpenMeteoAirQualityWire {
        try OpenMeteoClient.decode(OpenMeteoAirQualityWire.self, response(file))
    }

    @Test func everyRecordedAnswer_decodes_localOrUnixTimes_nullsAsNoData() throws {
        // Lahore: pm10, pm2_5, the European AQI, local times; "now" is the hour that holds it.
        let lahore = try decode("air-quality-hourly-pm-eaqi-usaqi-lahore-2026.json")
        let times = OpenMeteoClient.LocalTimes(offset: 18000)
        let noon = try #require(times.instant("2026-10-08T12:30"))
        let air = try #require(OpenMeteoAirQualityClient.airQuality(lahore, now: noon))
        #expect(air.hourly.count == 120)
        #expect(
            air.time == times.instant("2026-10-08T12:00") && air.pm10 != nil && air.pm2_5 != nil
                && air.europeanAQI != nil)
        #expect(air.ozone == nil && air.nitrogenDioxide == nil)  // not asked in that answer: no data
        // Seven days of PM2.5 whose last hours are padded with nulls: those hours are no data, not zero.
        let padded = try decode("air-quality-hourly-pm25-7days-trailing-nulls-lahore-2026.json")
        let paddedAir = try #require(OpenMeteoAirQualityClient.airQuality(padded, now: noon))
        #expect(paddedAir.hourly.count < 168 && paddedAir.hourly.allSatisfy { $0.pm2_5 != nil })
        // Unix times (asked with timeformat=unixtime) read as the same instants; all-null pollen is simply not used.
        for file in [
            "air-quality-hourly-unixtime-pollen-all-null-new-york-2026.json",
            "air-quality-hourly-unixtime-uv-pollen-brno-2026.json",
        ] {
            let wire = try decode(file)
            #expect(wire.hourly?.time.count == 72 && wire.hourly?.time.first?.count == 16, "\(file)")
            let first = try #require(
                wire.hourly.flatMap { OpenMeteoClient.LocalTimes(offset: wire.utcOffsetSeconds).instant($0.time[0]) })
            let quality = try #require(OpenMeteoAirQualityClient.airQuality(wire, now: first.addingTimeInterval(1800)))
            #expect(quality.time == first && quality.hourly.count == 72 && quality.europeanAQI != nil, "\(file)")
        }
    }

    @Test func currentValues_areTheNow_whenSent() throws {
        let body = #"""
            {"latitude":37.4,"longitude":127.1,"utc_offset_seconds":32400,
             "current":{"time":"2026-11-23T18:00","interval":3600,"pm10":42.0,"pm2_5":38.0,"ozone":61.0,
                        "nitrogen_dioxide":12.4,"european_aqi":55},
             "hourly":{"time":["2026-11-23T18:00","2026-11-23T19:00"],"pm10":[42.0,null],"pm2_5":[38.0,null],
                       "european_aqi":[55,null]}}
            """#
        let wire = try OpenMeteoClient.decode(OpenMeteoAirQualityWire.self, .json(200, body))
        let air = try #require(OpenMeteoAirQualityClient.airQuality(wire, now: Date(timeIntervalSince1970: 0)))
        #expect(
            air.pm10 == 42 && air.pm2_5 == 38 && air.ozone == 61 && air.nitrogenDioxide == 12.4 && air.europeanAQI == 55
        )
        #expect(air.hourly.count == 1)  // 19:00 is padding: no data
    }

    @Test func anErrorBody_becomesASentence() async throws {
        let stub = StubTransport { _ in try! self.response("error-400-invalid-hourly-variable.json", status: 400) }
        let client = OpenMeteoAirQualityClient(transport: stub, url: URL(string: "http://127.0.0.1:1/v1/air-quality")!)
        do {
            _ = try await client.airQuality(at: Coordinate(latitude: 37.4, longitude: 127.1))
            Issue.record("no error")
        } catch let failure as ServiceError {
            guard case .badRequest(_, let detail) = failure else { Issue.record("\(failure)"); return }
            #expect(detail.contains("invalid String value"))
        }
        let request = client.request(Coordinate(latitude: 37.39, longitude: 127.11))
        #expect(request.query["current"] == "pm10,pm2_5,ozone,nitrogen_dioxide,european_aqi")
        #expect(request.url.host == "127.0.0.1")
    }

    /// The Ministry of Environment's grades at every edge (whole µg/m³), and the European AQI's bands.
    @Test func grades_atEveryBandEdge_inBothScales() {
        let pm10: [(Double, AirGrade)] = [
            (0, .good), (30, .good), (30.4, .good), (30.5, .moderate), (31, .moderate), (80, .moderate), (81, .bad),
            (150, .bad), (151, .veryBad), (600, .veryBad),
        ]
        for (value, grade) in pm10 { #expect(AirGrade.koreanPM10(value) == grade, "PM10 \(value)") }
        let pm25: [(Double, AirGrade)] = [
            (0, .good), (15, .good), (16, .moderate), (35, .moderate), (36, .bad), (75, .bad), (76, .veryBad),
        ]
        for (value, grade) in pm25 { #expect(AirGrade.koreanPM2_5(value) == grade, "PM2.5 \(value)") }
        let eaqi: [(Double, AirGrade)] = [
            (0, .good), (19.9, .good), (20, .fair), (39.9, .fair), (40, .moderate), (60, .poor), (80, .veryPoor),
            (100, .extremelyPoor), (250, .extremelyPoor),
        ]
        for (value, grade) in eaqi { #expect(AirGrade.european(value) == grade, "EAQI \(value)") }
        #expect(AirGrade.veryBad.rawValue == "very_bad" && AirGrade.extremelyPoor.rawValue == "extremely_poor")
        #expect(
            Coordinate(latitude: 37.39, longitude: 127.11).isInKorea
                && !Coordinate(latitude: 31.5, longitude: 74.4).isInKorea)
    }

    @Test func theNowcast_fromTheRecorded15MinuteSeries() throws {
        let forecast = try OpenMeteoClient.decode(
            OpenMeteoForecast.self,
            try RecordedAnswer.response(
                "openmeteo", "forecast-current-minutely15-hourly-daily-unixtime-precip-probability-bergen-2026.json"))
        #expect(forecast.current?.time.text == "2026-10-02T01:00")  // unix time read as local text
        let times = OpenMeteoClient.LocalTimes(offset: forecast.utcOffsetSeconds)
        let now = try #require(times.instant("2026-10-02T01:00"))
        let cast = try #require(OpenMeteoClient.nowcast(forecast, times: times, hours: [], now: now))
        // 0.1 mm at 01:00, then dry: rain now, for about a quarter of an hour.
        #expect(
            cast.start == now && cast.minutes == 15 && cast.stepMinutes == 15 && abs(cast.millimetres - 0.1) < 0.001)
    }

    @Test func theNowcast_startsWhenTheRainStarts_andSaysWhenThereIsNone() {
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let times = (0..<12).map { Optional(now.addingTimeInterval(Double($0) * 900)) }
        let wet: [Double?] = [0, 0, 0.3, 0.5, 0.4, 0, 0.2, 0, 0, 0, 0, 0]
        let cast = Nowcast.from(times: times, amounts: wet, stepMinutes: 15, now: now.addingTimeInterval(60))!
        #expect(cast.start == now.addingTimeInterval(1800) && cast.minutes == 45 && abs(cast.millimetres - 1.4) < 0.001)
        let dry = Nowcast.from(times: times, amounts: Array(repeating: 0.0, count: 12), stepMinutes: 15, now: now)!
        #expect(dry.start == nil && dry.millimetres == 0)
        #expect(Nowcast.from(times: times, amounts: Array(repeating: nil, count: 12), stepMinutes: 15, now: now) == nil)
        #expect(Nowcast.from(times: times, amounts: wet, stepMinutes: 15, now: now.addingTimeInterval(86_400)) == nil)
    }
}
