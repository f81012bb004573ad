import SectionLayout

/// Writes the statements building one section's tree — items with their badges, nested groups, the
/// section's group — innermost first, each a `let` named after what it is (`item`, `item2`, `badge`,
/// `group`, `innerGroup`); a subitem used twice is built once. Custom groups read their frames from the
/// `Spec` table `customFrameTable` names for them.
struct CompositionalTreeWriter {
    /// The statements so far.
    private(set) var lines: [String] = []
    /// The names given, so that each is given once.
    private var used: Set<String> = []
    /// Subitems already built, by value.
    private var built: [LayoutSubitem: String] = [:]
    /// Names the `Spec` table of a custom group's frames (`customFrames1`).
    let customFrameTable: ([Rect]) -> String

    init(customFrameTable: @escaping ([Rect]) -> String) {
        self.customFrameTable = customFrameTable
    }

    /// A new name: `base`, else `base2`, `base3`, ….
    mutating func name(_ base: String) -> String {
        var candidate = base
        var number = 1
        while used.contains(candidate) {
            number += 1
            candidate = base + "\(number)"
        }
        used.insert(candidate)
        return candidate
    }

    mutating func append(_ line: String) { lines.append(line) }

    /// Builds `group` (the section's group when `isOuter`), returning its name.
    mutating func group(_ group: LayoutGroup, isOuter: Bool) throws(UnsupportedGroup) -> String {
        if let name = built[.group(group)] { return name }
        let size = CompositionalLiteral.size(group.size)
        let name: String
        if let frames = group.customFrames, !frames.isEmpty {
            name = self.name(isOuter ? "group" : "innerGroup")
            lines.append("let \(name) = NSCollectionLayoutGroup.custom(layoutSize: \(size)) { _ in")
            lines.append("    customItems(Spec.\(customFrameTable(frames)))")
            lines.append("}")
        } else {
            let axis = group.axis == .horizontal ? "horizontal" : "vertical"
            // A group without subitems, or a custom one without frames, lays out as one item filling it
            // (`LayoutGroup`); UIKit's groups need a subitem, so it gets that item, in one slot
            // (`subitem:count: 1`): as `subitems:` it would repeat while it fits, without end in a
            // group of no width.
            let fills = group.subitems.isEmpty || group.customFrames != nil
            let subitems =
                fills
                ? [LayoutSubitem.item(LayoutItem(width: .fractionalWidth(1), height: .fractionalHeight(1)))]
                : group.subitems
            var names: [String] = []
            for subitem in subitems { names.append(try self.subitem(subitem)) }
            name = self.name(isOuter ? "group" : "innerGroup")
            if let count = fills ? 1 : group.count {
                guard names.count == 1 else {
                    throw UnsupportedGroup(
                        reason: "\"count\" with several subitems (UIKit's groups of "
                            + "\"count\" slots repeat one subitem)")
                }
                lines.append(
                    Self.call(
                        "let \(name) = NSCollectionLayoutGroup.\(axis)",
                        ["layoutSize: " + size, "subitem: " + names[0], "count: \(max(count, 1))"]))
            } else {
                lines.append(
                    Self.call(
                        "let \(name) = NSCollectionLayoutGroup.\(axis)",
                        ["layoutSize: " + size, "subitems: [" + names.joined(separator: ", ") + "]"]))
            }
            if group.customFrames == nil {
                if group.interItemSpacing != .zero {
                    lines.append("\(name).interItemSpacing = \(CompositionalLiteral.spacing(group.interItemSpacing))")
                }
                if group.contentInsets != .zero {
                    lines.append("\(name).contentInsets = \(CompositionalLiteral.insets(group.contentInsets))")
                }
            }
        }
        built[.group(group)] = name
        return name
    }

    /// Builds a subitem, returning its name.
    private mutating func subitem(_ subitem: LayoutSubitem) throws(UnsupportedGroup) -> String {
        switch subitem {
        case .group(let group): return try self.group(group, isOuter: false)
        case .item(let item):
            if let name = built[subitem] { return name }
            let badges = item.supplementaryItems.map { badge($0) }
            let name = self.name("item")
            let size = CompositionalLiteral.size(item.size)
            lines.append(
                Self.call(
                    "let \(name) = NSCollectionLayoutItem",
                    ["layoutSize: " + size]
                        + (badges.isEmpty ? [] : ["supplementaryItems: [" + badges.joined(separator: ", ") + "]"])))
            if item.contentInsets != .zero {
                lines.append("\(name).contentInsets = \(CompositionalLiteral.insets(item.contentInsets))")
            }
            if let spacing = item.edgeSpacing {
                lines.append(
                    Self.call(
                        "\(name).edgeSpacing = NSCollectionLayoutEdgeSpacing",
                        [
                            "leading: " + CompositionalLiteral.optionalSpacing(spacing.leading),
                            "top: " + CompositionalLiteral.optionalSpacing(spacing.top),
                            "trailing: " + CompositionalLiteral.optionalSpacing(spacing.trailing),
                            "bottom: " + CompositionalLiteral.optionalSpacing(spacing.bottom),
                        ]))
            }
            built[subitem] = name
            return name
        }
    }

    /// Builds an item's supplementary (a badge), returning its name.
    private mutating func badge(_ badge: LayoutSupplementaryItem) -> String {
        let name = self.name("badge")
        var arguments = [
            "layoutSize: " + CompositionalLiteral.size(badge.size),
            "elementKind: " + CompositionalLiteral.elementKind(badge.elementKind),
            "containerAnchor: " + CompositionalLiteral.anchor(badge.containerAnchor),
        ]
        if let itemAnchor = badge.itemAnchor { arguments.append("itemAnchor: " + CompositionalLiteral.anchor(itemAnchor)) }
        lines.append(Self.call("let \(name) = NSCollectionLayoutSupplementaryItem", arguments))
        if badge.zIndex != 0 { lines.append("\(name).zIndex = \(badge.zIndex)") }
        return name
    }

    /// Builds a boundary item at `alignment`, named after `base`, returning its name.
    mutating func boundaryItem(_ item: BoundarySupplementaryItem, alignment: RectAlignment, base: String) -> String {
        let name = self.name(base)
        var arguments = [
            "layoutSize: " + CompositionalLiteral.size(item.size),
            "elementKind: " + CompositionalLiteral.elementKind(item.elementKind),
            "alignment: " + CompositionalLiteral.alignment(alignment),
        ]
        if item.absoluteOffset != .zero { arguments.append("absoluteOffset: " + CompositionalLiteral.point(item.absoluteOffset)) }
        lines.append(Self.call("let \(name) = NSCollectionLayoutBoundarySupplementaryItem", arguments))
        if !item.extendsBoundary { lines.append("\(name).extendsBoundary = false") }
        if item.pinToVisibleBounds { lines.append("\(name).pinToVisibleBounds = true") }
        if item.zIndex != 0 { lines.append("\(name).zIndex = \(item.zIndex)") }
        if item.contentInsets != .zero {
            lines.append("\(name).contentInsets = \(CompositionalLiteral.insets(item.contentInsets))")
        }
        return name
    }

    /// `head(a, b)` on one line when it fits in 120 columns, else each argument on a line of its own.
    private static func call(_ head: String, _ arguments: [String]) -> String {
        let line = head + "(" + arguments.joined(separator: ", ") + ")"
        guard line.count > 112 else { return line }
        return head + "(\n" + arguments.map { "    " + $0 }.joined(separator: ",\n") + ")"
    }

    /// The name for a boundary item of `kind`: `header`, `footer`, else the kind in lower camel case
    /// with `Item` (`countItem`), or `boundaryItem` when the kind makes no identifier.
    static func boundaryBase(_ kind: String) -> String {
        switch kind {
        case "header", "footer": return kind
        default:
            let words = kind.split { !$0.isASCII || !($0.isLetter || $0.isNumber) }
            guard let first = words.first, let head = first.first, head.isLetter else { return "boundaryItem" }
            return first.prefix(1).lowercased() + first.dropFirst()
                + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }
                .joined() + "Item"
        }
    }
}

/// A group UIKit's API cannot write, and why.
struct UnsupportedGroup: Error {
    var reason: String
}
