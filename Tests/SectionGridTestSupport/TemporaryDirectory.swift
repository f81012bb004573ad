import Foundation

/// A fresh directory under the system's temporary directory, for spec files written by tests.
struct TemporaryDirectory {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "sectiongrid-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Writes `contents` to `name` in the directory and returns its path.
    func file(_ name: String, contents: String) throws -> String {
        let file = path + "/" + name
        try Data(contents.utf8).write(to: URL(fileURLWithPath: file))
        return file
    }
}
