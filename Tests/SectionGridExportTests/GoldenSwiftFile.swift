import Foundation

@testable import SectionGridTestSupport

/// The golden Swift files under `Fixtures/swift` (read through #filePath; the folder is excluded from
/// the target). `SECTIONGRID_REGENERATE_GOLDEN=1 swift test --filter GoldenSwiftTests` rewrites them
/// (and removes those without a case); review the diff.
///
/// Each fact is stored once: `NAME.swift` holds what `export swift` prints, and `NAME+sample.swift` only
/// what `--sample` adds to it. The `--sample` output is `NAME.swift` with ` --sample` on its command
/// line (the header's `//     sectiongrid export swift …`), followed by the addition. Long runs of alike
/// lines are stored as a rule (`GoldenLines`).
enum GoldenSwiftFile {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/swift")

    static var regenerates: Bool { ProcessInfo.processInfo.environment["SECTIONGRID_REGENERATE_GOLDEN"] == "1" }

    /// The suffix of a case exported with `--sample`, and what its file is called after.
    static let sampleSuffix = "-sample"

    /// The file a case's golden output is stored in: `demo-cards.swift`, or `demo-cards+sample.swift` for
    /// `demo-cards-sample` (the addition only).
    static func path(_ name: String) -> String {
        let file = name.hasSuffix(sampleSuffix) ? name.dropLast(sampleSuffix.count) + "+sample" : name
        return folder.appendingPathComponent(file + ".swift").path
    }

    /// The case's whole golden output, or `nil` when a file it needs is missing.
    static func read(_ name: String) -> String? {
        guard let stored = try? String(contentsOfFile: path(name), encoding: .utf8) else { return nil }
        guard name.hasSuffix(sampleSuffix) else { return GoldenLines.expanded(stored) }
        guard let base = read(String(name.dropLast(sampleSuffix.count))), let head = sampleHead(of: base) else { return nil }
        return head + GoldenLines.expanded(stored)
    }

    /// Stores `text` as the case's golden output; a `--sample` case's `text` must start with what
    /// `base` (the output without `--sample`) becomes with the option on its command line.
    static func write(_ text: String, name: String, base: String? = nil) throws {
        var stored = text
        if name.hasSuffix(sampleSuffix) {
            guard let head = base.flatMap(sampleHead), text.hasPrefix(head) else { throw NotAnAddition(name: name) }
            stored = String(text.dropFirst(head.count))
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(GoldenLines.compacted(stored).utf8).write(to: URL(fileURLWithPath: path(name)))
    }

    /// `base` with ` --sample` after the command its header shows, or `nil` when it shows none.
    static func sampleHead(of base: String) -> String? {
        guard let line = base.range(of: "\n//     sectiongrid export swift "),
            let end = base[line.upperBound...].firstIndex(of: "\n")
        else { return nil }
        return String(base[..<end]) + " --sample" + base[end...]
    }

    /// The golden files there are, by case name (`demo-cards`, `demo-cards-sample`, …).
    static var names: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".swift") }
            .map { file in
                let name = file.dropLast(6)
                return name.hasSuffix("+sample") ? String(name.dropLast(7)) + sampleSuffix : String(name)
            }
            .sorted()
    }

    /// A `--sample` output that does not start as its plain output does, so it cannot be stored as an
    /// addition.
    struct NotAnAddition: Error, CustomStringConvertible {
        var name: String
        var description: String { "\(name): the --sample output does not start with the plain output" }
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
