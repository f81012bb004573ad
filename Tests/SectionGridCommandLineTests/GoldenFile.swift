import Foundation

/// The golden files under `Fixtures/golden` (read through #filePath; the folder is excluded from the
/// target): `SOURCE/VARIANT.txt` holds an output exactly, `SOURCE/VARIANT.fnv1a64` the hash and length
/// of one longer than `GoldenSink.textLimit`.
enum GoldenFile {
    /// A golden output.
    enum Content: Equatable {
        case text(String)
        case hash(String, byteCount: Int)

        var fileExtension: String {
            switch self {
            case .text: return "txt"
            case .hash: return "fnv1a64"
            }
        }

        var fileText: String {
            switch self {
            case .text(let text): return text
            case .hash(let hex, let byteCount): return "fnv1a64 \(hex)\nbytes \(byteCount)\n"
            }
        }
    }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/golden")
    static let extensions = ["txt", "fnv1a64"]

    /// The case's golden output, or `nil` when it has none.
    static func read(_ name: String) throws -> Content? {
        for fileExtension in extensions {
            let url = folder.appendingPathComponent(name + "." + fileExtension)
            guard FileManager.default.fileExists(atPath: url.path) else { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            guard fileExtension == "fnv1a64" else { return .text(text) }
            let words = text.split(whereSeparator: \.isWhitespace)
            guard words.count == 4, words[0] == "fnv1a64", words[2] == "bytes", let count = Int(words[3]) else {
                throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: url.path])
            }
            return .hash(String(words[1]), byteCount: count)
        }
        return nil
    }

    /// Writes the case's golden output atomically, removing one of the other kind.
    static func write(_ content: Content, for name: String) throws {
        let url = folder.appendingPathComponent(name + "." + content.fileExtension)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(content.fileText.utf8).write(to: url, options: .atomic)
        for other in extensions where other != content.fileExtension {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name + "." + other))
        }
    }

    /// Every golden file's path under `folder`, such as `demo-cards/frames-vertical.txt`.
    static func storedFiles() -> [String] {
        let base = folder.standardizedFileURL.path + "/"
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { item in
            guard let url = item as? URL, extensions.contains(url.pathExtension) else { return nil }
            let path = url.standardizedFileURL.path
            return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
        }.sorted()
    }

    /// Where `actual` first departs from `golden`: the line, or the hashes and lengths.
    static func difference(golden: Content, actual: Content) -> String {
        switch (golden, actual) {
        case (.text(let expected), .text(let text)):
            return firstDifferentLine(golden: expected, actual: text)
        case (.hash(let expected, let expectedCount), .hash(let hex, let count)):
            return "fnv1a64 \(hex), \(count) bytes; golden fnv1a64 \(expected), \(expectedCount) bytes"
        case (.text(let expected), .hash(_, let count)):
            return "the output is \(count) bytes; the golden text is \(expected.utf8.count)"
        case (.hash(_, let expectedCount), .text(let text)):
            return "the output is \(text.utf8.count) bytes; the golden output is \(expectedCount)"
        }
    }

    /// `line N (column C): golden … / actual …`, escapes shown as `␛`, long lines cut near the change.
    static func firstDifferentLine(golden: String, actual: String) -> String {
        let expectedLines = golden.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let index = zip(expectedLines, actualLines).prefix { $0 == $1 }.count
        func line(_ lines: [Substring]) -> Substring? { index < lines.count ? lines[index] : nil }
        let (expected, found) = (line(expectedLines), line(actualLines))
        let column = zip(expected ?? "", found ?? "").prefix { $0 == $1 }.count
        func shown(_ text: Substring?) -> String {
            guard let text else { return "(no such line)" }
            let start = max(0, column - 60)
            let excerpt = text.dropFirst(start).prefix(160).replacingOccurrences(of: "\u{1B}", with: "␛")
            return (start > 0 ? "…" : "") + excerpt + (text.count > start + 160 ? "…" : "")
        }
        return "line \(index + 1) of \(expectedLines.count) golden / \(actualLines.count) output lines differs"
            + " at column \(column + 1):\n  golden: \(shown(expected))\n  output: \(shown(found))"
    }
}
