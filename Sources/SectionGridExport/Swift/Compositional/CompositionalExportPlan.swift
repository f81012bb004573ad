import SectionLayout
import SectionSpec

/// What a compositional spec's Swift file needs, read off the spec once: each section's builder body
/// (sections written alike share one function), the distinct background styles (one decoration view
/// class each), the custom groups' frame tables, and the element kinds the sample registers views for.
struct CompositionalExportPlan {
    /// One section builder: its body, and the sections it builds.
    struct Builder {
        var name: String
        var body: String
        var sections: [Int]
    }

    let spec: LayoutSpec
    let compositional: CompositionalSpec
    /// The builders, in order of their first section.
    let builders: [Builder]
    /// Each section's builder, by section.
    let builderOfSection: [String]
    /// The distinct background styles, in order of first use (`BackgroundView1` draws the first).
    let backgroundStyles: [BackgroundStyle]
    /// The custom groups' frames, in order of first use (`Spec.customFrames1` holds the first).
    let customFrames: [[Rect]]
    /// The statements building the layout's own boundary items, and their names.
    let layoutItems: (lines: [String], names: [String])
    /// The badge kinds of each section's items, in the order its items list them.
    let badgeKinds: [[String]]

    init(spec: LayoutSpec, compositional: CompositionalSpec) throws(SwiftExportError) {
        self.spec = spec
        self.compositional = compositional
        var styles: [BackgroundStyle] = []
        var frames: [[Rect]] = []
        var builders: [Builder] = []
        var builderOfSection: [String] = []
        var badgeKinds: [[String]] = []
        let vertical = spec.scrollDirection == .vertical
        for (index, entry) in compositional.sections.enumerated() {
            let section = entry.section
            if let background = section.background, !styles.contains(background.style) { styles.append(background.style) }
            var writer = CompositionalTreeWriter { table in
                if let index = frames.firstIndex(of: table) { return "customFrames\(index + 1)" }
                frames.append(table)
                return "customFrames\(frames.count)"
            }
            do {
                _ = try writer.group(section.group, isOuter: true)
            } catch {
                throw .unsupportedGroup(section: index, reason: error.reason)
            }
            var boundary: [String] = []
            if let header = section.header {
                var item = header
                item.elementKind = "header"
                boundary.append(writer.boundaryItem(item, alignment: vertical ? .top : .leading, base: "header"))
            }
            for item in section.boundarySupplementaryItems {
                boundary.append(
                    writer.boundaryItem(
                        item, alignment: item.alignment,
                        base: CompositionalTreeWriter.boundaryBase(item.elementKind)))
            }
            if let footer = section.footer {
                var item = footer
                item.elementKind = "footer"
                boundary.append(writer.boundaryItem(item, alignment: vertical ? .bottom : .trailing, base: "footer"))
            }
            let body = Self.sectionLines(
                section, writer: &writer, boundary: boundary,
                styleNumber: section.background.flatMap { styles.firstIndex(of: $0.style) }.map { $0 + 1 })
            if let builder = builders.firstIndex(where: { $0.body == body }) {
                builders[builder].sections.append(index)
                builderOfSection.append(builders[builder].name)
            } else {
                builders.append(Builder(name: "section\(index)", body: body, sections: [index]))
                builderOfSection.append("section\(index)")
            }
            badgeKinds.append(Self.badgeKinds(of: .group(section.group)))
        }
        self.builders = builders
        self.builderOfSection = builderOfSection
        self.badgeKinds = badgeKinds
        var layoutWriter = CompositionalTreeWriter { _ in "" }
        let names = compositional.boundarySupplementaryItems.map { item in
            layoutWriter.boundaryItem(
                item, alignment: item.alignment, base: CompositionalTreeWriter.boundaryBase(item.elementKind))
        }
        layoutItems = (layoutWriter.lines, names)
        backgroundStyles = styles
        customFrames = frames
    }

    /// The body of a section builder: the tree, then the section and its settings.
    private static func sectionLines(
        _ section: LayoutSection, writer: inout CompositionalTreeWriter, boundary: [String],
        styleNumber: Int?
    ) -> String {
        let name = writer.name("section")
        writer.append("let \(name) = NSCollectionLayoutSection(group: group)")
        if section.interGroupSpacing != 0 {
            writer.append("\(name).interGroupSpacing = \(SwiftLiteral.number(section.interGroupSpacing))")
        }
        if section.contentInsets != .zero {
            writer.append("\(name).contentInsets = \(CompositionalLiteral.insets(section.contentInsets))")
        }
        if section.contentInsetsReference != .automatic {
            CompositionalLiteral.insetsReference(name, section.contentInsetsReference).forEach { writer.append($0) }
        }
        if section.orthogonalScrollingBehavior != .none {
            writer.append(
                "\(name).orthogonalScrollingBehavior = \(CompositionalLiteral.orthogonal(section.orthogonalScrollingBehavior))")
        }
        if !boundary.isEmpty { writer.append("\(name).boundarySupplementaryItems = [\(boundary.joined(separator: ", "))]") }
        switch section.supplementaryContentInsetsReference {
        case .automatic: break
        case .none: writer.append("\(name).supplementariesFollowContentInsets = false")
        case .safeArea, .layoutMargins, .readableContent:
            writer.append("if #available(iOS 16.0, *) {")
            writer.append(
                "    \(name).supplementaryContentInsetsReference = .\(section.supplementaryContentInsetsReference.rawValue)")
            writer.append("} else {")
            writer.append("    \(name).supplementariesFollowContentInsets = false")
            writer.append("}")
        }
        if let background = section.background, let styleNumber {
            let decoration = writer.name("background")
            writer.append(
                "let \(decoration) = NSCollectionLayoutDecorationItem.background(elementKind: BackgroundView\(styleNumber).elementKind)"
            )
            if background.contentInsets != .zero {
                writer.append("\(decoration).contentInsets = \(CompositionalLiteral.insets(background.contentInsets))")
            }
            writer.append("\(name).decorationItems = [\(decoration)]")
        }
        writer.append("return \(name)")
        return writer.lines.joined(separator: "\n")
    }

    /// The badge kinds of a subitem's items, each once, in tree order.
    private static func badgeKinds(of subitem: LayoutSubitem) -> [String] {
        var kinds: [String] = []
        func visit(_ subitem: LayoutSubitem) {
            switch subitem {
            case .item(let item):
                for badge in item.supplementaryItems where !kinds.contains(badge.elementKind) { kinds.append(badge.elementKind) }
            case .group(let group):
                group.subitems.forEach(visit)
            }
        }
        visit(subitem)
        return kinds
    }

    /// Whether any section has a background.
    var hasBackgrounds: Bool { !backgroundStyles.isEmpty }

    /// The parts of the style some background uses.
    var styleFeatures: BackgroundStyleFeatures { BackgroundStyleFeatures(backgroundStyles) }

    /// Every supplementary element kind of the spec (boundary items and badges), each once, in order.
    var supplementaryKinds: [String] {
        var kinds: [String] = []
        func add(_ kind: String) { if !kinds.contains(kind) { kinds.append(kind) } }
        compositional.boundarySupplementaryItems.forEach { add($0.elementKind) }
        for (index, entry) in compositional.sections.enumerated() {
            if entry.section.header != nil { add("header") }
            entry.section.boundarySupplementaryItems.forEach { add($0.elementKind) }
            if entry.section.footer != nil { add("footer") }
            badgeKinds[index].forEach(add)
        }
        return kinds
    }

    /// Every colour the file names.
    var colors: [Color] {
        backgroundStyles.flatMap { style in [style.color, style.border?.color, style.shadow?.color].compactMap { $0 } }
            + (spec.backgroundColor.map { [$0] } ?? [])
    }
}
