/// `debugFramesJSON(for:)`: every element's frame in the JSON `sectiongrid frames` prints, byte for
/// byte (the same order, keys and number spelling as `PointsFormat`), so a layout running on a
/// simulator or device can be compared with the spec with `diff`.
struct SwiftFramesJSONSource {
    let name: String
    let framesCommand: String
    let hasBackgrounds: Bool

    var text: String {
        let background = hasBackgrounds ? "\n" + SwiftSource.indented("""
            if let background = backgrounds.background(forSection: section) {
                lines.append(Self.frameLine("background", section: section, item: nil, background))
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
                let axis = ScrollAxis(scrollDirection)
                var lines: [String] = []
                for section in 0..<collectionView.numberOfSections {
                    let sectionPath = IndexPath(item: 0, section: section)\(background)
                    if let header = layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader,
                                                                         at: sectionPath), axis.length(of: header.frame) > 0 {
                        lines.append(Self.frameLine("header", section: section, item: nil, header))
                    }
                    for item in 0..<collectionView.numberOfItems(inSection: section) {
                        if let cell = layoutAttributesForItem(at: IndexPath(item: item, section: section)) {
                            lines.append(Self.frameLine("cell", section: section, item: item, cell))
                        }
                    }
                    if let footer = layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionFooter,
                                                                         at: sectionPath), axis.length(of: footer.frame) > 0 {
                        lines.append(Self.frameLine("footer", section: section, item: nil, footer))
                    }
                }
                let size = collectionViewContentSize
                let elements = lines.isEmpty ? "[]" : "[\\n    " + lines.joined(separator: ",\\n    ") + "\\n  ]"
                return "{\\n  \\"contentSize\\": {\\"width\\": \\(Self.number(size.width)), \\"height\\": \\(Self.number(size.height))},\\n"
                    + "  \\"elements\\": \\(elements)\\n}\\n"
            }

            /// One element's line: `{"kind": "cell", "section": 0, "item": 1, "frame": {…}, "zIndex": 0}`.
            private static func frameLine(_ kind: String, section: Int, item: Int?,
                                          _ attributes: UICollectionViewLayoutAttributes) -> String {
                let frame = attributes.frame
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
