/// `debugFramesJSON(for:)`: every element's frame in the JSON `sectiongrid frames` prints, byte for
/// byte (the same order, keys and number spelling as `PointsFormat`), so a layout running on a
/// simulator or device can be compared with the spec with `diff`.
struct SwiftFramesJSONSource {
    let name: String
    let framesCommand: String
    let hasBackgrounds: Bool
    /// Whether the spec is right to left: the frames are then reported as the collection view shows
    /// them, mirrored across the content's width, as UIKit flips a flow layout (its
    /// `flipsHorizontallyInOppositeLayoutDirection` is true) in a right-to-left collection view. Only
    /// such specs' files have the code, so the others' stay as they were.
    var flipsRightToLeft = false

    /// The flip's decision in `debugFramesJSON` (empty unless right to left).
    private var flipDeclaration: String {
        guard flipsRightToLeft else { return "" }
        return "\n" + SwiftSource.indented("""
            // Right to left, the collection view shows the layout's frames mirrored across the content's width.
            let mirrorWidth: CGFloat? = flipsHorizontallyInOppositeLayoutDirection
                && collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft ? collectionViewContentSize.width : nil
            """, by: 2)
    }

    private var mirrorArgument: String { flipsRightToLeft ? ", mirroredAcross: mirrorWidth" : "" }
    private var mirrorParameter: String { flipsRightToLeft ? ", mirroredAcross width: CGFloat?" : "" }
    private var frameStatement: String {
        flipsRightToLeft
            ? "let layoutFrame = attributes.frame\n        let frame = width.map { CGRect(x: $0 - layoutFrame.maxX, y: layoutFrame.minY,\n"
                + "                               width: layoutFrame.width, height: layoutFrame.height) } ?? layoutFrame"
            : "let frame = attributes.frame"
    }

    var text: String {
        let background = hasBackgrounds ? "\n" + SwiftSource.indented("""
            if let background = backgrounds.background(forSection: section) {
                lines.append(Self.frameLine("background", section: section, item: nil, background\(mirrorArgument)))
            }
            """, by: 3) : ""
        return """
        // MARK: - Frames for `sectiongrid frames`

        extension \(name) {
            /// Whole numbers below this are written without a fraction, as `sectiongrid frames` writes them.
            private static let largestWholeNumber: Double = 1e16

            /// Every element's frame in the JSON `sectiongrid frames` prints, byte for byte: run it on a
            /// simulator or device with the collection view this layout lays out, and compare with
            /// `\(framesCommand) --viewport WxH` (the collection view's size).
            func debugFramesJSON(for collectionView: UICollectionView) -> String {
                collectionView.layoutIfNeeded()
                let axis = ScrollAxis(scrollDirection)\(flipDeclaration)
                var lines: [String] = []
                for section in 0..<collectionView.numberOfSections {
                    let sectionPath = IndexPath(item: 0, section: section)\(background)
                    if let header = layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader,
                                                                         at: sectionPath), axis.length(of: header.frame) > 0 {
                        lines.append(Self.frameLine("header", section: section, item: nil, header\(mirrorArgument)))
                    }
                    for item in 0..<collectionView.numberOfItems(inSection: section) {
                        if let cell = layoutAttributesForItem(at: IndexPath(item: item, section: section)) {
                            lines.append(Self.frameLine("cell", section: section, item: item, cell\(mirrorArgument)))
                        }
                    }
                    if let footer = layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionFooter,
                                                                         at: sectionPath), axis.length(of: footer.frame) > 0 {
                        lines.append(Self.frameLine("footer", section: section, item: nil, footer\(mirrorArgument)))
                    }
                }
                let size = collectionViewContentSize
                let elements = lines.isEmpty ? "[]" : "[\\n    " + lines.joined(separator: ",\\n    ") + "\\n  ]"
                return "{\\n  \\"contentSize\\": {\\"width\\": \\(Self.number(size.width)), \\"height\\": \\(Self.number(size.height))},\\n"
                    + "  \\"elements\\": \\(elements)\\n}\\n"
            }

            /// One element's line: `{"kind": "cell", "section": 0, "item": 1, "frame": {…}, "zIndex": 0}`.
            private static func frameLine(_ kind: String, section: Int, item: Int?,
                                          _ attributes: UICollectionViewLayoutAttributes\(mirrorParameter)) -> String {
                \(frameStatement)
                let itemKey = item.map { ", \\"item\\": \\($0)" } ?? ""
                return "{\\"kind\\": \\"\\(kind)\\", \\"section\\": \\(section)\\(itemKey), \\"frame\\": {\\"x\\": \\(number(frame.minX)), "
                    + "\\"y\\": \\(number(frame.minY)), \\"width\\": \\(number(frame.width)), \\"height\\": \\(number(frame.height))}, "
                    + "\\"zIndex\\": \\(attributes.zIndex)}"
            }

            /// A number as `sectiongrid frames` writes it: `320`, `-4`, `0` for −0, else the shortest text
            /// that reads back the same (`67.5`, `1e-07`); `null` when not finite.
            private static func number(_ value: CGFloat) -> String {
                let number = Double(value)
                guard number.isFinite else { return "null" }
                if number == number.rounded(), abs(number) < largestWholeNumber { return String(Int64(number)) }
                return "\\(number)"
            }
        }
        """
    }
}
