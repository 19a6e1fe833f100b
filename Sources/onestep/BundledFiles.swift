import Foundation
import Services

/// The bundled files every command reads first — the gazetteer, the travel regions.
struct BundledFiles: Sendable {
    let resources: ResourceLocator
    let gazetteer: Gazetteer
    let tourRegions: TourRegions

    static func read(environment: [String: String]) throws -> BundledFiles {
        let resources = try ResourceLocator.locate(environment: environment)
        return BundledFiles(
            resources: resources, gazetteer: try Gazetteer.load(from: resources),
            tourRegions: try TourRegions.load(from: resources))
    }
}
