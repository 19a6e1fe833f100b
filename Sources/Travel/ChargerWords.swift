import Foundation
import Localization
import Services

/// A wheelchair charger in words, the same in the list, its details and the command line's table: open now (from
/// its weekday / Saturday / holiday hours and Korea's holidays), how many at once, air pump, phone charging, the
/// office and the data's date.
public enum ChargerWords {
    /// "open now until 18:00", "closed now (hours 09:00–18:00)", "no hours recorded for Saturdays".
    public static func now(_ charger: WheelchairCharger, at date: Date) -> String {
        let (moment, status) = charger.hours.status(at: date)
        switch status {
        case .open(let window):
            return window.isWholeDay
                ? L.chargerOpenAllDay : L.chargerOpenUntil(CivilTime.clockText(minutes: window.close % 1440))
        case .closed(let window): return L.chargerClosedNow(hours: window.text)
        case .notRecorded:
            let holiday = moment.holiday.map { L.holidayName(korean: $0.korean, english: $0.english) }
            return L.chargerNoHours(day: moment.day.rawValue, holiday: holiday)
        }
    }

    /// Whether it is open now: true, false, or nil when the hours of the day are not recorded (for JSON).
    public static func isOpen(_ charger: WheelchairCharger, at date: Date) -> Bool? {
        switch charger.hours.status(at: date).1 {
        case .open: return true
        case .closed: return false
        case .notRecorded: return nil
        }
    }

    /// "weekdays 09:00–18:00", "Saturdays not recorded", "Sundays and holidays 09:00–18:00".
    public static func week(_ charger: WheelchairCharger) -> [String] {
        [ChargerHours.Day.weekday, .saturday, .holiday].map { day in
            L.chargerDayHours(day: day.rawValue, hours: charger.hours.window(for: day)?.text)
        }
    }

    /// The row: name, distance and direction, then open now and the facts, most useful first.
    public static func facts(_ charger: WheelchairCharger, from here: Coordinate, at date: Date) -> [String] {
        [
            charger.name,
            formatDistance(charger.distance, bearing: here.bearing(to: charger.coordinate), inWords: true),
            now(charger, at: date),
            L.chargerAtOnce(charger.atOnce),
            L.chargerAirPump(charger.airPump.word),
        ]
    }

    /// Every line of its details, one fact a line (for 40 braille cells).
    public static func details(_ charger: WheelchairCharger, from here: Coordinate, at date: Date) -> [String] {
        var lines = facts(charger, from: here, at: date).filter { !$0.isEmpty }
        lines += week(charger)
        lines.append(L.chargerPhoneCharging(charger.phoneCharging.word))
        if !charger.place.isEmpty { lines.append(charger.place) }
        lines.append(charger.address)
        lines.append(L.chargerOffice(charger.office, charger.officePhone))
        if charger.reportsDiffer {
            lines.append(L.chargerReportsDiffer(newest: charger.dataDate))
        } else if charger.reports > 1 {
            lines.append(L.chargerReports(charger.reports))
        }
        lines.append(L.toiletDataDate(charger.dataDate))
        return lines
    }
}
