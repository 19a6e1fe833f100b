import Foundation
import Localization

/// A failed call to a service, as a value with the sentence a user reads.
public enum ServiceError: Error, Equatable, Sendable {
    case noNetwork(service: String)
    case timeout(service: String)
    case keyRejected(service: String, detail: String?)
    case rateLimited(service: String)
    /// A shared public server is busy or rate-limits this address; `retryAfter` seconds when it said so.
    case busy(service: String, retryAfter: Int?)
    case serviceDown(service: String, status: Int)
    case badRequest(service: String, detail: String)
    case undecodable(service: String)
    case notFound(service: String, what: String)
    /// The answer was larger than the app reads (`megabytes` when known): the network worked; a smaller radius helps.
    case tooLarge(service: String, megabytes: Int?)
    case cancelled

    /// One plain sentence, with every known secret redacted.
    public var userMessage: String {
        let text: String
        switch self {
        case .noNetwork(let s): text = L.errorNoNetwork(service: s)
        case .timeout(let s): text = L.errorTimeout(service: s)
        case .keyRejected(let s, let detail): text = L.errorRejectedKey(service: s, detail: detail)
        case .rateLimited(let s): text = L.errorRateLimited(service: s)
        case .busy(let s, let seconds): text = L.errorBusy(service: s, retryAfterSeconds: seconds)
        case .serviceDown(let s, let status): text = L.errorServiceDown(service: s, status: status)
        case .badRequest(let s, let detail): text = L.errorBadRequest(service: s, detail: detail)
        case .undecodable(let s): text = L.errorUndecodable(service: s)
        case .notFound(let s, let what): text = L.errorNotFound(service: s, what: what)
        case .tooLarge(let s, let megabytes):
            text = L.errorTooLarge(service: s, megabytes: megabytes, limit: LiveTransport.answerLimit >> 20)
        case .cancelled: text = L.errorCancelled
        }
        return Redactor.shared.redact(text)
    }

    /// Maps a transport failure for `service`.
    public static func from(_ error: Error, service: String) -> ServiceError {
        if let e = error as? ServiceError { return e }
        switch error as? TransportError {
        case .timeout: return .timeout(service: service)
        case .cancelled: return .cancelled
        case .noNetwork: return .noNetwork(service: service)
        case .tooLarge(let bytes): return .tooLarge(service: service, megabytes: bytes.map { max(1, $0 >> 20) })
        case nil: return error is CancellationError ? .cancelled : .noNetwork(service: service)
        }
    }

    /// The failure to tell the user about, or nil when the work was merely cancelled (a newer request won).
    public static func reportable(_ error: Error, service: String) -> ServiceError? {
        let failure = from(error, service: service)
        return failure == .cancelled ? nil : failure
    }

    /// The generic mapping of an HTTP status when the body says nothing more useful.
    public static func from(status: Int, service: String, detail: String? = nil) -> ServiceError {
        switch status {
        case 401, 403: return .keyRejected(service: service, detail: detail.map { Redactor.shared.redact($0) })
        case 404: return .notFound(service: service, what: detail ?? L.errorResource)
        case 429: return .rateLimited(service: service)
        case 400..<500:
            return .badRequest(service: service, detail: detail.map { Redactor.shared.redact($0) } ?? "HTTP \(status)")
        default: return .serviceDown(service: service, status: status)
        }
    }
}

extension ServiceError: LocalizedError {
    public var errorDescription: String? { userMessage }
}
