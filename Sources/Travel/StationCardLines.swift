import Foundation
import Localization
import Services

/// A station card as lines, one fact a line and the fact first (a 40-cell braille display shows one line at a
/// time): the title, then each kind of facility under its heading, then the platform gaps per direction. A heading
/// with nothing under it says "not recorded in the files", never "none".
public enum StationCardLines {
    public static let kinds: [StationCard.Facility.Kind] = [
        .elevator, .wheelchairLift, .entranceLift, .toilet, .ramp, .audioGuide,
    ]

    public static func lines(_ card: StationCard) -> [String] {
        var lines = [L.stationTitle(card.name, lines: card.lines)]
        if card.pointMoved {
            lines.append(L.stationPointMoved)
        } else if !card.pointConfirmed {
            lines.append(L.stationPointNotConfirmed)
        }
        for kind in kinds {
            lines.append(L.stationHeading(kind.rawValue))
            let facilities = card.facilities(kind)
            if facilities.isEmpty { lines.append("  " + L.stationNothingRecorded) }
            lines += facilities.map { "  " + line($0) }
            if kind == .elevator && !facilities.isEmpty { lines.append("  " + L.stationSnapshotWarning) }
            if facilities.contains(where: { $0.flag == "lifts_removed_since" }) {
                lines.append("  " + L.stationLiftsRemovedSince)
            }
        }
        lines.append(L.stationHeading("gap"))
        if card.directions.isEmpty { lines.append("  " + L.stationNothingRecorded) }
        for direction in card.directions {
            lines.append(
                "  " + L.stationLine(direction.line) + " "
                    + L.stationGapSummary(
                        toward: direction.toward, narrow: direction.narrow.count, of: direction.doorCount))
            if !direction.wide.isEmpty {
                lines.append("    " + L.stationWideGaps(direction.wide.joined(separator: ", ")))
            }
            if !direction.highStep.isEmpty {
                lines.append("    " + L.stationHighSteps(direction.highStep.joined(separator: ", ")))
            }
        }
        return lines
    }

    /// "exit 3, B1-1F, 대합실" — the exit first (what a traveller heads for), then levels, place and the file's words.
    public static func line(_ f: StationCard.Facility) -> String {
        var parts: [String] = []
        if let exit = f.exitNumber { parts.append(L.stationExit(exit)) }
        if !f.levels.isEmpty { parts.append(f.levels) }
        if let inside = f.insideGates {
            parts.append(inside ? L.stationInsideGates : L.stationOutsideGates)
        } else if !f.place.isEmpty {
            parts.append(f.place)
        }
        if !f.detail.isEmpty && f.kind != .entranceLift { parts.append(f.detail) }
        if !f.line.isEmpty { parts.append(L.stationLine(f.line)) }
        return parts.joined(separator: ", ")
    }
}
