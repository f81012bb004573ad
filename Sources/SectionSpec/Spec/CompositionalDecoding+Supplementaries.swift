import SectionLayout

extension CompositionalDecoding {
    /// The edge names of an anchor's `edges`.
    static let edgeNames: [(name: String, edge: DirectionalRectEdges)] =
        [("top", .top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing)]

    /// `{"x", "y"}`, each any finite number, 0 when missing.
    static func point(_ value: JSONValue, at path: JSONPath) throws(SpecError) -> Point {
        var point = Point.zero
        try SpecDecoding.forEachMember(of: value, at: path, known: ["x", "y"]) { key, value, path throws(SpecError) in
            if key == "x" {
                point.x = try SpecDecoding.number(value, at: path)
            } else {
                point.y = try SpecDecoding.number(value, at: path)
            }
        }
        return point
    }

    /// `{"x", "y", "width", "height"}`: a custom group's frame; `x` and `y` any finite number (0 when
    /// missing), `width` and `height` lengths (required).
    static func frame(_ value: JSONValue, at path: JSONPath) throws(SpecError) -> Rect {
        var origin = Point.zero
        var width: Double?
        var height: Double?
        try SpecDecoding.forEachMember(of: value, at: path, known: ["x", "y", "width", "height"]) {
            key, value, path throws(SpecError) in
            switch key {
            case "x": origin.x = try SpecDecoding.number(value, at: path)
            case "y": origin.y = try SpecDecoding.number(value, at: path)
            case "width": width = try SpecDecoding.length(value, at: path)
            default: height = try SpecDecoding.length(value, at: path)
            }
        }
        guard let width else { throw SpecError(path: path, problem: "missing \"width\"") }
        guard let height else { throw SpecError(path: path, problem: "missing \"height\"") }
        return Rect(origin: origin, size: Size(width: width, height: height))
    }

    /// A `zIndex`: a whole number of magnitude at most `SpecLimits.maximumMagnitude`.
    static func zIndex(_ value: JSONValue, at path: JSONPath) throws(SpecError) -> Int {
        guard case .number(let number, _) = value else { throw SpecDecoding.typeMismatch("a number", value, at: path) }
        let maximum = SpecDecoding.display(SpecLimits.maximumMagnitude)
        guard abs(number) <= SpecLimits.maximumMagnitude, number == number.rounded() else {
            throw SpecError(
                path: path, problem: "must be a whole number from -\(maximum) to \(maximum) (got \(SpecDecoding.display(number)))"
            )
        }
        return Int(number)
    }

    /// An `elementKind`: a string that is not empty and not one of `reserved` (each with the reason).
    static func elementKind(_ value: JSONValue, at path: JSONPath, reserved: [String: String]) throws(SpecError) -> String {
        let kind = try SpecDecoding.string(value, at: path)
        guard !kind.isEmpty else { throw SpecError(path: path, problem: "must not be empty") }
        if let reason = reserved[kind] { throw SpecError(path: path, problem: reason) }
        return kind
    }

    /// Element kinds no boundary item may take.
    static let reservedBoundaryKinds = [
        "cell": "\"cell\" is the element kind of cells; name the supplementary another way",
        "background": "\"background\" is the element kind of the section background; name the supplementary another way",
    ]

    /// Element kinds no item supplementary may take: those, and the section's header and footer.
    static let reservedItemKinds = reservedBoundaryKinds.merging([
        "header": "\"header\" is the element kind of the section's header; name the item's supplementary another way",
        "footer": "\"footer\" is the element kind of the section's footer; name the item's supplementary another way",
    ]) { first, _ in first }

    /// An anchor: `edges` (an array of distinct edge names, required) and at most one of
    /// `absoluteOffset` and `fractionalOffset` (`{"x", "y"}`).
    static func anchor(_ value: JSONValue, at path: JSONPath) throws(SpecError) -> LayoutAnchor {
        var edges: DirectionalRectEdges?
        var offset: (key: String, value: LayoutAnchor.Offset)?
        try SpecDecoding.forEachMember(of: value, at: path, known: ["edges", "absoluteOffset", "fractionalOffset"]) {
            key, member, memberPath throws(SpecError) in
            if key == "edges" {
                edges = try anchorEdges(member, at: memberPath)
                return
            }
            if let offset {
                throw SpecError(
                    path: path, problem: "give either \(JSONWriter.quoted(offset.key)) or \(JSONWriter.quoted(key)), not both")
            }
            let point = try CompositionalDecoding.point(member, at: memberPath)
            offset = (key, key == "absoluteOffset" ? .absolute(point) : .fractional(point))
        }
        guard let edges else {
            throw SpecError(
                path: path, problem: #"missing "edges" (an array of "top", "leading", "bottom", "trailing"; [] centres it)"#)
        }
        return LayoutAnchor(edges: edges, offset: offset?.value ?? .zero)
    }

    /// An anchor's `edges`: an array of distinct names among `edgeNames`.
    private static func anchorEdges(_ value: JSONValue, at path: JSONPath) throws(SpecError) -> DirectionalRectEdges {
        guard case .array(let elements) = value else { throw SpecDecoding.typeMismatch("an array", value, at: path) }
        var edges: DirectionalRectEdges = []
        let names = edgeNames.map(\.name)
        for (index, element) in elements.enumerated() {
            let elementPath = path.appending(index: index)
            let name = try SpecDecoding.string(element, at: elementPath)
            guard let edge = edgeNames.first(where: { $0.name == name })?.edge else {
                let hint = ["left": ", write \"leading\"", "right": ", write \"trailing\""][name] ?? ""
                throw SpecError(
                    path: elementPath,
                    problem: "must be one of \(names.map(JSONWriter.quoted).joined(separator: ", "))"
                        + " (got \(JSONWriter.quoted(name)))\(hint)")
            }
            guard !edges.contains(edge) else {
                throw SpecError(path: elementPath, problem: "\(JSONWriter.quoted(name)) is listed twice")
            }
            edges.insert(edge)
        }
        return edges
    }

    /// An array of at most `SpecLimits.maximumSupplementaries` objects read by `decode`, whose element
    /// kinds (`kind` reads one) are unique and not among `taken`.
    static func uniqueKinds<Item>(
        _ value: JSONValue, at path: JSONPath, taken: Set<String> = [], what: String,
        decode: (JSONValue, JSONPath) throws(SpecError) -> Item,
        kind: (Item) -> String
    ) throws(SpecError) -> [Item] {
        guard case .array(let elements) = value else { throw SpecDecoding.typeMismatch("an array", value, at: path) }
        let maximum = SpecLimits.maximumSupplementaries
        guard elements.count <= maximum else {
            throw SpecError(path: path, problem: "\(elements.count) supplementary items exceed the maximum of \(maximum)")
        }
        var seen = taken
        var items: [Item] = []
        for (index, element) in elements.enumerated() {
            let elementPath = path.appending(index: index)
            let item = try decode(element, elementPath)
            guard seen.insert(kind(item)).inserted else {
                throw SpecError(
                    path: elementPath.appending("elementKind"),
                    problem: "duplicate element kind \(JSONWriter.quoted(kind(item))) (element kinds are unique \(what))")
            }
            items.append(item)
        }
        return items
    }
}
