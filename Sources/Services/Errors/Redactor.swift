import Foundation
import Synchronization

/// Removes secrets from anything that may be shown or logged. Services register their keys at start;
/// key-shaped values in known places (Kakao echoes the key in `appKey(...)`) are removed as well.
public final class Redactor: Sendable {
    public static let shared = Redactor()
    private let secrets = Mutex<[String]>([])

    public init() {}

    /// Query parameters whose values are keys or signatures (OpenWeather, Marvel, Comic Vine, data.go.kr).
    public static let keyParameters = ["appid", "apikey", "api_key", "serviceKey", "hash"]

    public func register(_ secret: String?) {
        guard let secret, secret.count >= 4 else { return }
        secrets.withLock { list in
            if !list.contains(secret) { list.append(secret); list.sort { $0.count > $1.count } }
        }
    }

    public func redact(_ text: String) -> String {
        var result = text
        for secret in secrets.withLock({ $0 }) {
            result = result.replacingOccurrences(of: secret, with: "[redacted]")
            if let encoded = secret.addingPercentEncoding(withAllowedCharacters: .urlQueryValueAllowed),
                encoded != secret
            {
                result = result.replacingOccurrences(of: encoded, with: "[redacted]")
            }
        }
        // Query parameters that carry keys, whatever their value; Kakao's header; Kakao's "wrong appKey(0123abcd…) format".
        // Scanned by hand over the UTF-8 bytes (markers and stops are ASCII): six regular expressions per log line
        // loaded ICU's regex engine, measurable in the memory of every run that logs a request.
        var bytes = Array(result.utf8)
        for name in Self.keyParameters {
            bytes = Self.replaceValues(
                in: bytes, after: "\(name)=", onlyAfter: [UInt8(ascii: "?"), UInt8(ascii: "&")],
                until: {
                    Self.isSpace($0) || $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'")
                })
        }
        bytes = Self.replaceValues(
            in: bytes, after: "KakaoAK ",
            until: {
                Self.isSpace($0) || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'") || $0 == UInt8(ascii: ",")
            })
        bytes = Self.replaceValues(in: bytes, after: "appKey(", until: { $0 == UInt8(ascii: ")") }, needsStop: true)
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }

    /// Every value that follows `marker` (and, if given, one of `onlyAfter` right before it) up to the first byte
    /// `until` accepts becomes "[redacted]". With `needsStop`, a value that runs to the end is left as it is (the
    /// pattern wants its closing bracket); an empty value is left as it is.
    static func replaceValues(
        in bytes: [UInt8], after marker: String, onlyAfter: [UInt8]? = nil,
        until isStop: (UInt8) -> Bool, needsStop: Bool = false
    ) -> [UInt8] {
        let mark = Array(marker.utf8)
        let redacted = Array("[redacted]".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        while i < bytes.count {
            let matches =
                i + mark.count <= bytes.count && bytes[i..<i + mark.count].elementsEqual(mark)
                && (onlyAfter.map { i > 0 && $0.contains(bytes[i - 1]) } ?? true)
            guard matches else { out.append(bytes[i]); i += 1; continue }
            var end = i + mark.count
            while end < bytes.count, !isStop(bytes[end]) { end += 1 }
            let hasValue = end > i + mark.count
            if hasValue && (!needsStop || end < bytes.count) {
                out.append(contentsOf: mark)
                out.append(contentsOf: redacted)
                i = end
            } else {
                out.append(contentsOf: mark)
                i += mark.count
            }
        }
        return out
    }
}
