import Foundation
import Services

/// Real answers recorded by others, kept in Tests/Fixtures/recorded/SERVICE/ (each folder's SOURCES.md names the
/// repository, commit and terms each came from).
public enum RecordedAnswer {
    public static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Fixtures/recorded").standardizedFileURL

    public static func response(
        _ service: String, _ file: String, status: Int = 200,
        headers: [String: String] = [:]
    ) throws -> HTTPResponse {
        HTTPResponse(
            status: status, headers: headers,
            body: try Data(contentsOf: folder.appendingPathComponent(service).appendingPathComponent(file)))
    }
}
