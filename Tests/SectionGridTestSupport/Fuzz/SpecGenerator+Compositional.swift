import SectionLayout
import SectionSpec

extension SpecGenerator {
    mutating func compositionalSpec() -> JSONValue {
        var pairs: [(String, JSONValue?)] = [("layout", .string("compositional"))]
        pairs += commonKeys()
        pairs.append(("interSectionSpacing", coin() ? spacing() : nil))
        pairs.append(("boundarySupplementaryItems", input.oneIn(3) ? boundaryItems() : nil))
        let sections = (0..<input.int(0...5)).map { _ in compositionalSection() }
        pairs.append(("sections", .array(sections)))
        return Self.object(pairs)
    }

    mutating func compositionalSection() -> JSONValue {
        let levels = input.oneIn(8) ? SpecLimits.maximumGroupDepth : input.int(1...3)
        var pairs: [(String, JSONValue?)] = [
            ("title", coin() ? title() : nil), ("items", .integer(itemCount())),
            ("group", group(level: 1, levels: levels, budget: LayoutGroup.maximumItems)),
            ("interGroupSpacing", coin() ? spacing() : nil), ("contentInsets", coin() ? insets(directional: true) : nil),
        ]
        if coin() {
            let behaviors = OrthogonalScrollingBehavior.allCases.map(\.rawValue)
            pairs.append(("orthogonalScrollingBehavior", .string(input.pick(behaviors))))
        }
        pairs.append(contentInsetsReference())
        let header = coin() ? supplementary() : nil
        let footer = coin() ? supplementary() : nil
        pairs.append(("header", header))
        pairs.append(("footer", footer))
        let taken = Set([header.map { _ in "header" }, footer.map { _ in "footer" }].compactMap { $0 })
        pairs.append(("boundarySupplementaryItems", input.oneIn(3) ? boundaryItems(taken: taken) : nil))
        if coin() {
            pairs.append(("background", Self.object([("contentInsets", coin() ? insets(directional: true) : nil)] + styleKeys())))
        }
        return Self.object(pairs)
    }

    /// A fraction: the usual ones, nothing, a little more than the whole, or the maximum.
    mutating func fraction() -> Double {
        switch input.int(0...9) {
        case 0: return 0
        case 1: return 10_000_000
        case 2: return input.unit() * 1.5
        case 3: return 1.0 / 3
        default: return input.pick([1, 1, 0.5, 0.25, 0.2, 1e-9])
        }
    }

    mutating func dimension() -> JSONValue {
        switch input.int(0...7) {
        case 0, 1, 2: return Self.object([("fractionalWidth", .double(fraction()))])
        case 3: return Self.object([("fractionalHeight", .double(fraction()))])
        case 4, 5: return Self.object([("absolute", length())])
        default: return Self.object([("estimated", length())])
        }
    }

    mutating func supplementary() -> JSONValue {
        Self.object([("width", dimension()), ("height", dimension())] + boundaryOptions())
    }

    mutating func item() -> JSONValue {
        Self.object([
            ("width", dimension()), ("height", dimension()), ("contentInsets", coin() ? insets(directional: true) : nil),
            ("edgeSpacing", input.oneIn(4) ? edgeSpacing() : nil), ("supplementaryItems", input.oneIn(3) ? badges() : nil),
        ])
    }

    /// A group nested `level` deep (at most `levels`) whose one repetition lays out at most `budget`
    /// items, so nested `count`s never pass the decoder's maximum.
    mutating func group(level: Int, levels: Int, budget: Int) -> JSONValue {
        var pairs: [(String, JSONValue?)] = [("axis", direction()), ("width", dimension()), ("height", dimension())]
        var count: Int?
        if coin() { count = input.oneIn(6) ? input.int(1...max(1, budget)) : input.int(1...max(1, min(8, budget))) }
        let inner = max(1, budget / (count ?? 1))
        let kinds = level < levels ? 3 : 0
        switch input.int(0...kinds) {
        case 0: pairs.append(("item", item()))
        case 3: pairs.append(("custom", customFrames(budget: inner)))
        case 1: pairs.append(("group", group(level: level + 1, levels: levels, budget: inner)))
        default:
            let subitems = (0..<input.int(1...4)).map { _ in
                input.bool() ? item() : group(level: level + 1, levels: levels, budget: inner)
            }
            pairs.append(("subitems", .array(subitems)))
        }
        pairs.append(("count", count.map(JSONValue.integer)))
        if coin() { pairs.append(("interItemSpacing", Self.object([(input.bool() ? "fixed" : "flexible", spacing())]))) }
        pairs.append(("contentInsets", coin() ? insets(directional: true) : nil))
        return Self.object(pairs)
    }
}
