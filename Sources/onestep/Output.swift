import Foundation
import Localization
import Services
import TUI

/// What a command could not do, in one sentence. Thrown from anywhere in a command and reported once, in
/// `main`: `onestep: <sentence>` on standard error, exit 1.
struct CommandFailure: Error, CustomStringConvertible {
    let message: String
    /// The exit status: 1, or 2 where the environment cannot run the command at all (no terminal).
    let status: Int32
    init(_ message: String, status: Int32 = 1) { self.message = message; self.status = status }
    var description: String { message }
}

/// A value JSON shows as `null` when it is missing (a synthesized `Encodable` would leave the key out): the
/// key is always there, so a script can tell "unknown" from a renamed field.
struct Nullable<Value: Encodable>: Encodable {
    let value: Value?
    init(_ value: Value?) { self.value = value }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        if let value { try container.encode(value) } else { try container.encodeNil() }
    }
}

/// A JSON key chosen at run time (facts whose names depend on the catalogue).
struct JSONKey: CodingKey, ExpressibleByStringLiteral {
    let stringValue: String
    init(_ name: String) { stringValue = name }
    init(stringLiteral value: String) { stringValue = value }
    init?(stringValue: String) { self.stringValue = stringValue }
    var intValue: Int? { nil }
    init?(intValue: Int) { nil }
}

/// Pretty, key-sorted JSON on stdout; non-ASCII kept as is.
/// `--json` never changes with the language: the value is built in English (words the app derives, such as a
/// grade or a nowcast sentence, are English there), whatever the language of the rest of the output.
func printJSON<Value: Encodable>(_ build: @autoclosure () throws -> Value) throws {
    try Localization.with(.english) { try printJSONInEnglish(build()) }
}

private func printJSONInEnglish<Value: Encodable>(_ value: Value) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(value), let text = String(data: data, encoding: .utf8) else {
        throw CommandFailure(L.cmdJSONEncodingFailed)
    }
    print(text)
}

/// A JSON array printed element by element as `printJSON` would print it whole: one element's bytes at a time,
/// so 40,000 stores never stand in memory as one document (`stores --json` over a 20 km radius).
func printJSONArray<Element>(_ elements: [Element], _ make: (Element) -> some Encodable) throws {
    try Localization.with(.english) {
        guard !elements.isEmpty else { return print("[\n\n]") }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        print("[")
        for (index, element) in elements.enumerated() {
            guard let data = try? encoder.encode(make(element)) else { throw CommandFailure(L.cmdJSONEncodingFailed) }
            // Nested one level, as the whole array's pretty printing would indent it.
            let text = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\n", with: "\n  ")
            print("  " + text + (index == elements.count - 1 ? "" : ","))
        }
        print("]")
    }
}

/// A plain table aligned by display width (Korean takes two columns), sanitised like the screen. `header` comes
/// from the catalogue (`L.cmdStoresColumns`): as many titles as each row has cells.
/// Nothing when there are no rows: an empty answer is a sentence, said by the command, never a bare header.
func printTable(header: [String], rows: [[String]], rightAligned: Set<Int> = []) {
    guard !rows.isEmpty else { return }
    let all = [header] + rows.map { $0.map(\.terminalSafe) }
    let widths = header.indices.map { column in min(40, all.map { $0[column].displayWidth }.max() ?? 0) }
    for (n, row) in all.enumerated() {
        let cells = row.enumerated().map { column, text in
            text.padded(to: widths[column], alignment: rightAligned.contains(column) ? .right : .left)
        }
        var line = cells.joined(separator: "  ")
        while line.hasSuffix(" ") { line.removeLast() }
        print(line)
        if n == 0 { print(widths.map { String(repeating: "─", count: $0) }.joined(separator: "  ")) }
    }
}

/// A note for the person running the command (the source fell back, a key was refused), on standard error.
func tell(_ note: String) {
    FileHandle.standardError.write(Data("onestep: \(note)\n".utf8))
}

/// When an answer was fetched, as every `--json` answer says it beside its `source`: `fetched_at` (ISO 8601,
/// UTC; null for bundled data, which was never fetched) and `offline_copy` (the last answer kept on disk, shown
/// because the network was not there).
func fetchedAtJSON(_ origin: AnswerOrigin?) -> Nullable<String> {
    Nullable(origin.map { CivilTime.utcStamp($0.fetchedAt) })
}

/// Says on standard error that an answer is the last one kept on disk, and how old: "no network — the stores
/// fetched 2 h ago". `what`: `L.cmdWhatStores` and its siblings. `limit`: past it the answer is not current, and
/// the sentence says so.
func tellIfOfflineCopy(_ origin: AnswerOrigin?, what: String, limit: TimeInterval? = nil, now: Date = Date()) {
    guard let origin, origin.isOfflineCopy else { return }
    let stale = limit.map { origin.isTooOldToShow(now: now, limit: $0) } ?? false
    tell(L.cmdOfflineCopy(what: what, age: origin.age(now: now), stale: stale))
}

/// `open_now` and `next_change` of a place's hours at an instant, as the stores and toilets JSON say them: no next
/// change where it is not known whether the place is open.
func hoursNowJSON(_ status: OpeningHours.Status?, offset: Int) -> (
    openNow: Nullable<Bool>, nextChange: Nullable<String>
) {
    let next = status?.isOpen == nil ? nil : status?.nextChange.map { CivilTime.localStamp($0, offset: offset) }
    return (Nullable(status?.isOpen), Nullable(next))
}
