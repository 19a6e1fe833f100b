import Foundation

/// Lenient readers for the shapes real services send: numbers as strings, strings as numbers, "" for nothing.
extension KeyedDecodingContainer {
    public func decodeNumberOrString(_ key: Key) throws -> Double {
        if let value = try? decode(Double.self, forKey: key) { return value }
        let text = try decode(String.self, forKey: key)
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite else {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "not a number: \(text)")
        }
        return value
    }

    /// A whole number, as a number or a text; one that no `Int` holds (1e300, 2.5) is an error, never a trap.
    public func decodeIntOrString(_ key: Key) throws -> Int {
        guard let whole = Int(exactly: try decodeNumberOrString(key)) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "not a whole number")
        }
        return whole
    }

    /// The same when the key may be missing or null: nil then; a number that is no whole one is an error.
    public func decodeOptionalIntOrString(_ key: Key) throws -> Int? {
        guard let number = try decodeOptionalNumberOrString(key) else { return nil }
        guard let whole = Int(exactly: number) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "not a whole number")
        }
        return whole
    }

    public func decodeOptionalNumberOrString(_ key: Key) throws -> Double? {
        guard contains(key), (try? decodeNil(forKey: key)) == false else { return nil }
        if let value = try? decode(Double.self, forKey: key) { return value }
        if let text = try? decode(String.self, forKey: key) {
            // "nan" and "inf" parse as numbers but say none: no value.
            return Double(text.trimmingCharacters(in: .whitespaces)).flatMap { $0.isFinite ? $0 : nil }
        }
        return nil
    }

    public func decodeLossyString(_ key: Key) throws -> String {
        if let text = try? decode(String.self, forKey: key) { return text }
        if let int = try? decode(Int.self, forKey: key) { return String(int) }
        let double = try decode(Double.self, forKey: key)
        return String(double)
    }

    public func decodeOptionalLossyString(_ key: Key) -> String? {
        guard contains(key) else { return nil }
        return try? decodeLossyString(key)
    }
}

/// An Int or a String in the same field (OpenWeather's `cod`, Marvel's `code`).
public enum IntOrString: Decodable, Equatable, Sendable {
    case int(Int)
    case string(String)

    public init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        if let i = try? c.decode(Int.self) { self = .int(i); return }
        if let d = try? c.decode(Double.self) { self = .int(Int(d)); return }
        self = .string(try c.decode(String.self))
    }

    public var intValue: Int? {
        switch self {
        case .int(let i): return i
        case .string(let s): return Int(s)
        }
    }

    public var text: String {
        switch self {
        case .int(let i): return String(i)
        case .string(let s): return s
        }
    }
}

/// An array decoded element by element: what can be read is kept, what cannot (a missing field, a value of the
/// wrong type) is skipped and counted, so one bad element never costs the good ones beside it.
struct LossyList<Element: Decodable>: Decodable {
    var items: [Element]
    /// How many elements could not be read.
    var skipped: Int

    init(items: [Element], skipped: Int = 0) { self.items = items; self.skipped = skipped }

    init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var items: [Element] = []
        var skipped = 0
        while !container.isAtEnd {
            if let item = try? container.decode(Element.self) {
                items.append(item)
            } else {
                // A failed decode does not advance the container: step over the element whatever it holds.
                _ = try container.decode(Discarded.self)
                skipped += 1
            }
        }
        self.items = items
        self.skipped = skipped
    }

    /// Anything at all, read and thrown away.
    private struct Discarded: Decodable {
        init(from decoder: Decoder) throws {}
    }
}

extension LossyList: Sendable where Element: Sendable {}
