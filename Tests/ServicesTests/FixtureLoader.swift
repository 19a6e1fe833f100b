import Foundation

@testable import Services

enum Fixture {
    static func data(_ path: String) -> Data {
        let url = Bundle.module.url(forResource: "Fixtures/" + path, withExtension: nil)!
        return try! Data(contentsOf: url)
    }

    static func response(_ path: String, status: Int = 200) -> HTTPResponse {
        HTTPResponse(status: status, body: data(path))
    }

    /// The project's own Resources/ (the offline dataset).
    static var resources: ResourceLocator {
        ResourceLocator(
            directory: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("../../Resources").standardizedFileURL)
    }
}
