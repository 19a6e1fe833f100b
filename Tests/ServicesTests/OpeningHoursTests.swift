import Testing
@testable import Services

/// `opening_hours` as mappers write them. Sources: the OpenStreetMap wiki's Key:opening_hours page and its
/// tutorial ("wiki"), values in the recorded Overpass answers of ../shared/reference/api/overpass ("recorded"),
/// the common forms listed by the simple-opening-hours package's README and Organic Maps' editing help ("editors").
struct OpeningHoursTests {
    // Weekdays: 0 Monday … 6 Sunday; minutes from midnight.
    static func at(_ day: Int, _ hour: Int, _ minute: Int = 0) -> (Int, Int) { (day, hour * 60 + minute) }

    func status(_ text: String, _ when: (Int, Int)) -> OpeningHours.Status {
        OpeningHours(text).status(weekday: when.0, minute: when.1)
    }

    @Test func understoodValues_sayOpenClosesAndOpensAsThePlaceDoes() {
        // wiki
        #expect(status("24/7", Self.at(2, 3)) == .open(closesAt: nil))
        #expect(status("Mo-Fr 08:00-17:00", Self.at(0, 9)) == .open(closesAt: 17 * 60))
        #expect(status("Mo-Fr 08:00-17:00", Self.at(5, 9)) == .closed(opensIn: (2, 8 * 60)))
        #expect(status("Mo-Fr 08:00-12:00,13:00-17:30", Self.at(1, 12, 30)) == .closed(opensIn: (0, 13 * 60)))
        #expect(status("Mo-Fr 08:00-12:00,13:00-17:30", Self.at(1, 13, 5)) == .open(closesAt: 17 * 60 + 30))
        #expect(status("Mo,We 08:00-12:00", Self.at(1, 9)) == .closed(opensIn: (1, 8 * 60)))
        #expect(status("Mo-Fr 08:00-12:00,13:00-17:30; Sa 08:00-12:00", Self.at(5, 11)) == .open(closesAt: 12 * 60))
        #expect(
            status("Mo-Fr 08:00-12:00,13:00-17:30; Sa 08:00-12:00; PH off", Self.at(6, 11))
                == .closed(opensIn: (1, 8 * 60)))
        #expect(
            status("Mo-Fr 08:00-12:00,13:00-17:30; Sa 08:00-12:00; PH off; SH off", Self.at(0, 8))
                == .open(closesAt: 12 * 60))
        // recorded (Overpass answers)
        #expect(status("Mo-Su 09:00-23:00", Self.at(6, 22)) == .open(closesAt: 23 * 60))
        #expect(status("Mo-Su 08:00-19:00", Self.at(3, 7)) == .closed(opensIn: (0, 8 * 60)))
        // "06:00-24:00" every day: open from 6 until midnight, so at 23:59 it closes at 00:00.
        #expect(status("Mo-Su 06:00-24:00", Self.at(4, 23, 59)) == .open(closesAt: 0))
        #expect(status("Mo-Su 06:00-24:00", Self.at(4, 2)) == .closed(opensIn: (0, 6 * 60)))
        // editors
        #expect(status("Mo-Sa 06:00-22:00", Self.at(6, 10)) == .closed(opensIn: (1, 6 * 60)))
        #expect(status("Mo-Fr 08:00-18:00; Sa 10:00-14:00", Self.at(5, 15)) == .closed(opensIn: (2, 8 * 60)))
        #expect(status("Mo-Fr 08:00-18:00; Sa,Su 10:00-20:00", Self.at(6, 19)) == .open(closesAt: 20 * 60))
        // ", We 14:00-18:00" adds an afternoon to Wednesday's morning.
        #expect(status("Mo-Fr 08:00-12:00, We 14:00-18:00", Self.at(2, 15)) == .open(closesAt: 18 * 60))
        #expect(status("Mo-Fr 08:00-12:00, We 14:00-18:00", Self.at(2, 9)) == .open(closesAt: 12 * 60))
        #expect(status("Mo-Fr 08:00-12:00, 14:00-18:00", Self.at(0, 15)) == .open(closesAt: 18 * 60))
        // "; We off" replaces Wednesday.
        #expect(status("Mo-Fr 08:00-18:00; We off", Self.at(2, 9)) == .closed(opensIn: (1, 8 * 60)))
        #expect(status("Mo-We,Fr 09:00-13:30,14:00-18:30", Self.at(3, 10)) == .closed(opensIn: (1, 9 * 60)))
        #expect(status("Mo-Fr 09:00-20:00; Sa-Su 10:00-19:00", Self.at(5, 9, 59)) == .closed(opensIn: (0, 10 * 60)))
        // Past midnight: Friday's night runs into Saturday morning.
        #expect(status("Mo-Th 10:00-24:00; Fr,Sa 10:00-02:00", Self.at(5, 1)) == .open(closesAt: 2 * 60))
        #expect(status("Tu-Su 18:00-02:00", Self.at(0, 1, 30)) == .open(closesAt: 2 * 60))  // Sunday's night
        #expect(status("Tu-Su 18:00-02:00", Self.at(0, 3)) == .closed(opensIn: (1, 18 * 60)))
        #expect(status("Mo-Su 10:00-26:00", Self.at(2, 1)) == .open(closesAt: 2 * 60))
        // Every day around the clock written as hours.
        #expect(status("Mo-Su 00:00-24:00", Self.at(6, 23, 59)) == .open(closesAt: nil))
        #expect(status("00:00-24:00", Self.at(0, 12)) == .open(closesAt: nil))
        #expect(status("Sa-Mo 10:00-16:00", Self.at(0, 11)) == .open(closesAt: 16 * 60))  // a range over Sunday
        #expect(status("Mo-Sa 07:00-22:00; Su off", Self.at(6, 12)) == .closed(opensIn: (1, 7 * 60)))
        #expect(status("off", Self.at(0, 12)) == .closed(opensIn: nil))
    }

    @Test func anythingElse_isUnknown_shownAsWritten_neverGuessed() {
        for text in [
            "May 01-Sep 15: 00:00-24:00",  // recorded: a season
            "\"Nur bei Veranstaltungen\"",  // recorded: a comment only
            "Mo-Fr 17:00-03:00, Sa-Su 18:00+",  // editors: an open end
            "Mo-Su 10:00-19:00; Jun off; Dec 25 off",  // editors: months and dates
            "sunrise-sunset", "week 25 Mo 08:30-20:00", "Mo-Fr 8:00-17:00", "Mo-Fr", "", "closed on Mondays",
            "Mo-Fr 08:00-25:00:00",
        ] {
            let hours = OpeningHours(text)
            #expect(!hours.isUnderstood, "\(text)")
            #expect(hours.status(weekday: 0, minute: 600) == .unknown)
            #expect(hours.text == text)
        }
    }
}
