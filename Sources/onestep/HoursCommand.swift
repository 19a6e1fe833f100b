import ArgumentParser
import Foundation
import Localization
import Services

/// `onestep hours VALUE [--at INSTANT] [--near PLACE] [--json]`: what an `opening_hours` value means at a place —
/// open now, when that changes, the rule's comment, the week ahead with Korea's holidays. `--batch` answers JSON
/// lines (the differential test against a peer parser speaks it).
struct HoursCommand: ParsableCommand, MainActorCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "hours", abstract: L.cmdHoursAbstract)
    }

    @OptionGroup var global: GlobalOptions
    @Argument(help: ArgumentHelp(L.cmdHoursValueHelp)) var value: String?
    @Option(name: .long, help: ArgumentHelp(L.cmdHoursAtHelp)) var at: String?
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(L.cmdHoursNearHelp)) var near: String?
    @Flag(name: .long, help: ArgumentHelp(L.cmdHoursBatchHelp)) var batch = false
    @Flag(name: .long, help: ArgumentHelp(L.cmdJSONHelp)) var json = false

    func validate() throws {
        if !batch, value == nil { throw ValidationError(L.cmdHoursNeedsValue) }
        // The instant's shape, checked before anything runs (its offset, where it names none, is the place's).
        if let at, CivilTime.parseStamp(at.count <= 19 ? at + "+00:00" : at) == nil {
            throw ValidationError(L.cmdHoursBadInstant)
        }
    }

    @MainActor
    func execute() async throws -> Bool {
        if batch {
            // One answer per line, flushed as it goes: the reader may be waiting on each (stdout is block-buffered
            // when it is a pipe).
            while let line = readLine() {
                print(OpeningHoursBatch.answer(line: line))
                fflush(nil)  // every output stream: stdout is a global Swift 6 will not name
            }
            return false
        }
        let environment = try AppEnvironment(offline: global.offline)
        let place = try await environment.commandLocation(near ?? global.location)
        let offset = AppEnvironment.utcOffset(at: place.coordinate, gazetteer: environment.gazetteer)
        let date = try instant(offset: offset)
        let hours = OpeningHours(RemoteText.clean(value ?? ""))
        if json {
            try printJSON(HoursJSON(hours, at: date, offset: offset, coordinate: place.coordinate))
            return false
        }
        let local = CivilTime(date, offset: offset)
        print(
            L.cmdHoursHeading(
                place: place.name, date: L.dayAndDate(weekday: local.weekday, day: local.day, month: local.month),
                time: local.hourMinuteText, offset: String(CivilTime.localStamp(date, offset: offset).suffix(6))))
        for line in OpeningHoursWords.details(hours, at: date, offset: offset, coordinate: place.coordinate) {
            print(line)
        }
        return false
    }

    /// `--at`, read in the place's local time unless it names its own offset; now without it.
    private func instant(offset: Int) throws -> Date {
        guard let at else { return Date() }
        let hasOffset = at.hasSuffix("Z") || at.dropFirst(16).contains("+") || at.dropFirst(16).contains("-")
        let written = hasOffset ? at : at + String(CivilTime.localStamp(Date(), offset: offset).suffix(6))
        guard let (date, _) = CivilTime.parseStamp(written) else {
            throw ValidationError(L.cmdHoursBadInstant)
        }
        return date
    }
}

/// `onestep hours --json`: the answer and the week ahead, times in the place's local time with its offset.
struct HoursJSON: Encodable {
    let value: String
    let understood: Bool
    let at: String
    let openNow: Nullable<Bool>
    let nextChange: Nullable<String>
    let comment: Nullable<String>
    let holiday: Nullable<String>
    let week: [Day]

    struct Day: Encodable {
        let date: String
        let holiday: Nullable<String>
        /// Stretches as "09:00-18:00" (minutes past midnight up to 24:00).
        let open: [String]
        let unknown: [String]
    }

    enum CodingKeys: String, CodingKey {
        case value, understood, at, comment, holiday, week, openNow = "open_now", nextChange = "next_change"
    }

    init(_ hours: OpeningHours, at date: Date, offset: Int, coordinate: Coordinate) {
        let status = hours.status(at: date, offset: offset, coordinate: coordinate)
        value = hours.text
        understood = hours.isUnderstood
        at = CivilTime.localStamp(date, offset: offset)
        openNow = Nullable(status.isOpen)
        nextChange = Nullable(status.nextChange.map { CivilTime.localStamp($0, offset: offset) })
        comment = Nullable(status.comment)
        holiday = Nullable(status.holiday?.korean)
        let days = hours.weekAhead(from: date, offset: offset, coordinate: coordinate)
        week = days.map { day in
            func stretches(_ state: OpeningHours.State) -> [String] {
                day.intervals.filter { $0.state == state }.map {
                    CivilTime.clockText(minutes: $0.start) + "-" + CivilTime.clockText(minutes: $0.end)
                }
            }
            return Day(
                date: CivilTime(day.day, offset: offset).dateText, holiday: Nullable(day.holiday?.korean),
                open: stretches(.open), unknown: stretches(.unknown))
        }
    }
}
