import Foundation

/// Overpass's answer read straight from its bytes into elements — type, id, point, centre and tags — without
/// Foundation's `JSONDecoder`, whose general machinery was half the time of loading 40,000 stores. It reads what a
/// store, a place or a walkable way needs (a way's node ids and points too) and steps over every other key (members);
/// an element whose known keys hold the
/// wrong kind of value is skipped and counted, as `LossyList` does. Anything it does not expect in the document's
/// shape gives nil, and the caller decodes the answer the general way (which also says what was wrong).
/// `OverpassElementReaderTests` reads every recorded answer both ways and compares them.
final class OverpassElementReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var i = 0

    private init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// Each element made into what the caller keeps as soon as it is read, so the elements are never all held (40 MB
    /// at 40,000 stores); `unusable` counts the unreadable ones and those `make` refused. Nil when the fast way cannot
    /// read the answer: whatever was made is dropped, and the caller decodes it the general way.
    static func read<Item>(_ data: Data, making make: (OverpassResponse.Element) -> Item?) -> (
        items: [Item], unusable: Int, remark: String?
    )? {
        data.withUnsafeBytes { raw in
            OverpassElementReader(raw.bindMemory(to: UInt8.self)).document(make)
        }
    }

    private struct Unreadable: Error {}

    private func document<Item>(_ make: (OverpassResponse.Element) -> Item?) -> (
        items: [Item], unusable: Int, remark: String?
    )? {
        do {
            var made: [Item] = []
            var unusable = 0
            var remark: String?
            try expect(UInt8(ascii: "{"))
            try members { key in
                switch key {
                case "elements":
                    try items {
                        if let element = try element(), let item = make(element) {
                            made.append(item)
                        } else {
                            unusable += 1
                        }
                    }
                case "remark": remark = try string()
                default: try skipValue()
                }
            }
            skipSpace()
            guard i == bytes.count else { return nil }
            return (made, unusable, remark)
        } catch {
            return nil
        }
    }

    /// One element; nil when a key it knows holds the wrong kind of value (the element is stepped over whole).
    private func element() throws -> OverpassResponse.Element? {
        skipSpace()
        guard peek == UInt8(ascii: "{") else {
            try skipValue()
            return nil
        }
        var type: String?, id: Int64?, lat: Double?, lon: Double?
        var center: OverpassResponse.Element.Point?, tags: [String: String]?
        var nodes: [Int64]?, geometry: [OverpassResponse.Element.Point?]?
        var wrong = false
        try expect(UInt8(ascii: "{"))
        try members { key in
            switch key {
            case "type": if let t = try stringOrSkip() { type = t } else { wrong = true }
            case "id": if let n = try numberOrSkip(), let whole = Int64(exactly: n) { id = whole } else { wrong = true }
            case "lat":
                if try nullOrSkip() { lat = nil } else if let n = try numberOrSkip() { lat = n } else { wrong = true }
            case "lon":
                if try nullOrSkip() { lon = nil } else if let n = try numberOrSkip() { lon = n } else { wrong = true }
            case "center":
                if try nullOrSkip() { break }
                if let point = try point() { center = point } else { wrong = true }
            case "nodes":
                if try nullOrSkip() { break }
                guard peek == UInt8(ascii: "[") else { try skipValue(); wrong = true; break }
                var ids: [Int64] = []
                try items {
                    if let n = try numberOrSkip(), let whole = Int64(exactly: n) {
                        ids.append(whole)
                    } else {
                        wrong = true
                    }
                }
                nodes = ids
            case "geometry":
                if try nullOrSkip() { break }
                guard peek == UInt8(ascii: "[") else { try skipValue(); wrong = true; break }
                var points: [OverpassResponse.Element.Point?] = []
                try items {
                    if try nullOrSkip() {
                        points.append(nil)
                    } else if let p = try point() {
                        points.append(p)
                    } else {
                        wrong = true
                    }
                }
                geometry = points
            case "tags":
                if try nullOrSkip() { break }
                guard peek == UInt8(ascii: "{") else { try skipValue(); wrong = true; break }
                var read: [String: String] = [:]
                try expect(UInt8(ascii: "{"))
                try members { k in
                    if let value = try stringOrSkip() { read[k] = value } else { wrong = true }
                }
                tags = read
            // A way's box (`out geom`, `out bb`): decoded the general way.
            case "bounds": throw Unreadable()
            default: try skipValue()
            }
        }
        guard !wrong, let type, let id else { return nil }
        return OverpassResponse.Element(
            type: type, id: id, lat: lat, lon: lon, center: center, tags: tags, geometry: geometry, nodes: nodes)
    }

    /// `{"lat": …, "lon": …}` (either may be null or absent); nil (the value stepped over) when it is not such an
    /// object or a number is of the wrong kind.
    private func point() throws -> OverpassResponse.Element.Point? {
        guard peek == UInt8(ascii: "{") else {
            try skipValue()
            return nil
        }
        var point = OverpassResponse.Element.Point(lat: nil, lon: nil)
        var wrong = false
        try expect(UInt8(ascii: "{"))
        try members { k in
            switch k {
            case "lat":
                if try nullOrSkip() { break } else if let n = try numberOrSkip() { point.lat = n } else { wrong = true }
            case "lon":
                if try nullOrSkip() { break } else if let n = try numberOrSkip() { point.lon = n } else { wrong = true }
            default: try skipValue()
            }
        }
        return wrong ? nil : point
    }

    // MARK: JSON, as far as Overpass writes it

    private var peek: UInt8? { i < bytes.count ? bytes[i] : nil }

    private func skipSpace() {
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x0A || bytes[i] == 0x0D || bytes[i] == 0x09 { i += 1 }
    }

    private func expect(_ byte: UInt8) throws {
        skipSpace()
        guard peek == byte else { throw Unreadable() }
        i += 1
    }

    /// An object's members, after its `{`: `body` reads each value.
    private func members(_ body: (String) throws -> Void) throws {
        skipSpace()
        if peek == UInt8(ascii: "}") {
            i += 1
            return
        }
        while true {
            let key = try string()
            try expect(UInt8(ascii: ":"))
            skipSpace()
            try body(key)
            skipSpace()
            guard let c = peek else { throw Unreadable() }
            i += 1
            if c == UInt8(ascii: "}") { return }
            guard c == UInt8(ascii: ",") else { throw Unreadable() }
            skipSpace()
        }
    }

    /// An array's items, its `[` included.
    private func items(_ body: () throws -> Void) throws {
        try expect(UInt8(ascii: "["))
        skipSpace()
        if peek == UInt8(ascii: "]") {
            i += 1
            return
        }
        while true {
            try body()
            skipSpace()
            guard let c = peek else { throw Unreadable() }
            i += 1
            if c == UInt8(ascii: "]") { return }
            guard c == UInt8(ascii: ",") else { throw Unreadable() }
        }
    }

    private func nullOrSkip() throws -> Bool {
        skipSpace()
        guard i + 4 <= bytes.count, bytes[i] == UInt8(ascii: "n"), bytes[i + 1] == UInt8(ascii: "u"),
            bytes[i + 2] == UInt8(ascii: "l"), bytes[i + 3] == UInt8(ascii: "l")
        else { return false }
        i += 4
        return true
    }

    /// A string, or nil (the value stepped over) when the value is something else.
    private func stringOrSkip() throws -> String? {
        skipSpace()
        guard peek == UInt8(ascii: "\"") else {
            try skipValue()
            return nil
        }
        return try string()
    }

    /// A number, or nil (the value stepped over) when the value is something else.
    private func numberOrSkip() throws -> Double? {
        skipSpace()
        guard let c = peek, c == UInt8(ascii: "-") || (c >= 0x30 && c <= 0x39) else {
            try skipValue()
            return nil
        }
        let start = i
        while i < bytes.count,
            let c = Optional(bytes[i]),
            (c >= 0x30 && c <= 0x39) || c == UInt8(ascii: "-") || c == UInt8(ascii: "+") || c == UInt8(ascii: ".")
                || c == UInt8(ascii: "e") || c == UInt8(ascii: "E")
        {
            i += 1
        }
        guard let value = Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self))
        else { throw Unreadable() }
        return value
    }

    private func string() throws -> String {
        try expect(UInt8(ascii: "\""))
        let start = i
        var escaped = false
        while i < bytes.count, bytes[i] != UInt8(ascii: "\"") {
            if bytes[i] == UInt8(ascii: "\\") {
                escaped = true
                i += 1
            }
            i += 1
        }
        guard i < bytes.count else { throw Unreadable() }
        let raw = UnsafeBufferPointer(rebasing: bytes[start..<i])
        i += 1
        guard escaped else { return String(decoding: raw, as: UTF8.self) }
        return try unescape(raw)
    }

    /// A string with escapes: `\"` `\\` `\/` `\b` `\f` `\n` `\r` `\t` and `\uXXXX` (with surrogate pairs).
    private func unescape(_ raw: UnsafeBufferPointer<UInt8>) throws -> String {
        var out: [UInt8] = []
        out.reserveCapacity(raw.count)
        var j = 0
        func hex4(_ at: Int) throws -> UInt32 {
            guard at + 4 <= raw.count,
                let n = UInt32(
                    String(decoding: UnsafeBufferPointer(rebasing: raw[at..<at + 4]), as: UTF8.self), radix: 16)
            else { throw Unreadable() }
            return n
        }
        while j < raw.count {
            let c = raw[j]
            guard c == UInt8(ascii: "\\") else {
                out.append(c)
                j += 1
                continue
            }
            guard j + 1 < raw.count else { throw Unreadable() }
            let e = raw[j + 1]
            j += 2
            switch e {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = try hex4(j)
                j += 4
                if (0xD800...0xDBFF).contains(scalar), j + 6 <= raw.count, raw[j] == UInt8(ascii: "\\"),
                    raw[j + 1] == UInt8(ascii: "u")
                {
                    let low = try hex4(j + 2)
                    if (0xDC00...0xDFFF).contains(low) {
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                        j += 6
                    }
                }
                guard let unicode = Unicode.Scalar(scalar) else { throw Unreadable() }
                UTF8.encode(unicode) { out.append($0) }
            default: throw Unreadable()
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Steps over any value.
    private func skipValue() throws {
        skipSpace()
        guard let c = peek else { throw Unreadable() }
        switch c {
        case UInt8(ascii: "\""): _ = try string()
        case UInt8(ascii: "{"):
            i += 1
            try members { _ in try skipValue() }
        case UInt8(ascii: "["): try items { try skipValue() }
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            while i < bytes.count, bytes[i] >= 0x61 && bytes[i] <= 0x7A { i += 1 }
        case UInt8(ascii: "-"), 0x30...0x39: _ = try numberOrSkip()
        default: throw Unreadable()
        }
    }
}
