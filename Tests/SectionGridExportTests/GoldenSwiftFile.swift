import Foundation

/// The golden Swift files under `Fixtures/swift` (read through #filePath; the folder is excluded from
/// the target). `SECTIONGRID_REGENERATE_GOLDEN=1 swift test --filter GoldenSwiftTests` rewrites them
/// (and removes those without a case); review the diff.
enum GoldenSwiftFile {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/swift")

    static var regenerates: Bool { ProcessInfo.processInfo.environment["SECTIONGRID_REGENERATE_GOLDEN"] == "1" }

    static func path(_ name: String) -> String { folder.appendingPathComponent(name + ".swift").path }

    static func read(_ name: String) -> String? {
        try? String(contentsOfFile: path(name), encoding: .utf8)
    }

    static func write(_ text: String, name: String) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path(name)))
    }

    /// The golden files there are, by name.
    static var names: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }.sorted()
    }

    /// The first line where `actual` and `expected` differ, for a failure message.
    static func firstDifference(_ actual: String, _ expected: String) -> String {
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(a.count, e.count) where index >= a.count || index >= e.count || a[index] != e[index] {
            let got = index < a.count ? String(a[index]) : "(end)"
            let want = index < e.count ? String(e[index]) : "(end)"
            return "line \(index + 1):\n  got:      \(got)\n  expected: \(want)"
        }
        return "no difference"
    }
}
