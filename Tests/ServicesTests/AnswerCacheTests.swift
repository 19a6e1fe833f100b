import Foundation
import Synchronization
import TestSupport
import Testing

@testable import Services

/// The last good answers on disk and the transport that falls back to them: what is kept, under which key, what
/// a failure gives back, how damage and the size bound are handled; and how old an answer says it is.
struct AnswerCacheTests {
    static func directory() -> String {
        TemporaryFolder.path("answers")
    }

    static let storesURL = URL(
        string: "http://127.0.0.1:9/api/interpreter?data=%5Bout%3Ajson%5D&appid=SECRET-KEY-1&ts=17&hash=abc123")!

    /// A live source that answers from a script: an answer, or a failure below HTTP.
    final class Script: Transport, Sendable {
        let next = Mutex<Result<HTTPResponse, TransportError>>(.success(.json(200, "{}")))
        let sent = Mutex(0)
        func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            sent.withLock { $0 += 1 }
            return try next.withLock { $0 }.get()
        }
    }

    final class Clock: Sendable {
        let now = Mutex(Date(timeIntervalSince1970: 1_795_000_000))
        func advance(_ seconds: TimeInterval) { now.withLock { $0 += seconds } }
        var date: Date { now.withLock { $0 } }
    }

    @Test func theKey_leavesOutKeysAndPerRequestSignatures_soNoSecretReachesTheDisk() throws {
        let request = HTTPRequest(url: Self.storesURL)
        #expect(AnswerCache.key(for: request) == "GET http://127.0.0.1:9/api/interpreter?data=%5Bout%3Ajson%5D")
        // Marvel signs each request anew (ts, hash): the same search is the same entry.
        let other = HTTPRequest(
            url: URL(string: Self.storesURL.absoluteString.replacingOccurrences(of: "ts=17", with: "ts=18"))!)
        #expect(AnswerCache.key(for: other) == AnswerCache.key(for: request))
        let cache = AnswerCache(directory: Self.directory())
        cache.store(Data(#"{"elements":[]}"#.utf8), for: request, at: Date(timeIntervalSince1970: 1000))
        let files = try FileManager.default.contentsOfDirectory(atPath: cache.directory)
        #expect(files.count == 1 && files[0].hasSuffix(".answer"))
        let text = try String(contentsOfFile: cache.directory + "/" + files[0], encoding: .utf8)
        #expect(!text.contains("SECRET-KEY-1") && !text.contains("abc123"))
        #expect(
            cache.entry(for: request)
                == .init(body: Data(#"{"elements":[]}"#.utf8), fetchedAt: Date(timeIntervalSince1970: 1000)))
        #expect(cache.entry(for: HTTPRequest(url: URL(string: "http://127.0.0.1:9/other")!)) == nil)
    }

    @Test func aDamagedEntry_isRemovedAndLogged_neverFatal() throws {
        let logged = Mutex<[String]>([])
        let cache = AnswerCache(directory: Self.directory(), log: { line in logged.withLock { $0.append(line) } })
        let request = HTTPRequest(url: Self.storesURL)
        cache.store(Data("{}".utf8), for: request, at: Date())
        let file = try #require(try FileManager.default.contentsOfDirectory(atPath: cache.directory).first)
        try Data("not a header at all".utf8).write(to: URL(fileURLWithPath: cache.directory + "/" + file))
        #expect(cache.entry(for: request) == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.directory).isEmpty)
        #expect(logged.withLock { $0 }.count == 1 && logged.withLock { $0 }[0].contains("damaged"))
    }

    @Test func pastItsLimit_theOldestEntriesGoFirst() throws {
        let cache = AnswerCache(directory: Self.directory(), limit: 3000)
        let body = Data(repeating: UInt8(ascii: "x"), count: 1000)
        func request(_ n: Int) -> HTTPRequest { HTTPRequest(url: URL(string: "http://127.0.0.1:9/\(n)")!) }
        for n in 0..<5 {
            cache.store(body, for: request(n), at: Date())
            // Written in this order, whatever the file system's grain of time.
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSince1970: 1_000_000 + Double(n))],
                ofItemAtPath: cache.path(for: AnswerCache.key(for: request(n))))
        }
        #expect((0..<5).filter { cache.entry(for: request($0)) != nil } == [3, 4])
        #expect(cache.summary().entries == 2 && cache.summary().bytes <= 3000)
        #expect(cache.summary().oldest == Date(timeIntervalSince1970: 1_000_003))
        #expect(try cache.clear() == 2)
        #expect(cache.summary() == .init(entries: 0, bytes: 0, oldest: nil))
    }

    // MARK: The transport

    @Test func aGoodAnswerIsKept_andWithoutANetworkItComesBack_markedAnOfflineCopyWithItsTime() async throws {
        let live = Script(), clock = Clock()
        let transport = LastAnswerTransport(
            live, cache: AnswerCache(directory: Self.directory()), now: { clock.date })
        let request = HTTPRequest(url: Self.storesURL)
        live.next.withLock { $0 = .success(.json(200, #"{"n":1}"#)) }
        let (fresh, freshOrigin) = try await AnswerOrigin.collect { try await transport.send(request) }
        #expect(fresh.body == Data(#"{"n":1}"#.utf8))
        #expect(freshOrigin == AnswerOrigin(fetchedAt: clock.date, isOfflineCopy: false))
        let fetched = clock.date
        clock.advance(7200)
        for failure in [TransportError.noNetwork("refused"), .timeout] {
            live.next.withLock { $0 = .failure(failure) }
            let (kept, origin) = try await AnswerOrigin.collect { try await transport.send(request) }
            #expect(kept.status == 200 && kept.body == Data(#"{"n":1}"#.utf8))
            #expect(origin == AnswerOrigin(fetchedAt: fetched, isOfflineCopy: true))
            #expect(origin?.label(source: "OpenStreetMap", now: clock.date) == "OpenStreetMap · 2 h ago (offline)")
        }
        // A server failing is no better than no network; a refusal (a wrong key) is never hidden.
        live.next.withLock { $0 = .success(.json(503, "busy")) }
        #expect(try await transport.send(request).body == Data(#"{"n":1}"#.utf8))
        live.next.withLock { $0 = .success(.json(401, "wrong key")) }
        #expect(try await transport.send(request).status == 401)
        // Cancelled by the user: no answer at all.
        live.next.withLock { $0 = .failure(.cancelled) }
        await #expect(throws: TransportError.cancelled) { try await transport.send(request) }
    }

    @Test func withNothingKept_theFailureIsTheAnswer_andBadAnswersAreNeverKept() async throws {
        let live = Script()
        let transport = LastAnswerTransport(live, cache: AnswerCache(directory: Self.directory()))
        let request = HTTPRequest(url: Self.storesURL)
        live.next.withLock { $0 = .success(.json(500, "oops")) }
        #expect(try await transport.send(request).status == 500)
        live.next.withLock { $0 = .failure(.noNetwork("down")) }
        await #expect(throws: TransportError.noNetwork("down")) { try await transport.send(request) }
        let (_, origin) = try await AnswerOrigin.collect { () async throws -> Int in 0 }
        #expect(origin == nil)
    }

    @Test func anAnswerIsAsOldAsItsOldestPart_andAgesReadAsPeopleSayThem() {
        let now = Date(timeIntervalSince1970: 1_000_000)
        #expect(AnswerOrigin.age(seconds: 20) == "just now")
        #expect(AnswerOrigin.age(seconds: 5 * 60 + 59) == "5 min ago")
        #expect(AnswerOrigin.age(seconds: 2 * 3600 + 10) == "2 h ago")
        #expect(AnswerOrigin.age(seconds: 47 * 3600) == "47 h ago")
        #expect(AnswerOrigin.age(seconds: 3 * 86400) == "3 d ago")
        let fresh = AnswerOrigin(fetchedAt: now, isOfflineCopy: false)
        let kept = AnswerOrigin(fetchedAt: now.addingTimeInterval(-3 * 3600 - 1), isOfflineCopy: true)
        #expect(AnswerOrigin.combined([fresh, kept]) == kept)
        #expect(AnswerOrigin.combined([]) == nil)
        #expect(fresh.label(source: "Open-Meteo", now: now) == "Open-Meteo")
        #expect(kept.isStale(now: now, limit: 3 * 3600) && !fresh.isStale(now: now, limit: 3 * 3600))
    }
}
