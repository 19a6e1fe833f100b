import Foundation
import Synchronization

/// Removes secrets from anything that may be shown or logged. Services register their keys at start;
/// key-shaped values in known places (Kakao echoes the key in `appKey(...)`) are removed as well.
public final class Redactor: Sendable {
    public static let shared = Redactor()
    private let secrets = Mutex<[String]>([])

    public init() {}

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
            if let encoded = secret.addingPercentEncoding(withAllowedCharacters: .urlQueryValueAllowed), encoded != secret {
                result = result.replacingOccurrences(of: encoded, with: "[redacted]")
            }
        }
        // Query parameters that carry keys, whatever their value.
        for name in ["appid", "apikey", "serviceKey", "hash", "KakaoAK "] {
            result = redactValue(after: name, in: result)
        }
        // Kakao: "wrong appKey(0123abcd…) format".
        result = result.replacingOccurrences(of: #"appKey\([^)]*\)"#, with: "appKey([redacted])", options: .regularExpression)
        return result
    }

    private func redactValue(after name: String, in text: String) -> String {
        let pattern = name.hasSuffix(" ")
            ? NSRegularExpression.escapedPattern(for: name) + #"[^\s"',]+"#
            : "(?<=[?&])" + NSRegularExpression.escapedPattern(for: name) + "=[^&\\s\"']*"
        let replacement = name.hasSuffix(" ") ? name + "[redacted]" : name + "=[redacted]"
        return text.replacingOccurrences(of: pattern, with: replacement, options: .regularExpression)
    }
}
