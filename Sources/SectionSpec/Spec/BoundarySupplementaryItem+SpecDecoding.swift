import SectionLayout

extension BoundarySupplementaryItem {
    /// The keys of an element of `boundarySupplementaryItems`.
    static let specKeys = [
        "elementKind", "width", "height", "alignment", "absoluteOffset", "extendsBoundary",
        "pinToVisibleBounds", "zIndex", "contentInsets",
    ]
    /// The keys of a `header` or `footer` object: the same but the element kind and alignment, which the
    /// key names.
    static let shorthandKeys = specKeys.filter { $0 != "elementKind" && $0 != "alignment" }

    /// Problems for the keys a `header` or `footer` takes from its place.
    static let shorthandHints: [String: String] = [
        "elementKind": "unknown key here, a \"header\" is of element kind \"header\" and a \"footer\" of \"footer\";"
            + " give other kinds in \"boundarySupplementaryItems\"",
        "alignment": "unknown key here, a \"header\" sits at the leading edge of the scroll axis and a \"footer\" at"
            + " the trailing one; give other alignments in \"boundarySupplementaryItems\"",
    ]

    /// Decodes an element of `boundarySupplementaryItems`: `elementKind`, `width`, `height` and
    /// `alignment` are required.
    init(json: JSONValue, at path: JSONPath) throws(SpecError) {
        try self.init(json: json, at: path, shorthand: nil)
    }

    /// Decodes a `header` or `footer` (`kind`): `width` and `height` are required. Its element kind and
    /// alignment are those of `init(size:)`; the section replaces them by the item's place.
    init(json: JSONValue, at path: JSONPath, shorthand kind: String?) throws(SpecError) {
        var elementKind = kind.map { _ in "header" }
        var alignment: RectAlignment? = kind.map { _ in .top }
        var width: LayoutDimension?
        var height: LayoutDimension?
        var item = BoundarySupplementaryItem(size: LayoutSize(width: .absolute(0), height: .absolute(0)))
        let known = kind == nil ? BoundarySupplementaryItem.specKeys : BoundarySupplementaryItem.shorthandKeys
        let hints = kind == nil ? [:] : BoundarySupplementaryItem.shorthandHints
        try SpecDecoding.forEachMember(of: json, at: path, known: known, hints: hints) { key, value, path throws(SpecError) in
            switch key {
            case "elementKind":
                elementKind = try CompositionalDecoding.elementKind(
                    value, at: path,
                    reserved: CompositionalDecoding.reservedBoundaryKinds)
            case "width": width = try CompositionalDecoding.dimension(value, at: path)
            case "height": height = try CompositionalDecoding.dimension(value, at: path)
            case "alignment": alignment = try SpecDecoding.choice(value, at: path)
            case "absoluteOffset": item.absoluteOffset = try CompositionalDecoding.point(value, at: path)
            case "extendsBoundary": item.extendsBoundary = try SpecDecoding.bool(value, at: path)
            case "pinToVisibleBounds": item.pinToVisibleBounds = try SpecDecoding.bool(value, at: path)
            case "zIndex": item.zIndex = try CompositionalDecoding.zIndex(value, at: path)
            default: item.contentInsets = try CompositionalDecoding.insets(value, at: path)
            }
        }
        guard let elementKind else { throw SpecError(path: path, problem: "missing \"elementKind\" (a string)") }
        item.size = try CompositionalDecoding.size(width: width, height: height, at: path)
        guard let alignment else {
            let names = RectAlignment.allCases.map { JSONWriter.quoted($0.rawValue) }.joined(separator: ", ")
            throw SpecError(path: path, problem: "missing \"alignment\" (one of \(names))")
        }
        item.elementKind = elementKind
        item.alignment = alignment
        self = item
    }

    /// Decodes a `boundarySupplementaryItems` array: element kinds unique among them and `taken`.
    static func decodeList(
        _ value: JSONValue, at path: JSONPath, taken: Set<String>,
        within what: String
    ) throws(SpecError) -> [BoundarySupplementaryItem] {
        try CompositionalDecoding.uniqueKinds(
            value, at: path, taken: taken, what: what,
            decode: {
                json, path throws(SpecError) in try BoundarySupplementaryItem(json: json, at: path)
            }, kind: \.elementKind)
    }
}

extension LayoutSupplementaryItem {
    /// The keys of an element of an item's `supplementaryItems`.
    static let specKeys = ["elementKind", "width", "height", "containerAnchor", "itemAnchor", "zIndex"]

    /// Decodes an item's supplementary: `elementKind`, `width`, `height` and `containerAnchor` are
    /// required.
    init(json: JSONValue, at path: JSONPath) throws(SpecError) {
        var kind: String?
        var width: LayoutDimension?
        var height: LayoutDimension?
        var container: LayoutAnchor?
        var item: LayoutAnchor?
        var zIndex = 0
        try SpecDecoding.forEachMember(of: json, at: path, known: LayoutSupplementaryItem.specKeys) {
            key, value, path throws(SpecError) in
            switch key {
            case "elementKind":
                kind = try CompositionalDecoding.elementKind(value, at: path, reserved: CompositionalDecoding.reservedItemKinds)
            case "width": width = try CompositionalDecoding.dimension(value, at: path)
            case "height": height = try CompositionalDecoding.dimension(value, at: path)
            case "containerAnchor": container = try CompositionalDecoding.anchor(value, at: path)
            case "itemAnchor": item = try CompositionalDecoding.anchor(value, at: path)
            default: zIndex = try CompositionalDecoding.zIndex(value, at: path)
            }
        }
        guard let kind else { throw SpecError(path: path, problem: "missing \"elementKind\" (a string)") }
        let size = try CompositionalDecoding.size(width: width, height: height, at: path)
        guard let container else {
            throw SpecError(path: path, problem: "missing \"containerAnchor\" (an object with \"edges\")")
        }
        self.init(elementKind: kind, size: size, containerAnchor: container, itemAnchor: item, zIndex: zIndex)
    }
}

extension LayoutEdgeSpacing {
    /// Decodes an item's `edgeSpacing`: `leading`, `top`, `trailing`, `bottom`, each a spacing, each
    /// optional.
    init(json: JSONValue, at path: JSONPath) throws(SpecError) {
        self.init()
        let hints = [
            "left": "unknown key here, edge spacing is directional: write \"leading\"",
            "right": "unknown key here, edge spacing is directional: write \"trailing\"",
        ]
        try SpecDecoding.forEachMember(of: json, at: path, known: ["leading", "top", "trailing", "bottom"], hints: hints) {
            key, value, path throws(SpecError) in
            let spacing = try CompositionalDecoding.spacing(value, at: path)
            switch key {
            case "leading": leading = spacing
            case "top": top = spacing
            case "trailing": trailing = spacing
            default: bottom = spacing
            }
        }
    }
}
