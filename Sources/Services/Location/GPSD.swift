import Foundation
import Synchronization

/// A position from gpsd, the Linux GPS daemon.
public struct GPSFix: Equatable, Sendable {
    public var coordinate: Coordinate
    /// Metres (gpsd's `eph`, else the larger of `epx`/`epy`), where it says.
    public var accuracy: Double?
    /// The fix's own time, where it says.
    public var time: Date?
}

/// gpsd's JSON protocol over TCP (`?WATCH={"enable":true,"json":true}`, then one object per line): a `TPV` report
/// with `mode` ≥ 2 (a 2D or 3D fix) and a position is a fix. Plain sockets, read on a thread of their own, so a
/// machine without gpsd costs one refused connection.
public enum GPSD {
    public static let defaultHost = "127.0.0.1"
    public static let defaultPort = 2947
    /// A fix older than this is stale: the next source is asked instead.
    public static let staleAfter: TimeInterval = 600

    /// `ONESTEP_GPSD=host:port`, else gpsd's own address.
    public static func endpoint(environment: [String: String]) -> (host: String, port: Int) {
        guard let value = environment["ONESTEP_GPSD"], let colon = value.lastIndex(of: ":"),
            let port = Int(value[value.index(after: colon)...]), (1...65535).contains(port)
        else { return (defaultHost, defaultPort) }
        return (String(value[..<colon]), port)
    }

    /// One line of gpsd's output as a fix, if it is a usable one.
    public static func fix(fromLine line: Substring, now: Date) -> GPSFix? {
        struct Report: Decodable {
            var `class`: String
            var mode: Int?
            var lat: Double?
            var lon: Double?
            var time: String?
            var eph: Double?
            var epx: Double?
            var epy: Double?
        }
        guard let report = try? JSONDecoder().decode(Report.self, from: Data(line.utf8)),
            report.class == "TPV", (report.mode ?? 0) >= 2, let lat = report.lat, let lon = report.lon,
            (-90...90).contains(lat), (-180...180).contains(lon)
        else { return nil }
        let time = report.time.flatMap(Self.instant)
        if let time, now.timeIntervalSince(time) > staleAfter { return nil }
        let spread = [report.epx, report.epy].compactMap { $0 }.max()
        return GPSFix(
            coordinate: Coordinate(latitude: lat, longitude: lon), accuracy: report.eph ?? spread, time: time)
    }

    /// "2026-11-23T21:00:00.000Z" (gpsd always writes UTC).
    static func instant(_ text: String) -> Date? {
        let b = Array(text.utf8)
        guard b.count >= 20, b[4] == UInt8(ascii: "-"), b[10] == UInt8(ascii: "T"), b.last == UInt8(ascii: "Z"),
            let year = CivilTime.number(b, 0..<4), let month = CivilTime.number(b, 5..<7),
            let day = CivilTime.number(b, 8..<10), let hour = CivilTime.number(b, 11..<13),
            let minute = CivilTime.number(b, 14..<16), let second = CivilTime.number(b, 17..<19)
        else { return nil }
        return CivilTime.validDate(
            year: year, month: month, day: day, hour: hour, minute: minute, second: second, offset: 0)
    }

    /// The first usable fix within `seconds`, or nil (no gpsd, no fix yet, only stale fixes).
    public static func firstFix(
        host: String, port: Int, within seconds: Double, now: @escaping @Sendable () -> Date = Date.init
    ) async -> GPSFix? {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                let deadline = Date().addingTimeInterval(seconds)
                var found: GPSFix?
                if let connection = GPSDConnection(host: host, port: port, deadline: deadline) {
                    while found == nil, let line = connection.readLine(until: deadline) {
                        found = fix(fromLine: line[...], now: now())
                    }
                }
                continuation.resume(returning: found)
            }
        }
    }
}

/// Follows gpsd while the app runs: every usable fix goes to `onFix` (on the thread that reads them).
public final class GPSDWatcher: Sendable {
    private let stopped = Mutex(false)
    let host: String
    let port: Int

    public init(host: String, port: Int) { self.host = host; self.port = port }

    public func start(onFix: @escaping @Sendable (GPSFix) -> Void) {
        Thread.detachNewThread { [self] in
            guard let connection = GPSDConnection(host: host, port: port, deadline: Date().addingTimeInterval(1))
            else { return }
            while !stopped.withLock({ $0 }) {
                // A second at a time, so a stop is noticed; gpsd sends a report every second or so.
                guard let line = connection.readLine(until: Date().addingTimeInterval(1)) else {
                    if connection.closed { return }
                    continue
                }
                if let fix = GPSD.fix(fromLine: line[...], now: Date()) { onFix(fix) }
            }
        }
    }

    public func stop() { stopped.withLock { $0 = true } }
}

/// One TCP connection to gpsd that has asked for JSON reports; lines read with a deadline.
final class GPSDConnection {
    private let fd: Int32
    private var pending: [UInt8] = []
    private(set) var closed = false

    init?(host: String, port: Int, deadline: Date) {
        var hints = addrinfo()
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &list) == 0, let info = list else { return nil }
        defer { freeaddrinfo(list) }
        let fd = socket(info.pointee.ai_family, info.pointee.ai_socktype, info.pointee.ai_protocol)
        guard fd >= 0 else { return nil }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        var connected = Glibc.connect(fd, info.pointee.ai_addr, info.pointee.ai_addrlen) == 0
        if !connected, errno == EINPROGRESS {
            var pfd = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
            let wait = Int32(max(0, deadline.timeIntervalSinceNow * 1000))
            var error: Int32 = 0
            var length = socklen_t(MemoryLayout<Int32>.size)
            if poll(&pfd, 1, wait) == 1, getsockopt(fd, SOL_SOCKET, SO_ERROR, &error, &length) == 0, error == 0 {
                connected = true
            }
        }
        let watch = Array(#"?WATCH={"enable":true,"json":true}"#.utf8) + [UInt8(ascii: "\n")]
        guard connected,
            watch.withUnsafeBytes({ send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }) == watch.count
        else {
            close(fd)
            return nil
        }
        self.fd = fd
    }

    deinit { close(fd) }

    /// The next line, or nil at the deadline or when gpsd closed the connection.
    func readLine(until deadline: Date) -> String? {
        while true {
            if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[..<newline], as: UTF8.self)
                pending.removeSubrange(...newline)
                return line
            }
            guard !closed else { return nil }
            let wait = Int32(deadline.timeIntervalSinceNow * 1000)
            guard wait > 0 else { return nil }
            var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&pfd, 1, wait) == 1 else { return nil }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count <= 0 {
                closed = true
                return nil
            }
            pending += chunk[..<count]
            // gpsd's lines are short; a peer that never ends one is not gpsd.
            if pending.count > 1 << 16 { closed = true }
        }
    }
}
