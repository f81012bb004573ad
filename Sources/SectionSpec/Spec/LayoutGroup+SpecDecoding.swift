import SectionLayout

extension LayoutGroup {
    /// The keys of a group object.
    static let specKeys = [
        "axis", "width", "height", "item", "group", "subitems", "custom", "count", "interItemSpacing",
        "contentInsets",
    ]
    /// The keys that say what a group holds; a group has exactly one of them.
    static let contentKeys = ["item", "group", "subitems", "custom"]

    /// Decodes a group object nested `depth` levels deep (1 for a section's `group`): `width` and
    /// `height` are required, and exactly one of `item`, `group` (one nested group), `subitems` or
    /// `custom` (the frames of a custom group); `axis` too, except for a custom group.
    init(json: JSONValue, at path: JSONPath, depth: Int) throws(SpecError) {
        guard depth <= SpecLimits.maximumGroupDepth else {
            throw SpecError(path: path, problem: "groups nest at most \(SpecLimits.maximumGroupDepth) levels deep")
        }
        var axis: Axis?
        var width: LayoutDimension?
        var height: LayoutDimension?
        var content: (key: String, subitems: [LayoutSubitem])?
        var custom: [Rect]?
        var count: Int?
        var spacing = LayoutSpacing.zero
        var insets = DirectionalEdgeInsets.zero
        let hints = ["interGroupSpacing": "unknown key here, \"interGroupSpacing\" belongs in the section"]
        try SpecDecoding.forEachMember(of: json, at: path, known: LayoutGroup.specKeys, hints: hints) {
            key, value, memberPath throws(SpecError) in
            if LayoutGroup.contentKeys.contains(key), let content {
                throw SpecError(
                    path: path,
                    problem: "give either \(JSONWriter.quoted(content.key)) or"
                        + " \(JSONWriter.quoted(key)), not both")
            }
            switch key {
            case "axis": axis = try SpecDecoding.choice(value, at: memberPath)
            case "width": width = try CompositionalDecoding.dimension(value, at: memberPath)
            case "height": height = try CompositionalDecoding.dimension(value, at: memberPath)
            case "item": content = (key, [.item(try LayoutItem(json: value, at: memberPath))])
            case "group": content = (key, [.group(try LayoutGroup(json: value, at: memberPath, depth: depth + 1))])
            case "subitems": content = (key, try LayoutSubitem.decodeList(value, at: memberPath, depth: depth + 1))
            case "custom":
                custom = try LayoutGroup.decodeCustomFrames(value, at: memberPath)
                content = (key, [])
            case "count": count = try CompositionalDecoding.slotCount(value, at: memberPath)
            case "interItemSpacing": spacing = try CompositionalDecoding.spacing(value, at: memberPath)
            default: insets = try CompositionalDecoding.insets(value, at: memberPath)
            }
        }
        guard let axis = axis ?? (custom == nil ? nil : .horizontal) else {
            throw SpecError(path: path, problem: "missing \"axis\" (\"horizontal\" or \"vertical\")")
        }
        let size = try CompositionalDecoding.size(width: width, height: height, at: path)
        guard let content else {
            throw SpecError(path: path, problem: "missing \"item\", \"subitems\" or \"group\" (what the group holds)")
        }
        self.init(
            axis: axis, size: size, subitems: content.subitems, count: count, interItemSpacing: spacing,
            contentInsets: insets, customFrames: custom)
        let leaves = minimumLeafCount
        guard leaves <= Double(LayoutGroup.maximumItems) else {
            throw SpecError(
                path: path,
                problem: "holds at least \(formatPoints(leaves)) items (nested \"count\"s multiply),"
                    + " more than the maximum of \(LayoutGroup.maximumItems) in one group")
        }
    }

    /// Decodes `custom`: a non-empty array of at most `LayoutGroup.maximumItems` frames.
    static func decodeCustomFrames(_ value: JSONValue, at path: JSONPath) throws(SpecError) -> [Rect] {
        guard case .array(let elements) = value else { throw SpecDecoding.typeMismatch("an array", value, at: path) }
        guard !elements.isEmpty else {
            throw SpecError(path: path, problem: #"must hold at least one frame ({"x", "y", "width", "height"})"#)
        }
        guard elements.count <= LayoutGroup.maximumItems else {
            throw SpecError(path: path, problem: "\(elements.count) frames exceed the maximum of \(LayoutGroup.maximumItems)")
        }
        var frames: [Rect] = []
        frames.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            frames.append(try CompositionalDecoding.frame(element, at: path.appending(index: index)))
        }
        return frames
    }
}
