import SectionLayout
import SectionSpec

extension SpecGenerator {
    /// Element kinds a generated supplementary may take (distinct ones are picked per array).
    static let elementKinds = ["badge", "count", "banner", "tag", "side", "pin", "notice", "a", "header", "footer", "é 🎈"]

    /// A boundary item's optional keys (what `header` and `footer` may have too).
    mutating func boundaryOptions() -> [(String, JSONValue?)] {
        [
            ("absoluteOffset", coin() ? Self.object([("x", coin() ? spacing() : nil), ("y", coin() ? spacing() : nil)]) : nil),
            ("extendsBoundary", coin() ? .bool(input.bool()) : nil),
            ("pinToVisibleBounds", input.oneIn(4) ? .bool(input.bool()) : nil),
            ("zIndex", input.oneIn(4) ? .integer(input.int(-3...3)) : nil),
            ("contentInsets", input.oneIn(4) ? insets(directional: true) : nil),
        ]
    }

    /// A `boundarySupplementaryItems` array of up to four items of distinct kinds, none among `taken`.
    mutating func boundaryItems(taken: Set<String> = []) -> JSONValue {
        let kinds = distinctKinds(count: input.int(0...4), excluding: taken)
        return .array(
            kinds.map { kind in
                Self.object(
                    [
                        ("elementKind", .string(kind)), ("width", dimension()), ("height", dimension()),
                        ("alignment", .string(input.pick(RectAlignment.allCases.map(\.rawValue)))),
                    ] + boundaryOptions())
            })
    }

    /// An item's `supplementaryItems`: up to three badges of distinct kinds (not the section's own).
    mutating func badges() -> JSONValue {
        let kinds = distinctKinds(count: input.int(0...3), excluding: ["header", "footer"])
        return .array(
            kinds.map { kind in
                Self.object([
                    ("elementKind", .string(kind)), ("width", dimension()), ("height", dimension()),
                    ("containerAnchor", anchor()), ("itemAnchor", coin() ? anchor() : nil),
                    ("zIndex", input.oneIn(4) ? .integer(input.int(-2...4)) : nil),
                ])
            })
    }

    /// An anchor: some edges and at most one offset.
    mutating func anchor() -> JSONValue {
        let edges = ["top", "leading", "bottom", "trailing"].filter { _ in input.bool() }.map(JSONValue.string)
        let point = Self.object([("x", coin() ? .double(input.signed()) : nil), ("y", coin() ? .double(input.signed()) : nil)])
        let offset: (String, JSONValue?) = input.oneIn(3) ? ("absoluteOffset", point) : ("fractionalOffset", coin() ? point : nil)
        return Self.object([("edges", .array(edges)), offset])
    }

    /// An item's `edgeSpacing`: some edges, fixed or flexible.
    mutating func edgeSpacing() -> JSONValue {
        Self.object(
            ["leading", "top", "trailing", "bottom"].map { key in
                (key, coin() ? Self.object([(input.bool() ? "fixed" : "flexible", spacing())]) : nil)
            })
    }

    /// A custom group's frames: between one and `budget` of them (at most 12 but rarely).
    mutating func customFrames(budget: Int) -> JSONValue {
        let count = input.oneIn(16) ? input.int(1...max(1, budget)) : input.int(1...max(1, min(12, budget)))
        return .array(
            (0..<count).map { _ in
                Self.object([
                    ("x", coin() ? .double(input.signed()) : nil), ("y", coin() ? .double(input.signed()) : nil),
                    ("width", length()), ("height", length()),
                ])
            })
    }

    /// The section's content-insets reference: the key, its older form, or neither (never both).
    mutating func contentInsetsReference() -> (String, JSONValue?) {
        switch input.int(0...3) {
        case 0:
            return ("supplementaryContentInsetsReference", .string(input.pick(ContentInsetsReference.allCases.map(\.rawValue))))
        case 1: return ("supplementariesFollowContentInsets", .bool(input.bool()))
        default: return ("supplementaryContentInsetsReference", nil)
        }
    }

    /// `count` distinct names from `elementKinds` that are not in `excluded`.
    private mutating func distinctKinds(count: Int, excluding excluded: Set<String>) -> [String] {
        var kinds: [String] = []
        for _ in 0..<count {
            let kind = input.pick(Self.elementKinds)
            if !excluded.contains(kind), !kinds.contains(kind) { kinds.append(kind) }
        }
        return kinds
    }
}
