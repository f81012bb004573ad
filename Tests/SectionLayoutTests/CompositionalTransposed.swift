@testable import SectionLayout

// Mirroring a compositional layout across the diagonal: every case and random layout is also run in the
// other scroll direction and must give the transposed frames.

extension CompositionalLayout {
    /// The same layout mirrored across the diagonal, scrolling the other way.
    func transposed() -> CompositionalLayout {
        var copy = CompositionalLayout(
            scrollDirection: scrollDirection.toggled, interSectionSpacing: interSectionSpacing,
            sections: sections.map { $0.transposed() },
            boundarySupplementaryItems: boundarySupplementaryItems.map(\.transposed))
        copy.contentInsetsReference = contentInsetsReference
        return copy
    }
}

extension LayoutSection {
    func transposed() -> LayoutSection {
        var copy = self
        copy.group = group.transposed()
        copy.contentInsets = contentInsets.transposed
        // A header or footer takes its alignment from its place (the scroll axis's edges), so it mirrors
        // by itself; only its size and insets are transposed.
        copy.header = header.map(\.transposedInPlace)
        copy.footer = footer.map(\.transposedInPlace)
        copy.boundarySupplementaryItems = boundarySupplementaryItems.map(\.transposed)
        copy.background = background.map { BackgroundDecoration(contentInsets: $0.contentInsets.transposed, style: $0.style) }
        return copy
    }
}

extension BoundarySupplementaryItem {
    /// Transposed, its element kind and alignment kept.
    var transposedInPlace: BoundarySupplementaryItem {
        var copy = transposed
        copy.alignment = alignment
        return copy
    }
}

extension LayoutGroup {
    func transposed() -> LayoutGroup {
        LayoutGroup(
            axis: axis.toggled, size: size.transposed, subitems: subitems.map { $0.transposed() },
            count: count, interItemSpacing: interItemSpacing, contentInsets: contentInsets.transposed,
            customFrames: customFrames?.map(\.transposed))
    }
}

extension LayoutSubitem {
    func transposed() -> LayoutSubitem {
        switch self {
        case .item(let item):
            return .item(
                LayoutItem(
                    size: item.size.transposed, contentInsets: item.contentInsets.transposed,
                    edgeSpacing: item.edgeSpacing?.transposed,
                    supplementaryItems: item.supplementaryItems.map(\.transposed)))
        case .group(let group): return .group(group.transposed())
        }
    }
}

extension LayoutAttributes {
    /// The attributes with the frame mirrored across the diagonal.
    var transposed: LayoutAttributes {
        var copy = self
        copy.frame = frame.transposed
        return copy
    }
}
