import SectionLayout

/// The viewer's part for a Swift program open in it (`nil` for a spec): its files, the entry, the
/// last good picture the program drew, whether it is compiling, and its errors.
public struct ProgramState: Sendable {
    /// The Swift files, as given.
    public let files: [String]
    /// The entry laid out (`nil` until the first compile).
    public internal(set) var entry: String?
    /// The last layout the program answered (`nil` until the first).
    public internal(set) var picture: ProgramPicture?
    /// True while a compile runs.
    public internal(set) var isCompiling = false
    /// The last compile's or run's errors, `FILE:LINE:COL: error: …` one a line (empty: none).
    public internal(set) var errors: [String] = []
    /// The flow delegate methods that answer per section (their values are overridden when tweaked).
    public internal(set) var delegateAnswers: [String] = []
    /// Why the code's layout is more than its spec (its own `layoutAttributesForElements(in:)`, …).
    public internal(set) var customizations: [String] = []

    public init(files: [String]) {
        self.files = files
    }

    /// How the status bar names it: the first file's name (`+2` for two more) and the entry,
    /// `Cards.swift +2 · CardsViewController`.
    public var displayName: String {
        let first = files.first.map { $0.split(separator: "/").last.map(String.init) ?? $0 } ?? ""
        let names = first + (files.count > 1 ? " +\(files.count - 1)" : "")
        return entry.map { "\(names) · \($0)" } ?? names
    }

    /// Every file's name and the entry, as the message line says what opened.
    public var fullName: String {
        let names = files.map { $0.split(separator: "/").last.map(String.init) ?? $0 }.joined(separator: " ")
        return entry.map { "\(names) · \($0)" } ?? names
    }
}
