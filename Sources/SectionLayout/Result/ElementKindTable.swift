/// The element kinds a layout names (boundary items and item supplementaries beyond `header`, `footer`
/// and `background`), each stored once: elements keep an index into it (`SupplementaryElement.Kind`).
struct ElementKindTable {
    /// The names, in the order first met.
    private(set) var kinds: [ElementKind] = []
    private var indices: [String: Int] = [:]

    /// The stored kind for `name`: a built-in one for `header`, `footer` and `background`, otherwise
    /// the name's entry (added when new).
    mutating func kind(named name: String) -> SupplementaryElement.Kind {
        switch name {
        case "header": return .header
        case "footer": return .footer
        case "background": return .background
        default:
            if let index = indices[name] { return .named(index) }
            indices[name] = kinds.count
            kinds.append(ElementKind(rawValue: name))
            return .named(kinds.count - 1)
        }
    }

    /// True for the kinds no supplementary may take: `cell` and `background` name a section's own
    /// elements (a spec refuses them; a layout built in Swift leaves such items out).
    static func isReserved(_ name: String) -> Bool { name == "cell" || name == "background" }

    /// True for the kinds an item's supplementary may not take: the reserved ones, and `header` and
    /// `footer`, which name the section's header and footer.
    static func isReservedForItems(_ name: String) -> Bool { isReserved(name) || name == "header" || name == "footer" }
}
