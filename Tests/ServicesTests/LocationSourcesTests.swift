import Foundation
import Synchronization
import TestSupport
import Testing

@testable import Services

/// Where "you" are: gpsd's reports, the network's answer, the time zone's city, and the one order they are asked in.
struct LocationSourcesTests {
    static let gazetteer = try! Gazetteer.load(
        from: ResourceLocator(
            directory: URL(fileURLWithPath: #filePath)
                .deletingLastPathComponent().appendingPathComponent("../../Resources").standardizedFileURL))
    static let now = Date(timeIntervalSince1970: 1_795_000_000)  // 2026-11-18T11:06:40Z

    /// Text written from another thread or closure.
    final class Record: Sendable {
        let lines = Mutex<[String]>([])
        func add(_ line: String) { lines.withLock { $0.append(line) } }
        var all: [String] { lines.withLock { $0 } }
    }

    // MARK: gpsd

    @Test func aTPVWithA2DOr3DFix_isAFix_andEverythingElseIsNot() {
        func fix(_ line: String) -> GPSFix? { GPSD.fix(fromLine: line[...], now: Self.now) }
        let found = fix(
            #"{"class":"TPV","device":"/dev/ttyACM0","mode":3,"time":"2026-11-18T11:06:30.000Z","lat":35.1631,"lon":129.1586,"altHAE":20.1,"eph":8.2,"epx":5.1,"epy":6.0}"#
        )
        #expect(found?.coordinate == Coordinate(latitude: 35.1631, longitude: 129.1586))
        #expect(found?.accuracy == 8.2 && found?.time == Self.now.addingTimeInterval(-10))
        // Without eph, the larger of the two spreads; a 2D fix is enough.
        #expect(fix(#"{"class":"TPV","mode":2,"lat":1.5,"lon":2.5,"epx":12,"epy":30}"#)?.accuracy == 30)
        #expect(fix(#"{"class":"TPV","mode":1,"time":"2026-11-18T08:26:30.000Z"}"#) == nil)  // no fix yet
        #expect(fix(#"{"class":"TPV","mode":0}"#) == nil)
        #expect(fix(#"{"class":"SKY","satellites":[]}"#) == nil)
        #expect(fix(#"{"class":"VERSION","release":"3.25"}"#) == nil)
        #expect(fix(#"{"class":"TPV","mode":3,"lat":999,"lon":2}"#) == nil)
        #expect(fix("not json") == nil)
        // A fix older than ten minutes is stale: the next source is asked.
        #expect(fix(#"{"class":"TPV","mode":3,"time":"2026-11-18T10:50:00.000Z","lat":1,"lon":2}"#) == nil)
    }

    @Test func theAddress_isGpsdsOwn_orONESTEP_GPSD() {
        #expect(GPSD.endpoint(environment: [:]) == ("127.0.0.1", 2947))
        #expect(GPSD.endpoint(environment: ["ONESTEP_GPSD": "10.0.0.2:3000"]) == ("10.0.0.2", 3000))
        #expect(GPSD.endpoint(environment: ["ONESTEP_GPSD": "nonsense"]) == ("127.0.0.1", 2947))
    }

    /// A gpsd stand-in on loopback: waits for ?WATCH, then writes `lines`.
    static func standIn(_ lines: [String]) throws -> (port: Int, watched: Record) {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        try withUnsafeMutablePointer(to: &address) { pointer in
            try pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                guard bind(fd, $0, length) == 0, listen(fd, 1) == 0, getsockname(fd, $0, &length) == 0 else {
                    throw POSIXError(.EADDRINUSE)
                }
            }
        }
        let watched = Record()
        let port = Int(UInt16(bigEndian: address.sin_port))
        Thread.detachNewThread {
            let client = accept(fd, nil, nil)
            var buffer = [UInt8](repeating: 0, count: 1024)
            let count = recv(client, &buffer, buffer.count, 0)
            watched.add(String(decoding: buffer[..<max(0, count)], as: UTF8.self))
            for line in lines { _ = (line + "\n").withCString { send(client, $0, strlen($0), Int32(MSG_NOSIGNAL)) } }
            Thread.sleep(forTimeInterval: 2)
            close(client)
            close(fd)
        }
        return (port, watched)
    }

    @Test func theFirstFix_isReadFromALoopbackGpsd_afterAskingForJSON() async throws {
        let (port, watched) = try Self.standIn([
            #"{"class":"VERSION","release":"3.25","proto_major":3,"proto_minor":15}"#,
            #"{"class":"TPV","mode":1}"#,
            #"{"class":"TPV","mode":3,"lat":35.1631,"lon":129.1586,"eph":8.2}"#,
        ])
        let fix = await GPSD.firstFix(host: "127.0.0.1", port: port, within: 2)
        #expect(fix?.coordinate == Coordinate(latitude: 35.1631, longitude: 129.1586))
        #expect(watched.all == [#"?WATCH={"enable":true,"json":true}"# + "\n"])
        // Nothing listening: no fix, at once — not after the 30 s it was given (far apart, so a busy machine's
        // scheduling cannot blur the two).
        let started = Date()
        #expect(await GPSD.firstFix(host: "127.0.0.1", port: 9, within: 30) == nil)
        #expect(Date().timeIntervalSince(started) < 10)
    }

    // MARK: The network

    @Test func theNetworkLocator_postsAnEmptyObject_andReadsTheMozillaFormat() throws {
        let locator = NetworkLocator(transport: StubTransport(body: "{}"))
        #expect(locator.request.method == "POST" && locator.request.body == Data("{}".utf8))
        #expect(locator.request.url.absoluteString == "https://api.beacondb.net/v1/geolocate")
        let answer = try NetworkLocator.decode(
            .json(200, #"{"location":{"lat":37.4979,"lng":127.0276},"accuracy":5000}"#))
        #expect(answer == .init(coordinate: Coordinate(latitude: 37.4979, longitude: 127.0276), accuracy: 5000))
        #expect(throws: ServiceError.self) { try NetworkLocator.decode(.json(404, #"{"error":{"code":404}}"#)) }
        #expect(throws: ServiceError.self) { try NetworkLocator.decode(.json(200, #"{"location":{}}"#)) }
    }

    // MARK: The time zone

    @Test func theTimeZone_namesItsMainCity_forTwentyAndMoreZones() {
        let cases: [(String, String)] = [
            ("Asia/Seoul", "서울"), ("ROK", "서울"), ("Asia/Tokyo", "Tokyo"), ("Asia/Shanghai", "Shanghai"),
            ("Asia/Hong_Kong", "Hong Kong"), ("Asia/Taipei", "Taipei"), ("Asia/Singapore", "Singapore"),
            ("Asia/Bangkok", "Bangkok"), ("Asia/Ho_Chi_Minh", "Ho Chi Minh City"), ("Asia/Kolkata", "Kolkata"),
            ("Asia/Calcutta", "Kolkata"), ("Asia/Dubai", "Dubai"), ("Europe/Istanbul", "Istanbul"),
            ("Europe/Moscow", "Moscow"), ("Europe/London", "London"), ("Europe/Berlin", "Berlin"),
            ("Europe/Paris", "Paris"), ("Europe/Amsterdam", "Amsterdam"), ("Europe/Vienna", "Vienna"),
            ("Europe/Kyiv", "Kyiv"), ("Europe/Kiev", "Kyiv"), ("America/New_York", "New York"),
            ("US/Pacific", "Los Angeles"), ("America/Denver", "Denver"), ("America/Sao_Paulo", "São Paulo"),
            ("Australia/Sydney", "Sydney"), ("Pacific/Auckland", "Auckland"), ("Africa/Lagos", "Lagos"),
        ]
        for (zone, city) in cases {
            let guess = TimeZoneGuess.place(zone: zone, gazetteer: Self.gazetteer)
            #expect(guess?.name == city, "\(zone)")
            #expect(guess?.origin == .timeZone(zone))
        }
        // Every zone of the table has its city in the gazetteer.
        for (zone, city) in TimeZoneGuess.cities {
            #expect(Self.gazetteer.places.contains { $0.nameEn == city }, "\(zone) → \(city)")
        }
        #expect(TimeZoneGuess.place(zone: "Etc/UTC", gazetteer: Self.gazetteer) == nil)
        #expect(TimeZoneGuess.place(zone: "UTC", gazetteer: Self.gazetteer) == nil)
    }

    @Test func theZonesName_comesFromTZ_elseTheLocaltimeLink_elseEtcTimezone() throws {
        let folder = TemporaryFolder.path("tz")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let link = folder + "/localtime", file = folder + "/timezone"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/usr/share/zoneinfo/Asia/Seoul")
        try "Europe/Oslo\n".write(toFile: file, atomically: true, encoding: .utf8)
        func zone(_ environment: [String: String], _ localtime: String) -> String? {
            TimeZoneGuess.zoneName(environment: environment, localtime: localtime, timezoneFile: file)
        }
        #expect(zone(["TZ": "Europe/Berlin"], link) == "Europe/Berlin")
        #expect(zone(["TZ": ":America/Chicago"], link) == "America/Chicago")
        #expect(zone(["TZ": "/usr/share/zoneinfo/Asia/Tokyo"], link) == "Asia/Tokyo")
        #expect(zone([:], link) == "Asia/Seoul")
        #expect(zone([:], folder + "/missing") == "Europe/Oslo")
    }

    // MARK: The order

    @MainActor
    @Test func theSources_areAskedInOneOrder_andTheFirstThatAnswersIsYou() async {
        let haeundae = Coordinate(latitude: 35.1631, longitude: 129.1586)
        let gangnam = Coordinate(latitude: 37.4979, longitude: 127.0276)
        let last = ResolvedLocation(name: "잠실", coordinate: Coordinate(latitude: 37.5133, longitude: 127.1))
        let configured = ResolvedLocation(name: "서울역", coordinate: Coordinate(latitude: 37.5547, longitude: 126.9707))
        let guess = TimeZoneGuess.place(zone: "Europe/Berlin", gazetteer: Self.gazetteer)!
        struct Row {
            var gps, network, last, configured, zone: Bool
            var expected: LocationOrigin
        }
        let rows = [
            Row(gps: true, network: true, last: true, configured: true, zone: true, expected: .gps(accuracy: 8)),
            Row(
                gps: false, network: true, last: true, configured: true, zone: true, expected: .network(accuracy: 5000)),
            Row(gps: false, network: false, last: true, configured: true, zone: true, expected: .lastUsed),
            Row(gps: false, network: false, last: false, configured: true, zone: true, expected: .configured),
            Row(
                gps: false, network: false, last: false, configured: false, zone: true,
                expected: .timeZone("Europe/Berlin")),
            Row(gps: false, network: false, last: false, configured: false, zone: false, expected: .fallback),
        ]
        for row in rows {
            let asked = Record()
            let sources = LocationSources(
                gps: {
                    asked.add("gps")
                    return row.gps ? GPSFix(coordinate: haeundae, accuracy: 8) : nil
                },
                network: {
                    asked.add("network")
                    return row.network ? .init(coordinate: gangnam, accuracy: 5000) : nil
                },
                lastUsed: { row.last ? last : nil },
                configured: { row.configured ? configured : nil },
                timeZone: { row.zone ? guess : nil }, name: { _ in "named" })
            let found = await sources.locate()
            #expect(found.origin == row.expected)
            // The network is asked only when gpsd had nothing.
            #expect(asked.all == (row.gps ? ["gps"] : ["gps", "network"]))
        }
        // Not allowed: never asked.
        let sources = LocationSources(
            gps: { nil }, network: nil, lastUsed: { nil }, configured: { nil }, timeZone: { nil }, name: { _ in "" })
        #expect(
            await sources.locate()
                == ResolvedLocation(name: "판교", coordinate: ResolvedLocation.pangyo.coordinate, origin: .fallback))
        #expect(LocationOrigin.gps(accuracy: 12.4).words == "GPS ±12 m")
        #expect(LocationOrigin.network(accuracy: 5000).words == "network ±5 km")
        #expect(LocationOrigin.plusMinus(999.4) == " ±999 m")
        #expect(LocationOrigin.plusMinus(999.5) == " ±1 km")
        #expect(LocationOrigin.plusMinus(1e300) == "")  // no accuracy at all, and no trap
    }
}
