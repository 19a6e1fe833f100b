import Foundation

/// The first guess of where "you" are when nothing else is known: the system's time zone (`TZ`, else
/// `/etc/localtime`'s link, else Debian's `/etc/timezone`) → its main city in the gazetteer. UTC and zones not in
/// the table are no guess.
public enum TimeZoneGuess {
    /// Zone → the gazetteer's English name of its main city (aliases included).
    static let cities: [String: String] = [
        "Asia/Seoul": "Seoul", "ROK": "Seoul", "Asia/Tokyo": "Tokyo", "Japan": "Tokyo",
        "Asia/Shanghai": "Shanghai", "Asia/Chongqing": "Shanghai", "PRC": "Beijing",
        "Asia/Hong_Kong": "Hong Kong", "Hongkong": "Hong Kong", "Asia/Taipei": "Taipei", "ROC": "Taipei",
        "Asia/Singapore": "Singapore", "Singapore": "Singapore", "Asia/Bangkok": "Bangkok",
        "Asia/Ho_Chi_Minh": "Ho Chi Minh City", "Asia/Saigon": "Ho Chi Minh City", "Asia/Manila": "Manila",
        "Asia/Jakarta": "Jakarta", "Asia/Kolkata": "Kolkata", "Asia/Calcutta": "Kolkata", "Asia/Karachi": "Karachi",
        "Asia/Dubai": "Dubai", "Asia/Tehran": "Tehran", "Iran": "Tehran", "Asia/Riyadh": "Riyadh",
        "Europe/Istanbul": "Istanbul", "Turkey": "Istanbul", "Asia/Istanbul": "Istanbul",
        "Europe/Moscow": "Moscow", "W-SU": "Moscow", "Africa/Cairo": "Cairo", "Egypt": "Cairo",
        "Africa/Nairobi": "Nairobi", "Africa/Johannesburg": "Johannesburg", "Africa/Lagos": "Lagos",
        "Europe/London": "London", "GB": "London", "Europe/Dublin": "Dublin", "Eire": "Dublin",
        "Europe/Paris": "Paris", "Europe/Berlin": "Berlin", "Europe/Madrid": "Madrid", "Europe/Rome": "Rome",
        "Europe/Lisbon": "Lisbon", "Portugal": "Lisbon", "Europe/Stockholm": "Stockholm",
        "Europe/Amsterdam": "Amsterdam", "Europe/Brussels": "Brussels", "Europe/Vienna": "Vienna",
        "Europe/Zurich": "Zurich", "Europe/Prague": "Prague", "Europe/Warsaw": "Warsaw", "Poland": "Warsaw",
        "Europe/Athens": "Athens", "Europe/Helsinki": "Helsinki", "Europe/Oslo": "Oslo",
        "Europe/Copenhagen": "Copenhagen", "Europe/Kyiv": "Kyiv", "Europe/Kiev": "Kyiv",
        "Atlantic/Reykjavik": "Reykjavik", "Iceland": "Reykjavik",
        "America/New_York": "New York", "US/Eastern": "New York", "EST5EDT": "New York",
        "America/Chicago": "Chicago", "US/Central": "Chicago", "CST6CDT": "Chicago",
        "America/Denver": "Denver", "US/Mountain": "Denver", "MST7MDT": "Denver",
        "America/Phoenix": "Phoenix", "US/Arizona": "Phoenix",
        "America/Los_Angeles": "Los Angeles", "US/Pacific": "Los Angeles", "PST8PDT": "Los Angeles",
        "America/Anchorage": "Anchorage", "US/Alaska": "Anchorage", "Pacific/Honolulu": "Honolulu",
        "US/Hawaii": "Honolulu", "America/Toronto": "Toronto", "Canada/Eastern": "Toronto",
        "America/Vancouver": "Vancouver", "Canada/Pacific": "Vancouver", "America/Mexico_City": "Mexico City",
        "America/Sao_Paulo": "São Paulo", "Brazil/East": "São Paulo",
        "America/Argentina/Buenos_Aires": "Buenos Aires", "America/Buenos_Aires": "Buenos Aires",
        "Australia/Sydney": "Sydney", "Australia/NSW": "Sydney", "Australia/Melbourne": "Melbourne",
        "Australia/Victoria": "Melbourne", "Australia/Perth": "Perth", "Pacific/Auckland": "Auckland",
        "NZ": "Auckland",
    ]

    /// The zone's name: `TZ` (":Asia/Seoul" and a zoneinfo path too), else where `/etc/localtime` links,
    /// else `/etc/timezone`.
    public static func zoneName(
        environment: [String: String], localtime: String = "/etc/localtime", timezoneFile: String = "/etc/timezone"
    ) -> String? {
        func name(_ text: String) -> String? {
            var value = text.trimmingCharacters(in: .whitespacesAndNewlines)
            if value.hasPrefix(":") { value.removeFirst() }
            if let range = value.range(of: "zoneinfo/") { value = String(value[range.upperBound...]) }
            return value.isEmpty ? nil : value
        }
        if let tz = environment["TZ"] { return name(tz) }
        if let link = try? FileManager.default.destinationOfSymbolicLink(atPath: localtime) { return name(link) }
        return (try? String(contentsOfFile: timezoneFile, encoding: .utf8)).flatMap(name)
    }

    /// The guessed place for a zone, if the zone has a main city in the gazetteer.
    public static func place(zone: String, gazetteer: Gazetteer) -> ResolvedLocation? {
        guard let city = cities[zone],
            let place = gazetteer.places.first(where: { $0.nameEn == city })
        else { return nil }
        // A Korean place by its Korean name, a city abroad by its English one.
        let name = place.country == "KR" ? place.nameKo : place.nameEn
        return ResolvedLocation(name: name, coordinate: place.coordinate, origin: .timeZone(zone))
    }
}
