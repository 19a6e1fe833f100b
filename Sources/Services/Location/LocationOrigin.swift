import Foundation
import Localization

/// Where the app's idea of "you" came from, in the order it asks (`LocationSources`): said in the header, the
/// status line and `doctor`.
public enum LocationOrigin: Equatable, Sendable, Codable {
    /// `--location` / `--near`, or `L`.
    case named
    /// A 2D/3D fix from gpsd; accuracy in metres where gpsd gave one.
    case gps(accuracy: Double?)
    /// The network geolocation service the user allowed; accuracy in metres.
    case network(accuracy: Double?)
    case lastUsed
    /// `[location] default` in the config.
    case configured
    /// The main city of the system's time zone: a guess.
    case timeZone(String)
    /// Nothing else was known: 판교.
    case fallback

    /// "GPS ±12 m", "network ±5 km", "last used", "a guess from your time zone — L to set".
    public var words: String {
        switch self {
        case .named: return L.originSetByYou
        case .gps(let accuracy): return L.originGPS(plusMinus: Self.plusMinus(accuracy))
        case .network(let accuracy): return L.originNetwork(plusMinus: Self.plusMinus(accuracy))
        case .lastUsed: return L.originLastUsed
        case .configured: return L.originConfigured
        case .timeZone: return L.originTimeZone
        case .fallback: return L.originFallback
        }
    }

    /// A guess (the time zone's main city, or 판교 for want of anything): never "you" for a route or a day's way.
    public var isGuess: Bool {
        switch self {
        case .timeZone, .fallback: return true
        default: return false
        }
    }

    /// Whether the app found it by itself (a fix or the network) rather than a person choosing it.
    public var isLive: Bool {
        switch self {
        case .gps, .network: return true
        default: return false
        }
    }

    /// " ±12 m", " ±5 km", or nothing when unknown.
    public static func plusMinus(_ metres: Double?) -> String {
        // Past the Earth's circumference it is no accuracy (and an `Int` of 1e300 would trap): nothing said.
        guard let metres, metres.isFinite, metres > 0, metres <= earthCircumferenceMetres else { return "" }
        let wholeMetres = metres.rounded()
        return wholeMetres < 1000 ? " ±\(Int(wholeMetres)) m" : " ±\(Int((metres / 1000).rounded())) km"
    }
}
