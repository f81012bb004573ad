import SectionSpec

/// Builds a valid spec, of either engine, from fuzz input: every key may appear, with hostile but
/// permitted values (zero, tiny and maximal lengths, negative spacings and insets, empty sections,
/// hundreds of thousands of items, groups nested eight deep). The spec goes through the real reader and
/// decoder, so a spec this builds that the decoder refuses is itself a finding.
public struct SpecGenerator {
    var input: FuzzBytes
    /// Whether spacings and insets are kept ≥ 0 (flow cells then never overlap).
    private(set) var nonNegative = false

    public init(_ input: FuzzBytes) {
        self.input = input
    }

    /// A whole spec.
    public mutating func spec() -> JSONValue {
        nonNegative = input.bool()
        return input.oneIn(3) ? compositionalSpec() : flowSpec()
    }

    // MARK: Shared values

    static func object(_ pairs: [(String, JSONValue?)]) -> JSONValue {
        .object(pairs.compactMap { key, value in value.map { JSONMember(key: key, value: $0) } })
    }

    /// Whether an optional key is written (about half the time).
    mutating func coin() -> Bool { input.bool() }

    mutating func length() -> JSONValue { .double(input.length()) }
    mutating func spacing() -> JSONValue { .double(input.spacing(nonNegative: nonNegative)) }

    mutating func size() -> JSONValue { Self.object([("width", length()), ("height", length())]) }
    /// A viewport is at least 1×1 point (a smaller one is refused): the lengths below 1 become 1.
    mutating func viewport() -> JSONValue {
        Self.object([("width", .double(max(1, input.length()))), ("height", .double(max(1, input.length())))])
    }

    mutating func insets(directional: Bool = false) -> JSONValue {
        let keys = directional ? ["top", "leading", "bottom", "trailing"] : ["top", "left", "bottom", "right"]
        return Self.object(keys.map { ($0, coin() ? spacing() : nil) })
    }

    mutating func color() -> JSONValue {
        .string(
            input.pick([
                "red", "systemBlue", "#123456", "#ABC", "#11223344", "clear", "lightGray", "systemYellow",
                "black", "#FFFFFF00",
            ]))
    }

    mutating func title() -> JSONValue {
        .string(
            input.pick([
                "A", "", "Section", "日本語のタイトル", "emoji 👩‍👩‍👧 and é", "tab\there",
                "\u{1B}[31mred\u{85}",
                String(repeating: "long title ", count: 30), "\u{301}combining", "ﷺ",
            ]))
    }

    mutating func direction() -> JSONValue { .string(input.pick(["vertical", "horizontal"])) }

    /// The keys every engine shares.
    mutating func commonKeys() -> [(String, JSONValue?)] {
        [
            ("scrollDirection", coin() ? direction() : nil), ("viewport", coin() ? viewport() : nil),
            ("contentInset", coin() ? insets() : nil), ("backgroundColor", coin() ? color() : nil),
        ] + deviceKeys() + traitKeys()
    }

    /// Right to left and dark mode, now and then (issue 14 §4–5).
    mutating func traitKeys() -> [(String, JSONValue?)] {
        guard input.oneIn(4) else { return [] }
        return [
            ("layoutDirection", coin() ? .string(input.pick(["leftToRight", "rightToLeft"])) : nil),
            ("appearance", coin() ? .string(input.pick(["light", "dark"])) : nil),
        ]
    }

    /// The device around the layout, now and then (issue 14): a preset, or a safe area, margins and a
    /// scale of their own.
    mutating func deviceKeys() -> [(String, JSONValue?)] {
        guard input.oneIn(3) else { return [] }
        let sides = ["top", "left", "bottom", "right"]
        return [
            ("device", coin() ? .string(input.pick(DeviceCatalog.names + ["iPhone 16 Pro"])) : nil),
            ("safeAreaInsets", coin() ? Self.object(sides.map { ($0, coin() ? length() : nil) }) : nil),
            ("layoutMargins", input.oneIn(3) ? Self.object(sides.map { ($0, coin() ? length() : nil) }) : nil),
            ("screenScale", coin() ? .double(Double(input.int(1...3))) : nil),
        ]
    }

    /// A background's style keys.
    mutating func styleKeys() -> [(String, JSONValue?)] {
        var pairs: [(String, JSONValue?)] = [("color", coin() ? color() : nil), ("cornerRadius", coin() ? length() : nil)]
        if coin() {
            pairs.append(("border", Self.object([("width", coin() ? length() : nil), ("color", coin() ? color() : nil)])))
        }
        if coin() {
            let offset = coin() ? Self.object([("width", .double(input.signed())), ("height", .double(input.signed()))]) : nil
            pairs.append(
                (
                    "shadow",
                    Self.object([
                        ("color", coin() ? color() : nil), ("offset", offset),
                        ("radius", coin() ? length() : nil),
                        ("opacity", coin() ? .double(input.unit()) : nil),
                    ])
                ))
        }
        if coin() { pairs.append(("image", .string(input.pick(["dots", "stripes", "checker", "grid", "missing.ppm", ""])))) }
        return pairs
    }

    /// An item count: mostly small, sometimes large, rarely huge.
    mutating func itemCount() -> Int {
        switch input.int(0...31) {
        case 0: return 0
        case 1: return input.int(1_000...300_000)
        case 2: return input.pick([1_000_000, 2_000_000])
        case 3...6: return input.int(0...400)
        default: return input.int(0...40)
        }
    }

    // MARK: Flow

    mutating func flowSpec() -> JSONValue {
        var pairs: [(String, JSONValue?)] = [("layout", coin() ? .string("flow") : nil)]
        pairs += commonKeys()
        pairs.append(("flow", coin() ? Self.object(flowKeys()) : nil))
        if input.oneIn(3) { pairs.append(("background", flowBackground())) }
        let sections = (0..<input.int(0...6)).map { _ in flowSection() }
        pairs.append(("sections", input.oneIn(8) && sections.isEmpty ? nil : .array(sections)))
        return Self.object(pairs)
    }

    mutating func flowKeys() -> [(String, JSONValue?)] {
        [
            ("itemSize", coin() ? size() : nil), ("minimumLineSpacing", coin() ? spacing() : nil),
            ("minimumInteritemSpacing", coin() ? spacing() : nil), ("sectionInset", coin() ? insets() : nil),
            ("headerReferenceSize", coin() ? size() : nil), ("footerReferenceSize", coin() ? size() : nil),
        ]
    }

    mutating func flowBackground() -> JSONValue {
        var pairs: [(String, JSONValue?)] = [
            ("cover", coin() ? .string(input.pick(["section", "items", "none"])) : nil),
            ("includeHeader", coin() ? .bool(input.bool()) : nil), ("includeFooter", coin() ? .bool(input.bool()) : nil),
            ("margin", coin() ? insets() : nil), ("whenEmpty", coin() ? .bool(input.bool()) : nil),
        ]
        pairs += styleKeys()
        return Self.object(pairs)
    }

    mutating func flowSection() -> JSONValue {
        var pairs: [(String, JSONValue?)] = [("title", coin() ? title() : nil)]
        if input.oneIn(3) {
            let count = input.oneIn(16) ? input.int(0...20_000) : input.int(0...40)
            let uniform = input.oneIn(4) ? size() : nil
            pairs.append(("itemSizes", .array((0..<count).map { _ in uniform ?? size() })))
        } else {
            pairs.append(("items", .integer(itemCount())))
        }
        if input.oneIn(3) { pairs += flowKeys() }
        if input.oneIn(4) { pairs.append(("background", flowBackground())) }
        return Self.object(pairs)
    }
}
