import Foundation
import NIOCore
import Testing

@testable import Services

/// The live transport against a real server on loopback (no network leaves the machine).
struct LiveTransportTests {
    /// One server for the whole suite, started on first use (the process ends with the test run).
    static let shared: LoopbackServer = {
        let server = LoopbackServer()
        try! server.start()
        return server
    }()
    var server: LoopbackServer { Self.shared }

    func url(_ path: String) -> URL { server.baseURL.appendingPathComponent(path) }

    @Test func success_returnsStatusAndBody_andSendsOurUserAgent() async throws {
        let transport = LiveTransport(userAgent: "onestep/test")
        let ok = try await transport.send(HTTPRequest(url: url("ok")))
        #expect(ok.status == 200)
        #expect(String(decoding: ok.body, as: UTF8.self) == #"{"ok":true}"#)
        let ua = try await transport.send(HTTPRequest(url: url("ua")))
        #expect(String(decoding: ua.body, as: UTF8.self) == "onestep/test")
    }

    @Test func error401_becomesKeyRejectedWithoutTheKey() async throws {
        Redactor.shared.register("loopback-secret-key")
        let response = try await LiveTransport(userAgent: "t").send(HTTPRequest(url: url("401")))
        #expect(response.status == 401)
        do {
            _ = try KakaoLocalClient.decode(KakaoPlacesResponse.self, response: response)
            Issue.record("expected an error")
        } catch let error as ServiceError {
            guard case .keyRejected = error else { Issue.record("got \(error)"); return }
            #expect(!error.userMessage.contains("loopback-secret-key"))
        }
    }

    @Test func kakaoClient_overTheLiveTransport_sendsTheKeyAndFollowsPages() async throws {
        let client = KakaoLocalClient(
            transport: LiveTransport(userAgent: "t"), baseURL: server.baseURL, apiKey: "loopback-good-key")
        let places = try await client.searchCategory(
            "CS2", around: Coordinate(latitude: 37.39, longitude: 127.11), radius: 1000)
        #expect(places.map(\.id) == ["1", "2"])
        let rejected = KakaoLocalClient(
            transport: LiveTransport(userAgent: "t"), baseURL: server.baseURL, apiKey: "wrong")
        await #expect(throws: ServiceError.keyRejected(service: "Kakao Local", detail: "cannot access API")) {
            try await rejected.searchCategory(
                "CS2", around: Coordinate(latitude: 37.39, longitude: 127.11), radius: 1000)
        }
    }

    /// 50,000 stores (about 9 MB, past the 8 MiB the transport once cut answers at, which then read as "no network —
    /// sample data"): all listed, from OpenStreetMap. An answer past the limit is said as too large, with its size —
    /// never as no network, and the sample never answers in its place.
    @Test func aLargeAnswer_isRead_andOnePastTheLimit_isSaidAsTooLarge_neverNoNetwork() async throws {
        let here = Coordinate(latitude: 37.394225, longitude: 127.110341)
        let sample = StoreSourceTests.Fixed(result: .success(StoreAnswer(places: [], source: .sample)))
        let big = FallbackStoreSearch(
            live: OverpassClient(transport: LiveTransport(userAgent: "t"), baseURL: url("overpass-50000")),
            sample: sample)
        #expect(LoopbackServer.fiftyThousandStores.utf8.count > 8 << 20)
        let answer = try await big.search(around: here, radius: 20_000)
        #expect(answer.source == .openStreetMap && answer.note == nil)
        #expect(answer.places.count == 50_000)
        let huge = FallbackStoreSearch(
            live: OverpassClient(transport: LiveTransport(userAgent: "t"), baseURL: url("huge")), sample: sample)
        await #expect(throws: ServiceError.tooLarge(service: OverpassClient.serviceName, megabytes: 100)) {
            try await huge.search(around: here, radius: 20_000)
        }
        #expect(
            ServiceError.tooLarge(service: "OpenStreetMap (Overpass)", megabytes: 100).userMessage
                == "OpenStreetMap (Overpass)'s answer was too large (100 MB; at most 80 MB is read): narrow the radius")
    }

    @Test func html500_isServiceDown() async throws {
        let response = try await LiveTransport(userAgent: "t").send(HTTPRequest(url: url("500")))
        #expect(throws: ServiceError.serviceDown(service: "Kakao Local", status: 500)) {
            try KakaoLocalClient.decode(KakaoPlacesResponse.self, response: response)
        }
    }

    @Test func slowServer_timesOut() async throws {
        let transport = LiveTransport(userAgent: "t", timeout: .milliseconds(300))
        let slow = url("slow")
        // The stand-in holds "slow" for 30 s: a timeout error (not an answer) is the proof; no wall clock,
        // which failed under a loaded machine.
        await #expect(throws: TransportError.timeout) { try await transport.send(HTTPRequest(url: slow)) }
    }

    @Test func cancellation_endsTheRequestPromptly() async throws {
        let transport = LiveTransport(userAgent: "t")
        let slow = url("slow")
        let before = server.slowRequestsSeen.withLock { $0 }
        let task = Task { try await transport.send(HTTPRequest(url: slow)) }
        // Cancel once the server holds the request (no sleeping: yield until it has arrived).
        for _ in 0..<2_000_000 where server.slowRequestsSeen.withLock({ $0 }) == before { await Task.yield() }
        #expect(server.slowRequestsSeen.withLock { $0 } > before)
        // Promptly means from the cancellation on (the time to reach the server is not the transport's).
        let cancelled = Date()
        task.cancel()
        let result = await task.result
        guard case .failure(let error) = result else { Issue.record("expected cancellation"); return }
        #expect(error as? TransportError == .cancelled)
        #expect(Date().timeIntervalSince(cancelled) < 2.5)
    }

    @Test func refusedConnection_isNoNetwork() async throws {
        let transport = LiveTransport(userAgent: "t", timeout: .seconds(2))
        await #expect(throws: TransportError.self) {
            try await transport.send(HTTPRequest(url: URL(string: "http://127.0.0.1:9/x")!))
        }
        do { _ = try await transport.send(HTTPRequest(url: URL(string: "http://127.0.0.1:9/x")!)) } catch {
            #expect(ServiceError.from(error, service: "Kakao Local") == .noNetwork(service: "Kakao Local"))
        }
    }
}

/// "No network must cost nothing": a keyless service's host is probed first (a second at most).
struct ProbingTransportTests {
    @Test func aHostThatDoesNotAnswer_failsAsNoNetwork_withoutAnHTTPRequest() async throws {
        // A port nothing listens on: bind one, remember it, close it.
        let probe = LoopbackServer()
        try probe.start()
        let dead = probe.baseURL
        probe.stop()
        let inner = StubTransport { _ in .json(200, "{}") }
        let transport = ProbingTransport(inner)
        await #expect(throws: TransportError.self) {
            try await transport.send(HTTPRequest(url: dead.appendingPathComponent("x")))
        }
        #expect(inner.requests.isEmpty)
    }

    @Test func aHostThatAnswers_isAskedThrough() async throws {
        let transport = ProbingTransport(LiveTransport(userAgent: "t"))
        let ok = try await transport.send(
            HTTPRequest(url: LiveTransportTests.shared.baseURL.appendingPathComponent("ok")))
        #expect(ok.status == 200)
    }
}
