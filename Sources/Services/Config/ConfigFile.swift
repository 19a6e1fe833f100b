import Foundation

/// The config file as lines, read once: none, or a reason it cannot be read (a folder in its place, no permission —
/// `StorageProblem`, never Foundation's text), or its lines, each decoded on its own so that bytes which are not
/// UTF-8 spoil only their line.
enum ConfigFile {
    case none
    case unreadable(StorageProblem)
    case lines([String?])

    static func read(at path: String) -> ConfigFile {
        var isDirectory: ObjCBool = false
        // Most runs have no file: asked first, so no error is made and dropped on the way to the first frame.
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return .none }
        if isDirectory.boolValue { return .unreadable(.notAFile) }
        let data: Data
        do {
            let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
            defer { try? handle.close() }
            data = try handle.readToEnd() ?? Data()
        } catch {
            return .unreadable(StorageProblem.of(error))
        }
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }  // a BOM some editors write
        return .lines(
            bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map { line in
                var line = Array(line)
                if line.last == 0x0D { line.removeLast() }
                return String(validating: line, as: UTF8.self)
            })
    }
}
