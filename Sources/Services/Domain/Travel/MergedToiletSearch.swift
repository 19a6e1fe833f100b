import Foundation
import Localization

/// The toilets near you from every source there is: Korea's bundled files (offline, in Korea) and OpenStreetMap
/// (live). The same toilet within `sameToilet` metres is one row carrying both sources, OpenStreetMap's tags first
/// and the bundled file's accessible-stall word beside them; without a network the bundled rows stand alone, and the
/// answer says OpenStreetMap was not reached.
public struct MergedToiletSearch: ToiletSearch {
    public static let sameToilet = 30.0
    let bundled: (@Sendable (Coordinate, Double) throws -> [PublicToilet])?
    let osm: (any ToiletSearch)?
    let osmAbsence: String?

    /// `bundled`: the offline files' toilets around a point (nil when the dataset is missing); `osm`: nil when it is
    /// not asked (`--offline`), with `osmAbsence` saying why.
    public init(
        bundled: (@Sendable (Coordinate, Double) throws -> [PublicToilet])?, osm: (any ToiletSearch)?,
        osmAbsence: String? = nil
    ) {
        self.bundled = bundled; self.osm = osm; self.osmAbsence = osmAbsence
    }

    /// With nothing within the radius asked, the bundled files are searched this far for the nearest few (in Korea
    /// the files are thin in places: 해운대구 has no row in the 2018 data).
    public static let widerRadius = 5000.0
    public static let widerCount = 10

    public func toilets(around center: Coordinate, radius: Int) async throws -> ToiletAnswer {
        let (answer, osmFailure) = try await within(center, radius: radius)
        guard answer.toilets.isEmpty else { return answer }
        // Nothing within the radius: the bundled files' nearest further out, said so.
        if let bundled, Double(radius) < Self.widerRadius, let wider = try? bundled(center, Self.widerRadius),
            !wider.isEmpty
        {
            let nearest = Array(wider.sorted { $0.distance < $1.distance }.prefix(Self.widerCount))
            let notice = L.toiletsWidened(
                radius: formatDistance(Double(radius)), nearest: formatDistance(nearest[0].distance))
            return ToiletAnswer(
                toilets: nearest, origin: answer.origin,
                notice: [notice, answer.notice].compactMap { $0 }.joined(separator: "; "),
                radius: Int(Self.widerRadius))
        }
        // OpenStreetMap not reached and nothing bundled near either: that failure is the answer.
        if let osmFailure { throw osmFailure }
        return answer
    }

    /// The rows within the radius from every source, and OpenStreetMap's failure when it was asked and not reached.
    private func within(_ center: Coordinate, radius: Int) async throws -> (ToiletAnswer, Error?) {
        var local: [PublicToilet] = []
        var localProblem: Error?
        do { local = try bundled?(center, Double(radius)) ?? [] } catch { localProblem = error }
        guard let osm else {
            if let localProblem { throw localProblem }
            return (ToiletAnswer(toilets: local, notice: osmAbsence), nil)
        }
        let unreadable = localProblem.map { L.toiletsBundledUnreadable(StorageProblem.of($0).reason) }
        do {
            let live = try await osm.toilets(around: center, radius: radius)
            return (
                ToiletAnswer(toilets: Self.merge(local, live.toilets), origin: live.origin, notice: unreadable), nil
            )
        } catch {
            let reason = ServiceError.from(error, service: OverpassPlaces.serviceName).userMessage
            return (ToiletAnswer(toilets: local, notice: L.toiletsOSMNotReached(reason)), error)
        }
    }

    /// OpenStreetMap's rows with the bundled row of the same toilet folded in (nearest first, each bundled row used
    /// once), then the bundled rows no OpenStreetMap row claimed; nearest first.
    public static func merge(_ bundled: [PublicToilet], _ osm: [PublicToilet]) -> [PublicToilet] {
        var unclaimed = bundled
        var rows: [PublicToilet] = []
        for var toilet in osm {
            let match = unclaimed.indices.min { a, b in
                toilet.coordinate.distance(to: unclaimed[a].coordinate)
                    < toilet.coordinate.distance(to: unclaimed[b].coordinate)
            }
            if let match, toilet.coordinate.distance(to: unclaimed[match].coordinate) <= sameToilet {
                let file = unclaimed.remove(at: match)
                toilet.sources += file.sources
                toilet.otherWheelchair = file.wheelchair
                toilet.name = toilet.name ?? file.name
                toilet.address = toilet.address ?? file.address
                toilet.dataDate = file.dataDate
                if toilet.openingHours == nil {
                    toilet.openingHours = file.openingHours
                    toilet.writtenHours = file.writtenHours
                }
            }
            rows.append(toilet)
        }
        return (rows + unclaimed).sorted { ($0.distance, $0.id) < ($1.distance, $1.id) }
    }
}
