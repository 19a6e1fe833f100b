import Foundation
import Services

/// The bundled files every command reads first — the gazetteer, the travel regions.
struct BundledFiles: Sendable {
    let resources: ResourceLocator
    let gazetteer: Gazetteer
    let tourRegions: TourRegions

    /// The two files are decoded side by side: the app's first frame waits for both (perf: the gazetteer is two
    /// thirds of the time, the regions one third, nearly all of it the decoder's generic work).
    static func read(environment: [String: String]) throws -> BundledFiles {
        let resources = try ResourceLocator.locate(environment: environment)
        let regions = InBackground { try TourRegions.load(from: resources) }
        let gazetteer = try Gazetteer.load(from: resources)
        return BundledFiles(resources: resources, gazetteer: gazetteer, tourRegions: try regions.result())
    }
}
