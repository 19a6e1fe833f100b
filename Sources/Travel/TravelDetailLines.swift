import Foundation
import Localization
import Services
import TUI

/// A spot's details as lines, laid out from the state alone (the width too: the details' box as last drawn, kept
/// in the state, so a key acts on the lines as they are shown): the title, its facts (category, distance, street),
/// address, phone, website and hours as "label: value", the sources, then the access groups as an accordion — a
/// header per group saying how much is recorded, and when open one line per fact with its state, the source's words
/// and the source. A long text is wrapped at 60 cells, or the box's width where it is narrower (38 cells in the
/// accessible mode, so a 40-cell braille display holds each line): no line is cut. The overview, wrapped to the screen, follows below these lines (the view adds it).
public struct TravelDetailLines {
    public struct Line: Equatable {
        public var text: String
        public var style: Style
        /// The group this line is the header of.
        public var header: AccessFeature.Group?
    }

    let detail: SpotDetail
    let record: AccessRecord?
    /// "125 m north-east ↗" and the street it is on, where known.
    let distance: String?
    let street: String?
    let bookmarked: Bool
    /// The hours in words (`OpeningHoursWords.details`): the value and now, the comment, the week ahead.
    let hours: [String]?
    let openGroups: Set<AccessFeature.Group>
    /// The needs chosen: a line says whether the spot meets them, and why not.
    let needs: Set<TravelNeed>
    let accessible: Bool
    /// The day card (the verdict, each input, the sources), under the title; nil: none.
    let day: DayWords.Card?
    /// The cells a line may take (the details' box, less its margin).
    let width: Int

    public init(
        detail: SpotDetail, record: AccessRecord?, distance: String?, street: String?, bookmarked: Bool,
        hours: [String]?,
        openGroups: Set<AccessFeature.Group>, needs: Set<TravelNeed> = [], accessible: Bool, day: DayWords.Card? = nil,
        width: Int = 60
    ) {
        self.detail = detail; self.record = record; self.distance = distance; self.street = street
        self.bookmarked = bookmarked; self.hours = hours; self.openGroups = openGroups; self.needs = needs
        self.accessible = accessible; self.day = day; self.width = width
    }

    var wrapWidth: Int { max(10, min(accessible ? 38 : 60, width)) }

    func wrapped(_ text: String, style: Style = .plain) -> [Line] {
        text.wrapped(to: wrapWidth).map { Line(text: $0, style: style, header: nil) }
    }

    public var lines: [Line] {
        var lines = [Line(text: (bookmarked ? "★ " : "") + detail.title, style: .bold, header: nil)]
        if let day {
            // The verdict wrapped (two lines at the most at 80 cells), then one fact a line, the sources dim.
            lines += wrapped(day.verdict, style: .bold)
            for fact in day.facts { lines += wrapped(fact) }
            if let sources = day.sources { lines += wrapped(sources, style: .dim) }
        }
        var facts = [detail.category?.name, distance.map(L.travelAway)].compactMap { $0 }.joined(separator: " · ")
        if let street { facts += facts.isEmpty ? L.onStreet(street).trimmingPrefix(", ") : L.onStreet(street) }
        if !facts.isEmpty { lines += wrapped(facts, style: .dim) }
        func labelled(_ label: String, _ value: String?) {
            let value = (value ?? "").isEmpty ? L.travelNotGiven : value!
            lines += wrapped(label + ": " + value)
        }
        labelled(L.travelLabelAddress, detail.address)
        labelled(L.travelLabelPhone, detail.tel)
        labelled(L.travelLabelHomepage, detail.homepage)
        if let hours, let first = hours.first {
            labelled(L.travelLabelHours, first)
            for line in hours.dropFirst() { lines += wrapped(line) }
        }
        let sourceNames = Self.sourceNames(record: record ?? .nothingRecorded, detail: detail)
        lines += wrapped(L.travelSources(sourceNames), style: .dim)
        if !needs.isEmpty {
            lines += wrapped(TravelNeed.explanation(needs, record) ?? L.travelNeedsMet, style: .bold)
        }
        guard let record else {
            // The record could not be had: that is not "no record".
            lines.append(Line(text: L.travelAccessHeading, style: .bold, header: nil))
            return lines + wrapped(L.travelBarrierFreeUnavailable)
        }
        guard !record.isEmpty else {
            lines.append(Line(text: L.travelAccessHeading, style: .bold, header: nil))
            return lines + wrapped(L.accessNoRecord(sources: sourceNames))
        }
        lines.append(
            Line(text: L.travelAccessHeading + " — " + L.travelBarrierFreeKeys, style: .bold, header: nil))
        // The row's two axes, said as the row says them, with where the wheelchair word came from (the entrance's,
        // when the place has none of its own): the list and the details never disagree.
        let from = record.wheelchairFrom.map { $0 == .entrance ? L.travelWheelchairFromEntrance : "" } ?? ""
        lines += wrapped(
            L.travelRowAxes(wheelchair: record.wheelchair.word + from, toilet: record.toilet.word))
        for group in AccessFeature.Group.allCases {
            let features = group.features
            let recorded = features.filter { record.state(of: $0).isRecorded }
            let isOpen = openGroups.contains(group)
            let words = L.sectionInWords(title: group.name, known: recorded.count, of: features.count, open: isOpen)
            lines.append(Line(text: accessible ? words : (isOpen ? "▾ " : "▸ ") + words, style: .bold, header: group))
            guard isOpen else { continue }
            for feature in recorded {
                for fact in record.facts(for: feature) where fact.state.isRecorded {
                    lines += wrapped(Self.factText(fact))
                }
            }
            let missing = features.filter { !record.state(of: $0).isRecorded }
            if !missing.isEmpty {
                lines += wrapped(
                    L.accessNotRecorded + ": " + missing.map(\.name).joined(separator: ", "), style: .dim)
            }
        }
        return lines
    }

    /// "accessible toilet: yes — 장애인 화장실 있음 (Korea Tourism Organization)".
    static func factText(_ fact: AccessFact) -> String {
        var text = fact.feature.name + ": " + fact.state.word
        if let words = fact.text, !words.isEmpty { text += " — " + words }
        return text + " (" + fact.source.name + (fact.checked.map { ", \($0)" } ?? "") + ")"
    }

    /// The sources this spot's data came from, in words (a record may bring OpenStreetMap's facts to a tourism one).
    static func sourceNames(record: AccessRecord, detail: SpotDetail) -> String {
        var sources = detail.sources
        if record.sources.contains(.osm) && !sources.contains(.osm) { sources.append(.osm) }
        return sources.map(\.name).joined(separator: ", ")
    }
}

extension String {
    fileprivate func trimmingPrefix(_ prefix: String) -> String {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
    }
}
