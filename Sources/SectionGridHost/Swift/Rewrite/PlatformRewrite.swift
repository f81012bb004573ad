/// The only changes a user's Swift file gets before it is compiled: what Linux forces, every line kept
/// on its line (so the compiler's line numbers, and a trap's, are the user's own).
///
/// - `@objc` (with its `(name)`), `@objcMembers`, `@IBAction` and `@IBSegueAction` are dropped: there is
///   no Objective-C runtime (Swift rejects them: "Objective-C interoperability is disabled").
/// - `@IBOutlet` is dropped ("only instance properties can be declared @IBOutlet" of a non-`@objc`
///   class), and the outlet holds a default-constructed view, as a nib would have filled it:
///   `@IBOutlet weak var label: UILabel!` → `var label: UILabel! = UILabel()` (`weak`/`unowned`
///   dropped, or nothing would keep the view; an outlet collection `[UILabel]!` gets `[]`).
/// - `@main` and `@UIApplicationMain` are dropped: the program's entry is SectionGrid's `main.swift`.
///
/// Dropped text becomes spaces, so columns stay too; only an outlet's inserted initializer moves what
/// follows it on its line (a trailing comment, in practice).
public struct PlatformRewrite: Sendable {
    /// A change made, for notes and tests.
    public struct Change: Hashable, Sendable, CustomStringConvertible {
        public var line: Int
        public var summary: String
        public var description: String { "line \(line): \(summary)" }
    }

    /// The file's bytes as compiled.
    public let bytes: [UInt8]
    /// What was changed, in source order.
    public let changes: [Change]

    /// Attributes dropped without a trace.
    static let droppedAttributes: Set<String> = [
        "@objc", "@objcMembers", "@IBAction", "@IBSegueAction", "@main",
        "@UIApplicationMain",
    ]

    public init(_ source: SwiftSource) {
        let tokens = SignificantTokens(source)
        var edits = SourceEdits()
        var changes: [Change] = []
        var position = 0
        while let token = tokens[position] {
            defer { position += 1 }
            guard token.kind == .attribute else { continue }
            let name = source.text(of: token)
            if Self.droppedAttributes.contains(name) {
                let end = Self.argumentsEnd(after: position, in: tokens)
                edits.blank(token.range.lowerBound..<end, of: source.bytes)
                changes.append(Change(line: token.line, summary: "\(name) dropped"))
            } else if name == "@IBOutlet" {
                edits.blank(token.range, of: source.bytes)
                var outlet = OutletRewrite(tokens: tokens, after: position)
                outlet.rewrite(into: &edits)
                changes.append(Change(line: token.line, summary: outlet.summary))
            }
        }
        bytes = edits.applied(to: source.bytes)
        self.changes = changes
    }

    /// Where an attribute's `(…)` ends when one follows it directly, else where the attribute ends.
    static func argumentsEnd(after position: Int, in tokens: SignificantTokens) -> Int {
        guard let attribute = tokens[position] else { return 0 }
        guard tokens.adjacent(position), tokens.is(position + 1, "("), let close = tokens[tokens.closing(position + 1)] else {
            return attribute.range.upperBound
        }
        return close.range.upperBound
    }
}
