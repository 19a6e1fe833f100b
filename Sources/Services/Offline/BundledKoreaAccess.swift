import Foundation
import GRDB

/// Korea's accessibility files as the offline database holds them (tools/korea_access.py made the tables): toilets
/// and wheelchair chargers near a point through their R*Trees, and a subway station's card by its name. Opened on
/// the first question, like every bundled table.
public struct BundledKoreaAccess: StationDirectory {
    let dataset: OfflineDataset

    public init(dataset: OfflineDataset) { self.dataset = dataset }

    public static func load(from resources: ResourceLocator) throws -> BundledKoreaAccess {
        BundledKoreaAccess(dataset: try OfflineDataset(resources: resources))
    }

    // MARK: Toilets

    struct ToiletRow: FetchableRecord {
        var id: Int
        var dataset, name, address, wheelchair, wheelchairText, hours, phone, kind, dataDate: String
        var openingHours: String?
        var lat, lon: Double

        init(row: Row) throws {
            id = row["id"]; dataset = row["dataset"]; name = row["name"]; address = row["address"]
            wheelchair = row["wheelchair"]; wheelchairText = row["wheelchair_text"]; hours = row["hours"]
            phone = row["phone"]; kind = row["kind"]; dataDate = row["data_date"]; openingHours = row["opening_hours"]
            lat = row["lat"]; lon = row["lon"]
        }
    }

    /// The bundled toilets within `radius` metres, nearest first. The accessible-stall state is the file's, read by
    /// the rules of data/SOURCES.md when the database was made: "yes", "no" (the 2018 survey's zero count) or unknown.
    /// At most `limit` (the nearest).
    public func toilets(around center: Coordinate, radius: Double, limit: Int = 300) throws -> [PublicToilet] {
        try dataset.nearest(
            ToiletRow.self, of: "toilet", indexedBy: "toilet_area", within: radius, of: center, limit: limit
        ) {
            Coordinate(latitude: $0.lat, longitude: $0.lon)
        }.map { row, distance in Self.toilet(row, distance: distance) }
    }

    static func toilet(_ row: ToiletRow, distance: Double) -> PublicToilet {
        let source = ToiletSource(rawValue: row.dataset) ?? .seoulPublicToilets
        let state = AccessState(rawValue: row.wheelchair) ?? .unknown
        let date = row.dataDate.isEmpty ? nil : row.dataDate
        let fact =
            state == .unknown
            ? nil
            : AccessFact(
                .wheelchair, state, text: row.wheelchairText.isEmpty ? nil : row.wheelchairText, source: .publicData,
                checked: date)
        // A name as a file wrote it, less the separators it left at its end ("경복궁 주차장화징실(1층),").
        let name = String(row.name.reversed().drop { $0 == "," || $0 == ";" || $0.isWhitespace }.reversed())
        return PublicToilet(
            id: "kr:\(source.rawValue)/\(row.id)", name: name.isEmpty ? nil : name,
            coordinate: Coordinate(latitude: row.lat, longitude: row.lon), distance: distance, wheelchair: fact,
            changingTable: .unknown, fee: nil, openingHours: row.openingHours, isPublicToilet: true,
            sources: [source], writtenHours: row.openingHours == nil && !row.hours.isEmpty ? row.hours : nil,
            dataDate: date, address: row.address.isEmpty ? nil : row.address)
    }

    // MARK: Chargers

    struct ChargerRow: FetchableRecord {
        var charger: WheelchairCharger
        init(row: Row) throws {
            func window(_ day: String) -> ChargerHours.Window? {
                ChargerHours.Window(open: row["\(day)_open"], close: row["\(day)_close"])
            }
            let road: String = row["road_address"]
            let lot: String = row["lot_address"]
            charger = WheelchairCharger(
                id: row["id"], name: row["name"], address: road.isEmpty ? lot : road,
                coordinate: Coordinate(latitude: row["lat"], longitude: row["lon"]), distance: 0, place: row["place"],
                hours: ChargerHours(
                    weekday: window("weekday"), saturday: window("saturday"), holiday: window("holiday")),
                atOnce: row["at_once"], airPump: AccessState(rawValue: row["air_pump"]) ?? .unknown,
                phoneCharging: AccessState(rawValue: row["phone_charging"]) ?? .unknown, office: row["office"],
                officePhone: row["office_phone"], dataDate: row["data_date"], reports: row["reports"])
            charger.reportsDiffer = (row["differs"] as Int) == 1
        }
    }

    /// The chargers within `radius` metres, nearest first.
    /// At most `limit` (the nearest).
    public func chargers(around center: Coordinate, radius: Double, limit: Int = 1000) throws -> [WheelchairCharger] {
        try dataset.nearest(
            ChargerRow.self, of: "charger", indexedBy: "charger_area", within: radius, of: center, limit: limit
        ) {
            $0.charger.coordinate
        }.map { row, distance in
            var charger = row.charger
            charger.distance = distance
            return charger
        }
    }

    /// Every charger, by id (for tests: the database against the file).
    public func chargerCount() throws -> Int {
        try dataset.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM charger") ?? 0 }
    }

    // MARK: Stations

    /// The name the files share for a station: "서울역(1)", "서울역 (1)", "서울", "이수" → "서울", "총신대입구" (as
    /// tools/korea_access.py makes the keys).
    public static func stationKey(_ name: String) -> String {
        var key = name.replacingOccurrences(of: " ", with: "")
        // Every trailing bracket: '삼각지(전쟁기념관)(4)'.
        while key.hasSuffix(")"), let open = key.lastIndex(of: "(") { key = String(key[..<open]) }
        if key.hasSuffix("역") && key.count > 2 { key.removeLast() }  // not UI: the files' word for "station"
        return stationAliases[key] ?? key
    }

    /// Names a file shortens or gives by a second name, as lines 1–8's station list spells them.
    static let stationAliases = [
        "이수": "총신대입구",  // not UI: station names as the files write them
        "디지털미디어": "디지털미디어시티",  // not UI: station names as the files write them
        "효창공원": "효창공원앞",  // not UI: station names as the files write them
        "남한산성": "남한산성입구",  // not UI: station names as the files write them
        "불암산": "당고개",  // not UI: renamed since the station list was made
        "자양": "뚝섬유원지",  // not UI: renamed since the station list was made
    ]

    /// "1-3" before "10-1": car, then door, as numbers.
    static func doorOrder(_ a: String, _ b: String) -> Bool {
        func parts(_ s: String) -> [Int] { s.split(separator: "-").map { Int($0) ?? 0 } }
        return parts(a).lexicographicallyPrecedes(parts(b))
    }

    /// The stations within `radius` metres, nearest first, one row per station (its lines together).
    public func stations(around center: Coordinate, radius: Double) throws -> [NearbyStation] {
        struct StationRow: FetchableRecord {
            var key, line: String
            var lat, lon: Double
            var doubtful: Bool
            init(row: Row) throws {
                key = row["key"]; line = row["line"]; lat = row["lat"]; lon = row["lon"]; doubtful = row["doubtful"]
            }
        }
        // A point known to lie on another station (용답's is 시청's) is left out: it would send someone there.
        let rows = try dataset.rows(
            StationRow.self, of: "subway_station", indexedBy: "subway_station_area", within: radius, of: center
        ) { Coordinate(latitude: $0.lat, longitude: $0.lon) }.filter { !$0.0.doubtful }
        var byName: [String: NearbyStation] = [:]
        for (row, distance) in rows {
            if var known = byName[row.key] {
                if !known.lines.contains(row.line) { known.lines.append(row.line) }
                if distance < known.distance {
                    known.distance = distance
                    known.coordinate = Coordinate(latitude: row.lat, longitude: row.lon)
                }
                byName[row.key] = known
            } else {
                byName[row.key] = NearbyStation(
                    name: row.key, lines: [row.line], coordinate: Coordinate(latitude: row.lat, longitude: row.lon),
                    distance: distance)
            }
        }
        return byName.values.map { station in
            var s = station
            s.lines.sort { (Int($0) ?? 99) < (Int($1) ?? 99) }
            return s
        }.sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }
    }

    /// The station's card, or nil when no file knows a station of that name.
    public func station(named name: String) throws -> StationCard? {
        let key = Self.stationKey(name)
        return try dataset.read { db -> StationCard? in
            let stationRows = try Row.fetchAll(
                db,
                sql:
                    "SELECT line, lat, lon, confirmed, flag FROM subway_station WHERE key = ? ORDER BY CAST(line AS INTEGER)",
                arguments: [key])
            let facilities = try Row.fetchAll(
                db,
                sql: """
                    SELECT kind, line, exit, levels, place, detail, flag FROM subway_facility WHERE station_key = ?
                    ORDER BY kind, CAST(line AS INTEGER), exit, levels, place, detail
                    """, arguments: [key]
            ).compactMap { row -> StationCard.Facility? in
                guard let kind = StationCard.Facility.Kind(rawValue: row["kind"]) else { return nil }
                return StationCard.Facility(
                    kind: kind, line: row["line"], exit: row["exit"], levels: row["levels"], place: row["place"],
                    detail: row["detail"], flag: row["flag"])
            }
            let gaps = try Row.fetchAll(
                db,
                sql: """
                    SELECT line, direction, door, gap, height FROM subway_platform_gap WHERE station_key = ?
                    ORDER BY CAST(line AS INTEGER), direction, door
                    """, arguments: [key])
            guard !stationRows.isEmpty || !facilities.isEmpty || !gaps.isEmpty else { return nil }
            var directions: [StationCard.Direction] = []
            for row in gaps {
                let line: String = row["line"]
                let toward: String = row["direction"]
                let door: String = row["door"]
                if directions.last?.line != line || directions.last?.toward != toward {
                    directions.append(
                        StationCard.Direction(
                            line: line, toward: toward, narrow: [], normal: [], wide: [], highStep: []))
                }
                switch row["gap"] as String {
                case "narrow": directions[directions.count - 1].narrow.append(door)
                case "wide": directions[directions.count - 1].wide.append(door)
                default: directions[directions.count - 1].normal.append(door)
                }
                if (row["height"] as String) == "high" { directions[directions.count - 1].highStep.append(door) }
            }
            for i in directions.indices {
                directions[i].narrow.sort(by: Self.doorOrder); directions[i].normal.sort(by: Self.doorOrder)
                directions[i].wide.sort(by: Self.doorOrder); directions[i].highStep.sort(by: Self.doorOrder)
            }
            var lines = stationRows.map { $0["line"] as String }
            for line in (facilities.map(\.line) + directions.map(\.line)) where !line.isEmpty && !lines.contains(line) {
                lines.append(line)
            }
            let first = stationRows.first
            var card = StationCard(
                name: key, lines: lines.sorted { (Int($0) ?? 99) < (Int($1) ?? 99) },
                coordinate: first.map { Coordinate(latitude: $0["lat"], longitude: $0["lon"]) }, facilities: facilities,
                directions: directions)
            card.pointConfirmed = stationRows.contains { ($0["confirmed"] as Int) == 1 }
            card.pointMoved = stationRows.contains { ($0["flag"] as String) == "moved_to_elevators" }
            return card
        }
    }
}
