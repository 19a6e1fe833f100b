import Foundation

/// One line of `onestep hours --batch`: a JSON object `{"value": "Mo-Fr 09:00-18:00; PH off",
/// "at": "2026-09-25T10:00:00+09:00", "lat": 37.5, "lon": 127.0}` in, one JSON object out:
/// `{"comment": null, "holiday": "추석", "next_change": "2026-09-28T09:00:00+09:00", "open_now": false}`.
/// The place's UTC offset is the one `at` is written with; its holidays are Korea's where the point is in Korea
/// (else `PH` is unknown). `lat`/`lon` may be left out (sun times are then unknown). A line that cannot be read
/// answers `{"error": "…"}`.
public enum OpeningHoursBatch {
    public static func answer(line: String) -> String {
        guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
            let value = object["value"] as? String, let at = object["at"] as? String
        else { return write(["error": "expected {\"value\": …, \"at\": …}"]) }
        guard let (date, offset) = parseInstant(at) else {
            return write(["error": "bad instant: " + at])  // not UI: the batch protocol, read by scripts
        }
        var coordinate: Coordinate?
        if let lat = (object["lat"] as? NSNumber)?.doubleValue, let lon = (object["lon"] as? NSNumber)?.doubleValue {
            coordinate = Coordinate(latitude: lat, longitude: lon)
        }
        let hours = OpeningHours(value)
        let status = hours.evaluate(
            at: date, utcOffset: offset, coordinate: coordinate, holidays: HolidayCalendars.forPlace(coordinate))
        let open: Any = status.isOpen.map { $0 as Any } ?? NSNull()
        return write([
            "open_now": open,
            "next_change": status.nextChange.map { CivilTime.localStamp($0, offset: offset) as Any } ?? NSNull(),
            "comment": status.comment.map { $0 as Any } ?? NSNull(),
            "holiday": status.holiday.map { $0.korean as Any } ?? NSNull(),
            "understood": hours.isUnderstood,
        ])
    }

    private static func write(_ object: [String: Any]) -> String {
        (try? JSONObjectWriter.data(object)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }

    /// "2026-09-25T10:00:00+09:00", "2026-09-25T10:00+09:00", "2026-09-25T01:00:00Z" → the instant and the offset
    /// (seconds east of UTC) it was written in.
    public static func parseInstant(_ text: String) -> (Date, Int)? {
        let b = Array(text.utf8)
        guard b.count >= 17, let year = CivilTime.number(b, 0..<4), b[4] == 45, let month = CivilTime.number(b, 5..<7),
            b[7] == 45, let day = CivilTime.number(b, 8..<10), b[10] == 84 || b[10] == 32,
            let hour = CivilTime.number(b, 11..<13), b[13] == 58, let minute = CivilTime.number(b, 14..<16)
        else { return nil }
        var i = 16
        var second = 0
        if i < b.count, b[i] == 58 {
            guard let s = CivilTime.number(b, 17..<19) else { return nil }
            second = s
            i = 19
        }
        var offset = 0
        if i < b.count, b[i] == 90 {  // Z
            i += 1
        } else if i < b.count, b[i] == 43 || b[i] == 45 {
            guard let h = CivilTime.number(b, (i + 1)..<(i + 3)), i + 3 < b.count, b[i + 3] == 58,
                let m = CivilTime.number(b, (i + 4)..<(i + 6))
            else { return nil }
            offset = (h * 3600 + m * 60) * (b[i] == 45 ? -1 : 1)
            i += 6
        }
        guard i == b.count,
            let date = CivilTime.validDate(
                year: year, month: month, day: day, hour: hour, minute: minute, second: second, offset: offset)
        else { return nil }
        return (date, offset)
    }
}
