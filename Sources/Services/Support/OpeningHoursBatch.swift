import Foundation
import Places

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
        guard let (date, offset) = CivilTime.parseStamp(at) else {
            return write(["error": "bad instant: " + at])  // not UI: the batch protocol, read by scripts
        }
        var coordinate: Coordinate?
        if let lat = (object["lat"] as? NSNumber)?.doubleValue, let lon = (object["lon"] as? NSNumber)?.doubleValue {
            coordinate = Coordinate(latitude: lat, longitude: lon)
        }
        let hours = OpeningHours(value)
        let status = hours.status(at: date, offset: offset, coordinate: coordinate)
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
}
