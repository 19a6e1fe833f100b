import ArgumentParser
import Foundation
import Localization
import Services
import Travel

extension TravelCommand {
    /// `onestep travel today SPOT_ID|PLACE [--date YYYY-MM-DD] [--json]`: can I go that day? The same use case and
    /// words as the day card in the tab.
    struct Today: ParsableCommand, MainActorCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(commandName: "today", abstract: L.cmdTravelTodayAbstract)
        }
        @OptionGroup var global: GlobalOptions
        @Argument(help: ArgumentHelp(L.cmdTravelTodayPlaceHelp)) var place: String
        @Option(name: .long, help: ArgumentHelp(L.cmdTravelTodayDateHelp)) var date: String?
        @Flag(name: .long, help: ArgumentHelp(L.cmdJSONHelp)) var json = false

        func validate() throws {
            if let date, Self.day(date) == nil { throw ValidationError(L.cmdTravelTodayBadDate(date)) }
        }

        /// "2026-12-01" → its parts (nil: not a date).
        static func day(_ text: String) -> (year: Int, month: Int, day: Int)? {
            let parts = text.split(separator: "-").compactMap { Int($0) }
            guard parts.count == 3, (1...12).contains(parts[1]), (1...31).contains(parts[2]),
                CivilTime.days(year: parts[0], month: parts[1], day: parts[2])
                    == CivilTime.days(year: parts[0], month: parts[1], day: 1) + parts[2] - 1,
                parts[2] <= 28
                    || CivilTime(
                        CivilTime.date(year: parts[0], month: parts[1], day: parts[2], hour: 12, minute: 0, offset: 0),
                        offset: 0
                    ).month == parts[1]
            else { return nil }
            return (parts[0], parts[1], parts[2])
        }

        @MainActor
        func execute() async throws -> Bool {
            let environment = try AppEnvironment(offline: global.offline)
            let target = try await Self.place(place, environment: environment)
            // A place given that cannot be found is said; a guessed location is no "you" for the way there.
            let located =
                global.location != nil
                ? try await environment.commandLocation(global.location)
                : try? await environment.commandLocation(nil)
            let you = located?.origin?.isGuess == true ? nil : located
            let now = Date()
            var on = now
            if let date, let d = Self.day(date) {
                let offset = AppEnvironment.utcOffset(at: target.place.coordinate, gazetteer: environment.gazetteer)
                on = CivilTime.date(year: d.year, month: d.month, day: d.day, hour: 12, minute: 0, offset: offset)
            }
            let inputs = await environment.dayCheck().inputs(
                for: target.place, needs: environment.travelNeeds, from: you?.coordinate, on: on, now: now)
            let verdict = DayRules.verdict(inputs)
            if json {
                try printJSON(DayJSON(place: target.place, id: target.id, inputs: inputs, verdict: verdict, now: now))
            } else {
                let offset = inputs.utcOffset
                let day = Calendar.current.isDate(on, inSameDayAs: now) && date == nil
                print(L.dayTitle(day: day ? nil : LocalTimeFormatter(offset: offset).day(on), place: target.place.name))
                DayWords.lines(verdict, now: now).forEach { print($0.terminalSafe) }
            }
            return false
        }

        /// A spot (its id: details, hours and access as the details have them) or a place (a name or LAT,LON,
        /// with no hours or access of its own).
        @MainActor
        static func place(_ text: String, environment: AppEnvironment) async throws -> (place: DayPlace, id: String?) {
            if Int(text) != nil || PlaceID.isOSM(text) {
                let (common, record, origin) = try await Detail.load(text, environment: environment)
                guard let at = common.coordinate else { throw CommandFailure(L.dayNoPoint(common.title)) }
                let source = DaySource(
                    name: common.sources.map(\.name).joined(separator: ", "),
                    kind: environment.tourIsLive || PlaceID.isOSM(text)
                        ? (origin?.isOfflineCopy == true
                            ? .keptCopy : .live) : .bundled, fetchedAt: origin?.fetchedAt)
                return (
                    DayPlace(
                        name: common.title, coordinate: at, openingHours: common.openingHours, access: record,
                        accessSource: source), text
                )
            }
            let found = try await environment.commandLocation(text)
            return (
                DayPlace(
                    name: found.name, coordinate: found.coordinate, openingHours: nil, access: nil,
                    accessSource: nil), nil
            )
        }
    }
}
