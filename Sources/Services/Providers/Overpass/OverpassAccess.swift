import Foundation
import Localization

/// OpenStreetMap's access tags → our facts. The values map directly (`designated` → yes); a tag that is absent is
/// not recorded, and "no" is said only where the tag says no. `check_date:<key>` (else `check_date`) is when a mapper
/// last checked it.
enum OverpassAccess {
    /// `yes|designated|limited|no` (and the common `true`/`false`); anything else is words to show.
    static func state(_ value: String) -> AccessState {
        switch value.lowercased() {
        case "yes", "designated", "true", "permissive": return .yes
        case "limited", "partial", "bad": return .limited
        case "no", "false", "none": return .no
        default: return .described
        }
    }

    /// The facts a place's (or a toilet's) tags carry. `isToilet`: the element is itself a toilet, so its own
    /// `wheelchair` is the accessible toilet's state.
    static func facts(_ tags: [String: String], isToilet: Bool = false) -> [AccessFact] {
        func tag(_ key: String) -> String? { tags[key].flatMap { $0.isEmpty ? nil : $0 } }
        func checked(_ key: String) -> String? { tag("check_date:" + key) ?? tag("check_date") }
        func description(_ key: String) -> String? {
            tag(key + ":description:" + languageSuffix) ?? tag(key + ":description")
        }
        var facts: [AccessFact] = []
        /// The first of `keys` that is tagged decides (`value` overrides its value); words without a value are still
        /// a record ("described").
        func add(_ feature: AccessFeature, _ keys: String..., value: String? = nil, text: String? = nil) {
            guard let key = keys.first(where: { tag($0) != nil }) ?? (text == nil ? nil : keys[0]) else { return }
            guard let value = value ?? tag(key) else {
                facts.append(AccessFact(feature, .described, text: text, source: .osm, checked: checked(key)))
                return
            }
            let state = state(value)
            facts.append(
                AccessFact(
                    feature, state, text: text ?? (state == .described ? value : nil), source: .osm,
                    checked: checked(key)))
        }
        add(isToilet ? .toilet : .wheelchair, "wheelchair", text: description("wheelchair"))
        // A toilet's own `wheelchair` is its answer; `toilets:wheelchair` answers for a place's toilet.
        if !isToilet || tag("wheelchair") == nil { add(.toilet, "toilets:wheelchair") }
        if let steps = tag("step_count").flatMap(Int.init) {
            facts.append(
                AccessFact(
                    .entrance, steps == 0 ? .yes : .limited, text: steps == 0 ? nil : "step_count=\(steps)",
                    source: .osm, checked: checked("step_count")))
        } else if let key = ["ramp:wheelchair", "ramp"].first(where: { tag($0) != nil }) {
            add(.entrance, key, text: "\(key)=\(tag(key)!)")  // the tag as written: data, not our words
        }
        add(.elevator, "elevator")
        add(.tactilePaving, "tactile_paving")
        add(.braille, "braille")
        add(.guideDog, "guide_dog")
        add(.hearingLoop, "hearing_loop", "hearing_impaired:induction_loop")
        add(.changingTable, "changing_table")
        add(.stroller, "stroller")
        if let capacity = tag("capacity:disabled") {
            let n = Int(capacity)
            let value = n.map { $0 > 0 ? "yes" : "no" } ?? capacity
            add(.parking, "capacity:disabled", value: value, text: n.map { "capacity:disabled=\($0)" })
        }
        return facts
    }

    /// Descriptions in the language in use first (`wheelchair:description:ko`), else the plain one.
    static var languageSuffix: String { Localization.language == .korean ? "ko" : "en" }
}
