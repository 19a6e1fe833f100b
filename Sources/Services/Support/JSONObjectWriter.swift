import Foundation

/// Serialises the dictionaries and arrays the offline simulators build (`[String: Any]`, `[Any]`, strings, numbers,
/// booleans, `NSNull`) to compact JSON, keys sorted by code point, so the same answer is always the same bytes.
/// Written for speed: Foundation's JSONSerialization bridges every value to an NSObject and, for sorted keys,
/// compares them through ICU collation, which made a 40-step forecast cost 30 ms of a tab's first frame.
enum JSONObjectWriter {
    struct Unsupported: Error { let value: String }

    static func data(_ object: Any) throws -> Data {
        var out: [UInt8] = []
        out.reserveCapacity(4096)
        try write(object, into: &out)
        return Data(out)
    }

    private static func write(_ value: Any, into out: inout [UInt8]) throws {
        switch value {
        case let text as String: writeString(text, into: &out)
        case let flag as Bool: out.append(contentsOf: Array((flag ? "true" : "false").utf8))
        case let number as Int: out.append(contentsOf: Array(String(number).utf8))
        case let number as Double:
            guard number.isFinite else { throw Unsupported(value: "\(number)") }
            out.append(contentsOf: Array(number.description.utf8))
        case let object as [String: Any]:
            out.append(UInt8(ascii: "{"))
            for (i, key) in object.keys.sorted().enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                writeString(key, into: &out)
                out.append(UInt8(ascii: ":"))
                try write(object[key]!, into: &out)
            }
            out.append(UInt8(ascii: "}"))
        case let array as [Any]:
            out.append(UInt8(ascii: "["))
            for (i, element) in array.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                try write(element, into: &out)
            }
            out.append(UInt8(ascii: "]"))
        case is NSNull: out.append(contentsOf: Array("null".utf8))
        case let number as Int64: out.append(contentsOf: Array(String(number).utf8))
        case let number as Int32: out.append(contentsOf: Array(String(number).utf8))
        case let number as Float: try write(Double(number), into: &out)
        case let text as Substring: writeString(String(text), into: &out)
        default:
            // An Optional that is nil arrives boxed in Any: null, as JSONSerialization writes it.
            if case Optional<Any>.none = value { out.append(contentsOf: Array("null".utf8)); return }
            throw Unsupported(value: String(describing: type(of: value)))
        }
    }

    /// `text` as a JSON string: quoted, with quotes, backslashes and control characters escaped.
    static func writeString(_ text: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out.append(contentsOf: [92, 34])
            case UInt8(ascii: "\\"): out.append(contentsOf: [92, 92])
            case 0x0A: out.append(contentsOf: [92, 110])
            case 0x0D: out.append(contentsOf: [92, 114])
            case 0x09: out.append(contentsOf: [92, 116])
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                out.append(contentsOf: [92, 117, 48, 48, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
