@testable import SectionLayout

/// Random compositional layouts for property tests (seeded), with every kind of element: boundary items
/// of sections and of the layout (any alignment, offset, zIndex), badges, edge spacing, custom groups,
/// estimated dimensions. `fitting` keeps every item and nested group a fraction ≤ 1 of its container
/// and every inset and spacing ≥ 0 (no edge spacing or custom frames), so cells cannot overlap;
/// otherwise sizes may exceed their groups and insets and spacings may be negative.
enum RandomCompositionalLayouts {
    static func make(_ rng: inout SeededRandom, fitting: Bool) -> CompositionalLayout {
        let low = fitting ? 0.0 : -20
        var layout = CompositionalLayout(
            scrollDirection: Bool.random(using: &rng) ? .vertical : .horizontal,
            interSectionSpacing: rng.points(low...30))
        for _ in 0..<Int.random(in: 0...5, using: &rng) {
            layout.sections.append(section(&rng, fitting: fitting, low: low))
        }
        layout.boundarySupplementaryItems = boundaryItems(&rng, count: Int.random(in: 0...2, using: &rng), low: low)
        return layout
    }

    static func container(_ rng: inout SeededRandom) -> Size {
        Size(width: rng.points(0...500), height: rng.points(0...700))
    }

    static func rect(_ rng: inout SeededRandom, within size: Size) -> Rect {
        Rect(
            x: rng.points(-100...size.width + 100), y: rng.points(-100...size.height + 100),
            width: rng.points(0...400), height: rng.points(0...400))
    }

    /// Random offsets for some sections (orthogonal or not), within about two rows' lengths.
    static func offsets(_ rng: inout SeededRandom, sections: Int) -> [Int: Double] {
        var offsets: [Int: Double] = [:]
        for section in 0..<sections where Bool.random(using: &rng) {
            offsets[section] = rng.points(-200...800)
        }
        return offsets
    }

    private static func section(_ rng: inout SeededRandom, fitting: Bool, low: Double) -> LayoutSection {
        var section = LayoutSection(
            items: Int.random(in: 0...40, using: &rng),
            group: group(&rng, depth: 2, fitting: fitting, low: low, top: true),
            interGroupSpacing: rng.points(low...15), contentInsets: insets(&rng, low: low, high: 25))
        if Int.random(in: 0..<3, using: &rng) == 0 {
            section.orthogonalScrollingBehavior = OrthogonalScrollingBehavior.allCases.randomElement(using: &rng) ?? .none
        }
        if Bool.random(using: &rng) { section.header = supplementary(&rng) }
        if Bool.random(using: &rng) { section.footer = supplementary(&rng) }
        section.boundarySupplementaryItems = boundaryItems(&rng, count: Int.random(in: 0...3, using: &rng), low: low)
        if Bool.random(using: &rng) {
            section.background = BackgroundDecoration(contentInsets: insets(&rng, low: -10, high: 15))
        }
        section.supplementaryContentInsetsReference = ContentInsetsReference.allCases.randomElement(using: &rng) ?? .automatic
        return section
    }

    /// Boundary items of distinct element kinds at random alignments.
    private static func boundaryItems(_ rng: inout SeededRandom, count: Int, low: Double) -> [BoundarySupplementaryItem] {
        (0..<count).map { index in
            BoundarySupplementaryItem(
                elementKind: "kind\(index)", size: LayoutSize(width: dimension(&rng), height: dimension(&rng)),
                alignment: RectAlignment.allCases.randomElement(using: &rng) ?? .top,
                absoluteOffset: Int.random(in: 0..<3, using: &rng) == 0
                    ? Point(x: rng.points(-20...20), y: rng.points(-20...20)) : .zero,
                extendsBoundary: Bool.random(using: &rng), pinToVisibleBounds: Bool.random(using: &rng),
                zIndex: Int.random(in: -1...3, using: &rng), contentInsets: insets(&rng, low: low, high: 4))
        }
    }

    /// Badges of distinct element kinds anchored anywhere on their cell.
    private static func badges(_ rng: inout SeededRandom) -> [LayoutSupplementaryItem] {
        func anchor() -> LayoutAnchor {
            var edges: DirectionalRectEdges = []
            for edge in [DirectionalRectEdges.top, .leading, .bottom, .trailing] where Bool.random(using: &rng) {
                edges.insert(edge)
            }
            let point = Point(x: rng.points(-1...1), y: rng.points(-1...1))
            switch Int.random(in: 0..<3, using: &rng) {
            case 0: return LayoutAnchor(edges: edges)
            case 1: return LayoutAnchor(edges: edges, offset: .absolute(Point(x: point.x * 10, y: point.y * 10)))
            default: return LayoutAnchor(edges: edges, offset: .fractional(point))
            }
        }
        return (0..<Int.random(in: 0...2, using: &rng)).map { index in
            LayoutSupplementaryItem(
                elementKind: "badge\(index)", size: LayoutSize(width: dimension(&rng), height: dimension(&rng)),
                containerAnchor: anchor(), itemAnchor: Bool.random(using: &rng) ? anchor() : nil,
                zIndex: Int.random(in: 0...2, using: &rng))
        }
    }

    /// Edge spacing on some edges.
    private static func edgeSpacing(_ rng: inout SeededRandom, low: Double) -> LayoutEdgeSpacing? {
        guard Int.random(in: 0..<3, using: &rng) == 0 else { return nil }
        func one() -> LayoutSpacing? {
            switch Int.random(in: 0..<3, using: &rng) {
            case 0: return nil
            case 1: return .fixed(rng.points(low...8))
            default: return .flexible(rng.points(low...8))
            }
        }
        return LayoutEdgeSpacing(leading: one(), top: one(), trailing: one(), bottom: one())
    }

    private static func group(_ rng: inout SeededRandom, depth: Int, fitting: Bool, low: Double, top: Bool) -> LayoutGroup {
        let size =
            fitting && !top
            ? LayoutSize(width: .fractionalWidth(rng.points(0...1)), height: .fractionalHeight(rng.points(0...1)))
            : LayoutSize(width: dimension(&rng), height: dimension(&rng))
        let subitems = (0..<Int.random(in: 1...3, using: &rng)).map { _ -> LayoutSubitem in
            if depth > 0, Int.random(in: 0..<3, using: &rng) == 0 {
                return .group(group(&rng, depth: depth - 1, fitting: fitting, low: low, top: false))
            }
            let itemSize =
                fitting
                ? LayoutSize(width: .fractionalWidth(rng.points(0.05...1)), height: .fractionalHeight(rng.points(0.05...1)))
                : LayoutSize(width: dimension(&rng), height: dimension(&rng))
            return .item(
                LayoutItem(
                    size: itemSize, contentInsets: insets(&rng, low: low, high: 4),
                    edgeSpacing: fitting ? nil : edgeSpacing(&rng, low: low), supplementaryItems: badges(&rng)))
        }
        if !fitting, Int.random(in: 0..<6, using: &rng) == 0 {
            let frames = (0..<Int.random(in: 1...4, using: &rng)).map { _ in
                Rect(x: rng.points(-20...150), y: rng.points(-20...150), width: rng.points(0...80), height: rng.points(0...80))
            }
            return .custom(size, frames: frames)
        }
        let spacing = rng.points(low...12)
        return LayoutGroup(
            axis: Bool.random(using: &rng) ? .horizontal : .vertical, size: size, subitems: subitems,
            count: Int.random(in: 0..<4, using: &rng) == 0 ? Int.random(in: 1...4, using: &rng) : nil,
            interItemSpacing: Bool.random(using: &rng) ? .fixed(spacing) : .flexible(spacing),
            contentInsets: insets(&rng, low: low, high: 8))
    }

    private static func dimension(_ rng: inout SeededRandom) -> LayoutDimension {
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: return .fractionalWidth(rng.points(0...1.2))
        case 1: return .fractionalHeight(rng.points(0...1.2))
        case 2: return .absolute(rng.points(0...200))
        default: return .estimated(rng.points(0...200))
        }
    }

    private static func supplementary(_ rng: inout SeededRandom) -> BoundarySupplementaryItem {
        BoundarySupplementaryItem(
            width: Bool.random(using: &rng) ? .fractionalWidth(1) : .absolute(rng.points(0...40)),
            height: Bool.random(using: &rng) ? .fractionalHeight(rng.points(0...0.2)) : .absolute(rng.points(0...40)),
            extendsBoundary: Int.random(in: 0..<4, using: &rng) != 0)
    }

    private static func insets(_ rng: inout SeededRandom, low: Double, high: Double) -> DirectionalEdgeInsets {
        DirectionalEdgeInsets(
            top: rng.points(low...high), leading: rng.points(low...high),
            bottom: rng.points(low...high), trailing: rng.points(low...high))
    }
}
