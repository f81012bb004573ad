/// Names of the generated types: the layout class's (`--name`, or one made from the spec's name) and
/// the ones derived from it.
public enum SwiftTypeName {
    /// Used when the spec's name gives nothing to build on (`123.json`).
    public static let fallback = "SectionGridLayout"

    /// Words that cannot name a type.
    private static let keywords: Set<String> = [
        "Any", "Protocol", "Self", "Type", "associatedtype", "class", "deinit", "enum", "extension", "fileprivate",
        "func", "import", "init", "inout", "internal", "let", "open", "operator", "private", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "continue", "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where",
        "while", "as", "catch", "false", "is", "nil", "super", "self", "throw", "throws", "true", "try",
    ]

    /// Whether `name` can name the layout class: an ASCII identifier that is not a keyword.
    public static func isValid(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, isIdentifierHead(first), !keywords.contains(name) else { return false }
        return name.unicodeScalars.allSatisfy { isIdentifierHead($0) || ("0"..."9").contains($0) }
    }

    /// The name for a spec from `origin`: its words in upper camel case, ending in `Layout`
    /// (`cards` → `CardsLayout`, `my-grid.json` → `MyGridLayout`, `AppLayout.json` → `AppLayout`).
    public static func `default`(for origin: SwiftExportOptions.Origin) -> String {
        let stem: Substring
        switch origin {
        case .demo(let name): stem = Substring(name)
        case .file(let name): stem = name.hasSuffix(".json") ? name.dropLast(5) : Substring(name)
        }
        let words = stem.split { !$0.isASCII || !($0.isLetter || $0.isNumber) }
        var name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        guard let first = name.unicodeScalars.first, isIdentifierHead(first) else { return fallback }
        if !name.hasSuffix("Layout") { name += "Layout" }
        return name
    }

    private static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
    }
}
