/// What a compiled program wrote on standard error, split into the user's own output (their `print`s:
/// the host sends standard output there) and Swift's report of a trap: the line `FILE:LINE: Fatal error:
/// MESSAGE` (or `Precondition failed`, `Assertion failed`), the stack trace after it left out. Paths the
/// program was built with are mapped back to the user's (`PathMap`).
struct TrapReport: Hashable, Sendable {
    /// What the program printed before any trap report.
    var userOutput: String
    /// The trap's line, with the user's paths (`nil`: Swift printed none).
    var message: String?

    /// The words that start Swift's report of a runtime failure.
    static let markers = ["Fatal error", "Precondition failed", "Assertion failed", "Program crashed"]

    init(standardError: String, paths: PathMap) {
        let lines = standardError.split(separator: "\n", omittingEmptySubsequences: false)
        guard let index = lines.firstIndex(where: { line in Self.markers.contains { line.contains($0) } }) else {
            userOutput = Self.withoutStackTrace(standardError)
            message = nil
            return
        }
        userOutput = lines[..<index].map { $0 + "\n" }.joined()
        message = paths.mapped(String(lines[index]).trimmingSpaces).trimmingCharacters(of: "*💣 ")
    }

    /// `text` without a `Current stack trace:` and what follows (Swift prints one on a crash).
    private static func withoutStackTrace(_ text: String) -> String {
        guard let range = text.range(of: "Current stack trace:") else { return text }
        return String(text[..<range.lowerBound])
    }
}

/// Paths a program was built with, and the user's paths they stand for: the build folder's copies
/// (`/…/build.x/src/Layout~2.swift`) and the names traps give them (`SectionGridApp/Layout~2.swift`).
public struct PathMap: Hashable, Sendable {
    private var pairs: [(String, String)] = []

    public init() {}

    /// The map for `program` built in `folder`.
    public init(program: ProgramSources, folder: String?) {
        for file in program.files {
            if let folder { pairs.append((folder + "/src/" + file.compiledName, file.userPath)) }
            pairs.append((ProgramSources.moduleName + "/" + file.compiledName, file.userPath))
        }
        // Longest first, so `Layout~2.swift` is not taken for `Layout.swift`.
        pairs.sort { $0.0.count > $1.0.count }
    }

    /// `text` with every built path replaced by the user's.
    public func mapped(_ text: String) -> String {
        pairs.reduce(text) { $0.replacing($1.0, with: $1.1) }
    }

    public static func == (lhs: PathMap, rhs: PathMap) -> Bool { lhs.pairs.elementsEqual(rhs.pairs, by: ==) }
    public func hash(into hasher: inout Hasher) {
        for (from, to) in pairs {
            hasher.combine(from)
            hasher.combine(to)
        }
    }
}

extension String {
    /// Without the characters of `set` at either end.
    func trimmingCharacters(of set: String) -> String {
        String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
    }
}
