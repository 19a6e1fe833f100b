import Foundation
import Places
import Testing

@testable import OpeningHours

/// Every lenient spelling `OpeningHoursParser` accepts on purpose, each read as its strict form.
struct OpeningHoursParserTests {
    static let monday = CivilTime.date(year: 2026, month: 11, day: 16, hour: 12, offset: 32_400)

    func sameAnswers(_ lenient: String, _ strict: String) -> Bool {
        let a = OpeningHours(lenient), b = OpeningHours(strict)
        guard a.isUnderstood, b.isUnderstood else { return false }
        for hour in stride(from: 0, to: 24 * 7, by: 1) {
            let date = Self.monday.addingTimeInterval(Double(hour) * 3600 + 1800)
            if a.evaluate(at: date, utcOffset: 32_400) != b.evaluate(at: date, utcOffset: 32_400) { return false }
        }
        return true
    }

    @Test(arguments: [
        ("Mo-Fr 8:00-17:00", "Mo-Fr 08:00-17:00"),  // one-digit hour
        ("Mo-Fr 10.30-22.30", "Mo-Fr 10:30-22:30"),  // a dot for the colon
        ("09:00 - 18:00", "09:00-18:00"),  // spaces around the dash
        ("Mo - Fr 09:00-18:00", "Mo-Fr 09:00-18:00"),
        ("Mo-Fr 09:00–18:00", "Mo-Fr 09:00-18:00"),  // en dash
        ("Mo-Fr 09:00~18:00", "Mo-Fr 09:00-18:00"),  // tilde, as Korean mappers write it
        ("mo-fr 09:00-17:00", "Mo-Fr 09:00-17:00"),  // letter case
        ("MO-FR 09:00-17:00; SA OFF", "Mo-Fr 09:00-17:00; Sa off"),
        ("Mon-Fri 09:00-18:00", "Mo-Fr 09:00-18:00"),  // English names
        ("Monday-Friday 09:00-18:00", "Mo-Fr 09:00-18:00"),
        ("월-금 09:00-18:00", "Mo-Fr 09:00-18:00"),  // Korean day names
        ("Mo-Su 24/7", "24/7"),  // 24/7 after a selector
        ("Jan-Dec: 24/7", "24/7"),
        ("Mo-Su 9:00-18:00;", "Mo-Su 09:00-18:00"),  // a trailing ";"
        ("Mo-Fr 09:00-18:00;;Sa 10:00-14:00", "Mo-Fr 09:00-18:00; Sa 10:00-14:00"),
        ("Mo-Fr 09:00-18:00 ;Sa 10:00-14:00", "Mo-Fr 09:00-18:00; Sa 10:00-14:00"),
        ("Mo-Fr 09:00-17:00; Sa Off; Su Closed", "Mo-Fr 09:00-17:00; Sa off; Su off"),
        ("Mo, Th, Fr 09:30-18:00", "Mo,Th,Fr 09:30-18:00"),
        ("Mo-Su 6:00-0:00", "Mo-Su 06:00-24:00"),
        ("“by appointment”", "\"by appointment\""),  // curly quotes
    ])
    func lenientForm_readsAsItsStrictForm(_ pair: (String, String)) {
        #expect(sameAnswers(pair.0, pair.1), "\(pair.0)")
    }

    @Test func grammar_everyFormOfTheSpecification() {
        for text in [
            "2026 Mo-Fr 09:00-17:00", "2020-2030/2 Jan 01 off", "2026+ 10:00-12:00", "Jan 01,Feb 01:off",
            "Dec 24-26 off", "Dec 25-Jan 05 off", "2021 Apr 10-16 off", "easter -2 days-easter +2 days: 10:00-12:00",
            "Apr 1+ 10:00-12:00", "week 01-53/2 Fr 09:00-12:00", "Mo[1,3] 10:00-12:00", "Mo[1-2] 10:00-12:00",
            "Su[-1] -1 day 10:00-12:00", "PH +1 day off", "SH off", "PH Mo 10:00-12:00",
            "10:00-16:00/01:30", "(sunrise+01:00)-(sunset-01:00)", "dawn-dusk", "Mo-Fr 17:00-03:00, Sa-Su 18:00+",
            "Mo-Fr 08:00-12:00 || \"by appointment\"", "24/7 closed \"always closed\"", "Su 09:30",
            "Mo-Su 10:00-48:00",
        ] {
            #expect(OpeningHours(text).isUnderstood, "\(text)")
        }
    }
}
