import Foundation
import TUI

/// What the Weather tab shows that is not an answer of a service, in one value: the mode (the report, the city
/// search field, a choice between cities of the same name, the favourite cities) and each list's selection.
/// Owned by the view model; the view draws it.
public struct WeatherState: Equatable, Sendable {
    public enum Mode: Equatable, Sendable {
        /// The current conditions and the forecast, whose lines are walked with j/k.
        case report
        case citySearch(TextFieldState)
        /// Several places matched the name: pick one.
        case cityChoice
        case favorites
        /// `Enter` on a forecast step: that step's values and the air at that hour.
        case hour(Date)
    }

    public var mode: Mode = .report
    /// In the report, the focused line above the forecast list — 0 the place line (the tab's header: where, which
    /// source, how old), then the report's lines (the conditions now, one fact a line, then the chart's words:
    /// `ReportLines`) — or none when the focus is in the forecast list. The report opens on its place line.
    public var above: LinesAbove = {
        var lines = LinesAbove()
        lines.top()
        return lines
    }()
    /// One fact a line and the chart in sentences (set from the shell's accessible mode).
    public var accessible = false
    public var forecast = ListState()
    public var choices = ListState()
    /// The focus on the city picker's title line, above its rows.
    public var choicesTitleFocused = false
    public var favorites = ListState()
    /// The focused line of an hour's values.
    public var hourLines = ListState()

    public init() {}

    public var focus: FocusID {
        switch mode {
        case .report, .favorites: return .list
        case .citySearch: return .field
        case .cityChoice: return .picker
        case .hour: return .details
        }
    }

    /// The focus is on the view's top line (the shell's where-am-I line is the next one up).
    public var isOnTopLine: Bool {
        switch mode {
        case .report: return above.focused == 0
        case .favorites: return favorites.selected == 0
        case .cityChoice: return choicesTitleFocused  // the picker's title line is its top line
        case .hour: return hourLines.selected == 0
        case .citySearch: return false
        }
    }

    /// The focus is on the view's last line (the shell's news line is the next one down).
    public var isOnBottomLine: Bool {
        switch mode {
        case .report: return above.focused == nil && forecast.isOnLastRow
        case .favorites: return favorites.isOnLastRow
        case .cityChoice: return !choicesTitleFocused && choices.isOnLastRow
        case .hour: return hourLines.isOnLastRow
        case .citySearch: return false
        }
    }
}
