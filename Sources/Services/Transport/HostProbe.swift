import Dispatch
import Foundation
import Synchronization

/// Whether a host answers at all (DNS, then a TCP connect), within a bound: how a keyless service tells "no
/// network" in about a second instead of waiting for the HTTP client's deadline (its connection pool retries a
/// refused or unroutable connect until then).
public enum HostProbe {
    public static func canConnect(to url: URL, within seconds: Double) async -> Bool {
        guard let host = url.host else { return false }
        let port = url.port ?? (url.scheme == "https" ? 443 : 80)
        let once = Once()
        return await withCheckedContinuation { continuation in
            DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
                once.run { continuation.resume(returning: false) }
            }
            DispatchQueue.global().async {
                let ok = connect(host: host, port: port, timeoutMilliseconds: Int32(seconds * 1000))
                once.run { continuation.resume(returning: ok) }
            }
        }
    }

    /// Runs its closure the first time only.
    private final class Once: Sendable {
        private let done = Mutex(false)
        func run(_ body: () -> Void) {
            let first = done.withLock { d -> Bool in
                defer { d = true }; return !d
            }
            if first { body() }
        }
    }

    private static func connect(host: String, port: Int, timeoutMilliseconds: Int32) -> Bool {
        var hints = addrinfo()
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &list) == 0, let first = list else { return false }
        defer { freeaddrinfo(list) }
        var entry: UnsafeMutablePointer<addrinfo>? = first
        while let info = entry {
            defer { entry = info.pointee.ai_next }
            let fd = socket(info.pointee.ai_family, info.pointee.ai_socktype, info.pointee.ai_protocol)
            guard fd >= 0 else { continue }
            defer { close(fd) }
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            if Glibc.connect(fd, info.pointee.ai_addr, info.pointee.ai_addrlen) == 0 { return true }
            guard errno == EINPROGRESS else { continue }
            var pfd = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
            guard poll(&pfd, 1, timeoutMilliseconds) == 1 else { continue }
            var error: Int32 = 0
            var length = socklen_t(MemoryLayout<Int32>.size)
            getsockopt(fd, SOL_SOCKET, SO_ERROR, &error, &length)
            if error == 0 { return true }
        }
        return false
    }
}

/// A transport for a keyless public service: before a request, the host must answer a TCP connect within a
/// second (remembered for a minute once it did), else the request fails at once as "no network".
public final class ProbingTransport: Transport, Sendable {
    let inner: Transport
    let bound: Double
    private let reachedAt = Mutex<[String: Date]>([:])

    public init(_ inner: Transport, bound: Double = 1) {
        self.inner = inner; self.bound = bound
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let host = request.url.host ?? ""
        let recent = reachedAt.withLock { $0[host] }.map { Date().timeIntervalSince($0) < 60 } ?? false
        if !recent {
            guard await HostProbe.canConnect(to: request.url, within: bound) else {
                throw TransportError.noNetwork("\(host) did not answer")
            }
            reachedAt.withLock { $0[host] = Date() }
        }
        return try await inner.send(request)
    }
}
