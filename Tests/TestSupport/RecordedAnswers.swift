import Foundation
import Services

/// Real answers recorded by others, in ../shared/reference/api/SERVICE/ beside the repository: read in place,
/// never copied into the project.
public enum RecordedAnswer {
    public static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../shared/reference/api").standardizedFileURL

    public static func response(
        _ service: String, _ file: String, status: Int = 200,
        headers: [String: String] = [:]
    ) throws -> HTTPResponse {
        HTTPResponse(
            status: status, headers: headers,
            body: try Data(contentsOf: folder.appendingPathComponent(service).appendingPathComponent(file)))
    }
}
