@testable import SectionLayout

// Mirroring a compositional layout across the diagonal: every case and random layout is also run in the
// other scroll direction and must give the transposed frames.

extension CompositionalLayout {
    /// The same layout mirrored across the diagonal, scrolling the other way.
    func transposed() -> CompositionalLayout {
        CompositionalLayout(scrollDirection: scrollDirection.toggled, interSectionSpacing: interSectionSpacing,
                            sections: sections.map { $0.transposed() })
    }
}

extension LayoutSection {
    func transposed() -> LayoutSection {
        var copy = self
        copy.group = group.transposed()
        copy.contentInsets = contentInsets.transposed
        copy.header = header.map { BoundarySupplementaryItem(size: $0.size.transposed, extendsBoundary: $0.extendsBoundary) }
        copy.footer = footer.map { BoundarySupplementaryItem(size: $0.size.transposed, extendsBoundary: $0.extendsBoundary) }
        copy.background = background.map { BackgroundDecoration(contentInsets: $0.contentInsets.transposed, style: $0.style) }
        return copy
    }
}

extension LayoutGroup {
    func transposed() -> LayoutGroup {
        LayoutGroup(axis: axis.toggled, size: size.transposed, subitems: subitems.map { $0.transposed() },
                    count: count, interItemSpacing: interItemSpacing, contentInsets: contentInsets.transposed)
    }
}

extension LayoutSubitem {
    func transposed() -> LayoutSubitem {
        switch self {
        case .item(let item): return .item(LayoutItem(size: item.size.transposed, contentInsets: item.contentInsets.transposed))
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
