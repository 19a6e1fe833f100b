import Foundation

/// Answers OpenWeatherMap's three endpoints offline, in the real wire format (`cod` a number in /weather,
/// a string in /forecast; `rain`/`snow` only when it rains or snows; a top-level array from the geocoder):
/// every gazetteer place by name, and any lat/lon, with sample weather from `SampleWeatherModel`.
public struct OpenWeatherSimulator: Sendable {
    let gazetteer: Gazetteer
    let model = SampleWeatherModel()
    let now: @Sendable () -> Date

    public init(gazetteer: Gazetteer, now: @escaping @Sendable () -> Date = { Date() }) {
        self.gazetteer = gazetteer; self.now = now
    }

    public var responder: OfflineTransport.Responder {
        { request in
            let path = request.url.path
            return path.hasPrefix("/data/2.5/") || path.hasPrefix("/geo/1.0/") ? self.respond(to: request) : nil
        }
    }

    public func respond(to request: HTTPRequest) -> HTTPResponse {
        let q = request.query
        switch request.url.path {
        case "/geo/1.0/direct": return geocode(q)
        case "/data/2.5/weather", "/data/2.5/forecast":
            guard let lat = q["lat"].flatMap(Double.init), let lon = q["lon"].flatMap(Double.init) else {
                return HTTPResponse.json(400, object: ["cod": "400", "message": "Nothing to geocode"])
            }
            guard (-90...90).contains(lat), (-180...180).contains(lon) else {
                return HTTPResponse.json(400, object: ["cod": "400", "message": "wrong latitude"])
            }
            let point = Coordinate(latitude: lat, longitude: lon)
            return request.url.path.hasSuffix("weather") ? current(point) : forecast(point)
        default:
            return HTTPResponse.json(404, object: ["cod": "404", "message": "Internal error"])
        }
    }

    /// The place a point belongs to: the nearest gazetteer entry within 60 km, else nothing (as OWM's "").
    func place(near point: Coordinate) -> Place? {
        guard let nearest = gazetteer.nearest(to: point), nearest.coordinate.distance(to: point) < 60_000 else {
            return nil
        }
        return nearest
    }

    /// A place's standard offset, or the solar one (longitude / 15 h) in open country.
    func utcOffset(_ point: Coordinate) -> Int {
        place(near: point)?.utcOffset ?? Int((point.longitude / 15).rounded()) * 3600
    }

    private func geocode(_ q: [String: String]) -> HTTPResponse {
        guard let query = q["q"]?.trimmingCharacters(in: .whitespaces), !query.isEmpty else {
            return HTTPResponse.json(400, object: ["cod": "400", "message": "Nothing to geocode"])
        }
        // "Seoul,KR" style queries: the part before the first comma names the place.
        let name = query.split(separator: ",").first.map { String($0).trimmingCharacters(in: .whitespaces) } ?? query
        let limit = min(5, max(1, Int(q["limit"] ?? "5") ?? 5))
        let matches = gazetteer.matches(name).prefix(limit).map { place -> [String: Any] in
            var entry: [String: Any] = [
                "name": place.nameEn, "local_names": ["ko": place.nameKo, "en": place.nameEn],
                "lat": place.latitude, "lon": place.longitude, "country": place.country,
            ]
            if let region = place.region { entry["state"] = region }
            return entry
        }
        return HTTPResponse.json(200, object: Array(matches))
    }

    private func conditions(_ s: SampleWeatherModel.Sample, night: Bool) -> [[String: Any]] {
        [
            [
                "id": s.conditionID, "main": Self.titleCased(s.description), "description": s.description,
                "icon": s.iconBase + (night ? "n" : "d"),
            ]
        ]
    }

    /// "light rain" → "Light Rain" (the model's descriptions are plain ASCII words).
    static func titleCased(_ text: String) -> String {
        text.split(separator: " ", omittingEmptySubsequences: false).map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined(separator: " ")
    }

    private func isNight(_ time: Date, sun: (rise: Date, set: Date)?, latitude: Double) -> Bool {
        // No sunrise or sunset: polar night in that hemisphere's winter, midnight sun in its summer.
        guard let sun else {
            let month = CivilTime(time, offset: 0).month
            let northernWinter = month >= 10 || month <= 3
            return latitude >= 0 ? northernWinter : !northernWinter
        }
        return time < sun.rise || time > sun.set
    }

    private func current(_ point: Coordinate) -> HTTPResponse {
        let offset = utcOffset(point)
        let time = Date(timeIntervalSince1970: (now().timeIntervalSince1970 / 600).rounded(.down) * 600)
        let s = model.sample(at: point, time: time, utcOffset: offset)
        // The day's range from the same model, so min ≤ temp ≤ max always holds.
        let hours = stride(from: -12.0, through: 12.0, by: 3).map {
            model.sample(at: point, time: time.addingTimeInterval($0 * 3600), utcOffset: offset).temperature
        }
        let sun = model.sun(at: point, on: time, utcOffset: offset)
        var body: [String: Any] = [
            "coord": ["lon": point.longitude, "lat": point.latitude],
            "weather": conditions(s, night: isNight(time, sun: sun, latitude: point.latitude)),
            "base": "stations",
            "main": [
                "temp": s.temperature, "feels_like": s.feelsLike, "temp_min": min(s.temperature, hours.min()!),
                "temp_max": max(s.temperature, hours.max()!), "pressure": Int(s.pressure), "humidity": Int(s.humidity),
                "sea_level": Int(s.pressure), "grnd_level": Int(s.pressure) - 8,
            ],
            "visibility": Int(s.visibility),
            "wind": ["speed": s.windSpeed, "deg": Int(s.windDegrees)],
            "clouds": ["all": Int(s.clouds)],
            "dt": Int(time.timeIntervalSince1970),
            "sys": [
                "country": place(near: point)?.country ?? "", "sunrise": Int(sun?.rise.timeIntervalSince1970 ?? 0),
                "sunset": Int(sun?.set.timeIntervalSince1970 ?? 0),
            ],
            "timezone": offset, "id": 0, "name": place(near: point)?.nameEn ?? "", "cod": 200,
        ]
        if s.rain > 0 { body["rain"] = ["1h": s.rain] }
        if s.snow > 0 { body["snow"] = ["1h": s.snow] }
        return HTTPResponse.json(200, object: body)
    }

    private func forecast(_ point: Coordinate) -> HTTPResponse {
        let offset = utcOffset(point)
        // The real forecast starts at the next 3-hour boundary in UTC.
        let start = (now().timeIntervalSince1970 / 10_800).rounded(.down) * 10_800 + 10_800
        func stamp(_ time: Date) -> String {  // "yyyy-MM-dd HH:mm:ss" in UTC
            let t = CivilTime(time, offset: 0)
            return t.dateText + " " + t.timeText
        }
        let list: [[String: Any]] = (0..<40).map { n in
            let time = Date(timeIntervalSince1970: start + Double(n) * 10_800)
            let s = model.sample(at: point, time: time, utcOffset: offset)
            let night = isNight(time, sun: model.sun(at: point, on: time, utcOffset: offset), latitude: point.latitude)
            var item: [String: Any] = [
                "dt": Int(time.timeIntervalSince1970),
                "main": [
                    "temp": s.temperature, "feels_like": s.feelsLike, "temp_min": s.temperature,
                    "temp_max": s.temperature,
                    "pressure": Int(s.pressure), "sea_level": Int(s.pressure), "grnd_level": Int(s.pressure) - 8,
                    "humidity": Int(s.humidity), "temp_kf": 0,
                ],
                "weather": conditions(s, night: night), "clouds": ["all": Int(s.clouds)],
                "wind": [
                    "speed": s.windSpeed, "deg": Int(s.windDegrees), "gust": (s.windSpeed * 1.6).rounded(toPlaces: 2),
                ],
                "visibility": Int(s.visibility), "pop": s.precipitationChance == 0 ? 0 : s.precipitationChance,
                "sys": ["pod": night ? "n" : "d"], "dt_txt": stamp(time),
            ]
            if s.rain > 0 { item["rain"] = ["3h": (s.rain * 3).rounded(toPlaces: 2)] }
            if s.snow > 0 { item["snow"] = ["3h": (s.snow * 3).rounded(toPlaces: 2)] }
            return item
        }
        let sun = model.sun(at: point, on: now(), utcOffset: offset)
        let city: [String: Any] = [
            "id": 0, "name": place(near: point)?.nameEn ?? "",
            "coord": ["lat": point.latitude, "lon": point.longitude],
            "country": place(near: point)?.country ?? "", "population": 0, "timezone": offset,
            "sunrise": Int(sun?.rise.timeIntervalSince1970 ?? 0), "sunset": Int(sun?.set.timeIntervalSince1970 ?? 0),
        ]
        return HTTPResponse.json(200, object: ["cod": "200", "message": 0, "cnt": 40, "list": list, "city": city])
    }
}
