import SectionLayout

/// `debugFramesJSON(for:)` of a compositional file: every element in the order `sectiongrid frames`
/// lists them — the layout's leading boundary items, then section by section its background, the
/// boundary items before its cells, the cells, their badges, the boundary items after them; then the
/// layout's trailing boundary items —, asked of the layout one by one.
struct CompositionalFramesJSONSource {
    let name: String
    let plan: CompositionalExportPlan
    let framesCommand: String

    private var hasSections: Bool { !plan.builders.isEmpty }
    private var hasBadges: Bool { plan.badgeKinds.contains { !$0.isEmpty } }
    private var hasLayoutItems: Bool { !plan.layoutItems.names.isEmpty }
    /// Whether some section or the layout has boundary items.
    private var hasBoundaryItems: Bool {
        hasLayoutItems || plan.compositional.sections.contains { entry in
            entry.section.header != nil || entry.section.footer != nil || !entry.section.boundarySupplementaryItems.isEmpty
        }
    }
    /// Whether some element needs its kind named (`kindText`).
    private var namesKinds: Bool { hasBoundaryItems || hasBadges }

    var text: String {
        let members = SwiftSource.blocks([constants, function, badgeKinds, trailing, lookups, kindText, frameLine, number, quoted])
        return SwiftSource.lines(["// MARK: - Frames for `sectiongrid frames`", "", "extension \(name) {",
                                  SwiftSource.indented(members), "}"])
    }

    private var constants: String {
        let alignments: [RectAlignment] = plan.spec.scrollDirection == .vertical
            ? [.bottomLeading, .bottom, .bottomTrailing] : [.topTrailing, .trailing, .bottomTrailing]
        let trailing = hasBoundaryItems ? """

            /// Where a boundary item sits after the content along the scroll direction (`sectiongrid frames` lists it last).
            private static let trailingAlignments: [NSRectAlignment] = [\(alignments.map(CompositionalLiteral.alignment).joined(separator: ", "))]
            """ : ""
        return "/// Whole numbers below this are written without a fraction, as `sectiongrid frames` writes them.\n"
            + "private static let largestWholeNumber: Double = 1e16" + trailing
    }

    private var function: String {
        let leadingLayout = hasLayoutItems ? "\nlet layoutItems = layoutBoundaryItems()\n"
            + "lines += supplementaryLines(layoutItems.filter { !isTrailing($0) }, of: layout, section: nil)" : ""
        let trailingLayout = hasLayoutItems ? "\nlines += supplementaryLines(layoutItems.filter(isTrailing), of: layout, section: nil)" : ""
        let badges = hasBadges ? """

                let badgeKinds = badgeKinds(inSection: section)
                for item in 0..<items {
                    for kind in badgeKinds {
                        if let badge = layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: item, section: section)) {
                            lines.append(frameLine(kindText(kind), section: section, item: item, badge))
                        }
                    }
                }
            """ : ""
        let boundaryBefore = hasBoundaryItems ? """

                let boundary = built.boundarySupplementaryItems
                lines += supplementaryLines(boundary.filter { !isTrailing($0) }, of: layout, section: section)
            """ : ""
        let boundaryAfter = hasBoundaryItems ? "\n" + SwiftSource.indented(
            "lines += supplementaryLines(boundary.filter(isTrailing), of: layout, section: section)") : ""
        let sections = hasSections ? """

            for section in 0..<collectionView.numberOfSections {
                let sectionPath = IndexPath(item: 0, section: section)
                let built = self.section(at: section)
                for decoration in built.decorationItems {
                    if let background = layout.layoutAttributesForDecorationView(ofKind: decoration.elementKind, at: sectionPath) {
                        lines.append(frameLine("\\"kind\\": \\"background\\"", section: section, item: nil, background))
                    }
                }\(boundaryBefore)
                let items = collectionView.numberOfItems(inSection: section)
                for item in 0..<items {
                    if let cell = layout.layoutAttributesForItem(at: IndexPath(item: item, section: section)) {
                        lines.append(frameLine("\\"kind\\": \\"cell\\"", section: section, item: item, cell))
                    }
                }\(badges)\(boundaryAfter)
            }
            """ : ""
        return """
        /// Every element's frame in the JSON `sectiongrid frames` prints, byte for byte: run it on a simulator
        /// or device with the collection view this layout lays out, and compare with
        /// `\(framesCommand) --viewport WxH` (the collection view's size).
        static func debugFramesJSON(for collectionView: UICollectionView) -> String {
            collectionView.layoutIfNeeded()
            let layout = collectionView.collectionViewLayout
            var lines: [String] = []\(SwiftSource.indented(leadingLayout + sections + trailingLayout))
            let size = layout.collectionViewContentSize
            let elements = lines.isEmpty ? "[]" : "[\\n    " + lines.joined(separator: ",\\n    ") + "\\n  ]"
            return "{\\n  \\"contentSize\\": {\\"width\\": \\(number(size.width)), \\"height\\": \\(number(size.height))},\\n"
                + "  \\"elements\\": \\(elements)\\n}\\n"
        }
        """
    }

    private var badgeKinds: String? {
        guard hasBadges, let last = plan.badgeKinds.last else { return nil }
        func expression(_ kinds: [String]) -> String { "[" + kinds.map(CompositionalLiteral.elementKind).joined(separator: ", ") + "]" }
        let cases = plan.badgeKinds.enumerated().dropLast().compactMap { index, kinds -> (section: Int, expression: String)? in
            kinds == last ? nil : (index, expression(kinds))
        }
        let body = cases.isEmpty ? "return \(expression(last))" : SwiftSwitch.body(over: "section", cases, fallback: expression(last))
        return """
        /// The element kinds of the badges of `section`'s items (sections after the spec's are its last).
        private static func badgeKinds(inSection section: Int) -> [String] {
        \(SwiftSource.indented(body))
        }
        """
    }

    private var trailing: String? {
        guard hasBoundaryItems else { return nil }
        return """
        /// Whether `item` comes after the content along the scroll direction.
        private static func isTrailing(_ item: NSCollectionLayoutBoundarySupplementaryItem) -> Bool {
            trailingAlignments.contains(item.alignment)
        }
        """
    }

    private var lookups: String? {
        guard hasBoundaryItems else { return nil }
        return """
        /// The lines of the boundary items of `section` (`nil`: of the layout, at section 0's index path).
        private static func supplementaryLines(_ items: [NSCollectionLayoutBoundarySupplementaryItem],
                                               of layout: UICollectionViewLayout, section: Int?) -> [String] {
            items.compactMap { item in
                layout.layoutAttributesForSupplementaryView(ofKind: item.elementKind, at: IndexPath(item: 0, section: section ?? 0))
                    .map { frameLine(kindText(item.elementKind), section: section, item: nil, $0) }
            }
        }
        """
    }

    private var kindText: String? {
        guard namesKinds else { return nil }
        return """
        /// How `sectiongrid frames` names a supplementary view's kind: UIKit's section header and footer are its
        /// `header` and `footer`.
        private static func kindText(_ elementKind: String) -> String {
            switch elementKind {
            case UICollectionView.elementKindSectionHeader: return "\\"kind\\": \\"header\\", \\"elementKind\\": \\"header\\""
            case UICollectionView.elementKindSectionFooter: return "\\"kind\\": \\"footer\\", \\"elementKind\\": \\"footer\\""
            default: return "\\"kind\\": \\"supplementary\\", \\"elementKind\\": " + quoted(elementKind)
            }
        }
        """
    }

    private var frameLine: String? {
        guard hasSections || hasLayoutItems else { return nil }
        return """
        /// One element's line: `{"kind": "cell", "section": 0, "item": 1, "frame": {…}, "zIndex": 0}`.
        private static func frameLine(_ kind: String, section: Int?, item: Int?,
                                      _ attributes: UICollectionViewLayoutAttributes) -> String {
            let frame = attributes.frame
            let sectionKey = section.map { ", \\"section\\": \\($0)" } ?? ""
            let itemKey = item.map { ", \\"item\\": \\($0)" } ?? ""
            return "{\\(kind)\\(sectionKey)\\(itemKey), \\"frame\\": {\\"x\\": \\(number(frame.minX)), \\"y\\": \\(number(frame.minY)), "
                + "\\"width\\": \\(number(frame.width)), \\"height\\": \\(number(frame.height))}, \\"zIndex\\": \\(attributes.zIndex)}"
        }
        """
    }

    private var number: String {
        """
        /// A number as `sectiongrid frames` writes it: `320`, `-4`, `0` for −0, else the shortest text that
        /// reads back the same (`67.5`, `1e-07`); `null` when not finite.
        private static func number(_ value: CGFloat) -> String {
            let number = Double(value)
            guard number.isFinite else { return "null" }
            if number == number.rounded(), abs(number) < largestWholeNumber { return String(Int64(number)) }
            return "\\(number)"
        }
        """
    }

    private var quoted: String? {
        guard namesKinds else { return nil }
        return """
        /// `text` as a JSON string, escaped as `sectiongrid frames` escapes it.
        private static func quoted(_ text: String) -> String {
            var result = "\\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\\"": result += "\\\\\\""
                case "\\\\": result += "\\\\\\\\"
                case "\\n": result += "\\\\n"
                case "\\r": result += "\\\\r"
                case "\\t": result += "\\\\t"
                case "\\u{08}": result += "\\\\b"
                case "\\u{0C}": result += "\\\\f"
                case "\\u{00}"..."\\u{1F}":
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    result += "\\\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                default:
                    result.unicodeScalars.append(scalar)
                }
            }
            return result + "\\""
        }
        """
    }
}
