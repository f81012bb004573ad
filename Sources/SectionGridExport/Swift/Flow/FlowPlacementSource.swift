/// Where the backgrounds go: SectionGrid's rule, computed from the frames the flow layout gives (its
/// headers, footers and items) and the sections' insets, the band's extent summed in the order
/// SectionLayout sums it, so the frames agree to the last bit.
struct FlowPlacementSource {
    let name: String
    let plan: FlowExportPlan

    private var geometry: BackgroundGeometryFeatures { plan.geometry }

    var text: String {
        SwiftSource.lines([
            "// MARK: - Background placement",
            "",
            "extension \(name) {",
            SwiftSource.indented(SwiftSource.blocks([sections, placement, supplementaryFrame, union, coveringLength])),
            "}",
        ])
    }

    /// Where the section's inset comes from: the spec's per-section values, or the layout's property.
    private var insetLookup: String {
        plan.sectionInsets.isEmpty ? "sectionInset" : "Spec.sectionInset(forSection: section)"
    }

    /// The parts of a section the placement looks at, beyond its band: its items, and its header and
    /// footer when some background extends over them.
    private var parts: [(name: String, type: String)] {
        [("items", "ItemExtent?")] + (geometry.includesHeader ? [("header", "CGRect?")] : [])
            + (geometry.includesFooter ? [("footer", "CGRect?")] : [])
    }

    private var arguments: String { parts.map { "\($0.name): \($0.name)" }.joined(separator: ", ") }

    private var sections: String {
        """
        /// Each section's background attributes (`nil`: none), placed from the frames the flow layout has
        /// just computed. Sections follow each other along the scroll direction: header, inset, lines of
        /// items, inset, footer.
        private func backgroundAttributes(in collectionView: UICollectionView, axis: ScrollAxis) -> [BackgroundAttributes?] {
            let crossLength = max(0, axis.crossLength(of: collectionView.bounds.size)
                                     - axis.crossInsets(collectionView.adjustedContentInset))
            var sectionStart: CGFloat = 0
            var result: [BackgroundAttributes?] = []
            for section in 0..<collectionView.numberOfSections {
                let header = supplementaryFrame(ofKind: UICollectionView.elementKindSectionHeader, section: section, axis: axis)
                let footer = supplementaryFrame(ofKind: UICollectionView.elementKindSectionFooter, section: section, axis: axis)
                let itemFrames = (0..<collectionView.numberOfItems(inSection: section)).compactMap { item in
                    layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
                }
                let items = ItemExtent(itemFrames)
                let inset = \(insetLookup)
                // The band runs from the end of the header to the start of the footer: the inset before the
                // lines, the lines, the inset after them.
                let bandStart = header.map(axis.end) ?? sectionStart
                let linesStart = bandStart + axis.leadingInset(inset)
                let linesLength = items.map { axis.end(of: $0) - linesStart } ?? 0
                let bandEnd = footer.map(axis.start) ?? max(bandStart, linesStart + (linesLength + axis.trailingInset(inset)))
                sectionStart = footer.map(axis.end) ?? bandEnd
                let band = axis.rect(start: bandStart, length: bandEnd - bandStart, crossLength: crossLength)
                result.append(Spec.background(forSection: section).flatMap { background in
                    backgroundAttributes(background, section: section, band: band, \(arguments))
                })
            }
            return result
        }
        """
    }

    private var placement: String {
        let empty = geometry.coversEmptySections ? "items != nil || background.coversEmptySections" : "items != nil"
        let adjusts = geometry.coversItems || geometry.includesHeader || geometry.includesFooter
        var steps = [adjusts ? "var frame = band" : "let frame = band"]
        if geometry.coversItems { steps.append("if background.cover == .items, let items { frame = items.boundingBox }") }
        if geometry.includesHeader {
            steps.append("if background.includesHeader, let header { frame = Self.union(frame, header) }")
        }
        if geometry.includesFooter {
            steps.append("if background.includesFooter, let footer { frame = Self.union(frame, footer) }")
        }
        if geometry.hasMargin {
            steps += [
                "let margin = background.margin",
                "let width = frame.width - margin.left - margin.right",
                "let height = frame.height - margin.top - margin.bottom",
                "guard width > 0, height > 0 else { return nil }",
            ]
        } else {
            steps.append("guard frame.width > 0, frame.height > 0 else { return nil }")
        }
        let frame =
            geometry.hasMargin
            ? "CGRect(x: frame.minX + margin.left, y: frame.minY + margin.top, width: width, height: height)" : "frame"
        let parameters = parts.map { "\($0.name): \($0.type)" }.joined(separator: ", ")
        let style = plan.style.isEmpty ? "" : "\n    attributes.style = background.style"
        return """
            /// The attributes of `background` in `section`, or `nil` when it covers nothing there.
            private func backgroundAttributes(_ background: SectionBackground, section: Int, band: CGRect,
                                              \(parameters)) -> BackgroundAttributes? {
                guard \(empty) else { return nil }
            \(SwiftSource.indented(SwiftSource.lines(steps)))
                let attributes = BackgroundAttributes(forDecorationViewOfKind: Self.sectionBackgroundKind,
                                                      with: IndexPath(item: 0, section: section))
                attributes.frame = \(frame)
                attributes.zIndex = Self.backgroundZIndex\(style)
                return attributes
            }
            """
    }

    private var supplementaryFrame: String {
        """
        /// The frame of a header or footer, or `nil` when the section has none (no length along the scroll
        /// direction).
        private func supplementaryFrame(ofKind kind: String, section: Int, axis: ScrollAxis) -> CGRect? {
            guard let frame = layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: section))?.frame,
                  axis.length(of: frame) > 0 else { return nil }
            return frame
        }
        """
    }

    private var union: String? {
        guard geometry.needsUnion else { return nil }
        return """
            /// The smallest rectangle holding both, its lengths rounded up where floating point would end it
            /// short of their far edges.
            private static func union(_ a: CGRect, _ b: CGRect) -> CGRect {
                let minX = min(a.minX, b.minX), minY = min(a.minY, b.minY)
                return CGRect(x: minX, y: minY, width: coveringLength(from: minX, to: max(a.maxX, b.maxX)),
                              height: coveringLength(from: minY, to: max(a.maxY, b.maxY)))
            }
            """
    }

    private var coveringLength: String? {
        guard geometry.needsUnion || geometry.coversItems else { return nil }
        return """
            /// `end - start`, rounded up until `start + length` reaches `end`.
            nonisolated private static func coveringLength(from start: CGFloat, to end: CGFloat) -> CGFloat {
                var length = end - start
                while start + length < end { length = length.nextUp }
                return length
            }
            """
    }
}
