import Foundation
import Localization
import Services

/// A toilet in words, the same in its row and its card: its name, distance and direction, wheelchair state (with a
/// bundled file's date and the source's words), open now, changing table and fee.
public enum ToiletWords {
    /// "Toilet, 120 m north ↑, wheelchair yes — …, open now, changing table yes, free" (empty parts are left out by
    /// the row; `hoursNow` is the hours in words at this moment).
    public static func facts(_ toilet: PublicToilet, from here: Coordinate, hoursNow: String) -> [String] {
        let name = toilet.name ?? L.toiletUnnamed
        let fee = toilet.fee.map { ["no", "free"].contains($0.lowercased()) ? L.toiletFree : L.toiletFee($0) }
        // The state, then the date of a bundled file's facts (the 2018 survey's are old: said every time), then
        // the source's own words.
        var wheelchair = L.accessAxis(AccessFeature.wheelchair.name, toilet.wheelchairState.word)
        if let date = toilet.dataDate { wheelchair += " (" + L.toiletDataDate(date) + ")" }
        if let words = toilet.wheelchair?.text { wheelchair += " — " + words }
        return [
            name + (toilet.isPublicToilet ? "" : " (" + L.toiletInsidePlace + ")"),
            formatDistance(toilet.distance, bearing: here.bearing(to: toilet.coordinate), inWords: true),
            wheelchair, hoursNow,
            toilet.changingTable.isRecorded ? L.toiletChangingTable(toilet.changingTable.word) : "", fee ?? "",
        ]
    }

    /// The toilet as a place whose day is checked: its hours (OpenStreetMap's, else as a bundled file wrote them:
    /// quoted as written when they cannot be read, never "no hours recorded"), and its wheelchair state as the
    /// place's wheelchair access and accessible toilet (what a toilet is asked for).
    public static func dayPlace(_ toilet: PublicToilet) -> DayPlace {
        var facts: [AccessFact] = []
        if let fact = toilet.wheelchair ?? toilet.otherWheelchair {
            facts = [
                AccessFact(.wheelchair, toilet.wheelchairState, text: fact.text, source: fact.source),
                AccessFact(.toilet, toilet.wheelchairState, text: fact.text, source: fact.source),
            ]
        }
        return DayPlace(
            name: toilet.name ?? L.toiletUnnamed, coordinate: toilet.coordinate,
            openingHours: toilet.openingHours ?? toilet.writtenHours,
            access: AccessRecord(facts: facts, sources: facts.map(\.source)),
            accessSource: DaySource(
                name: toilet.sources.map(\.name).joined(separator: ", "),
                kind: toilet.sources == [.osm] ? .live : .bundled), toiletID: toilet.id)
    }
}
