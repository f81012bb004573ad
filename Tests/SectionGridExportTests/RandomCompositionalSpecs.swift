import SectionLayout
import SectionSpec
import SeededRandom

@testable import SectionGridTestSupport

/// Seeded random compositional specs for the round trip: both directions, content insets, section
/// spacing, every dimension, nested groups (`count` ones with one subitem, since UIKit's repeat one),
/// custom groups, fixed and flexible spacings, item insets and edge spacing, badges, headers, footers
/// and other boundary items at every alignment (offsets, `extendsBoundary`, pinning, zIndex, insets),
/// every insets reference (the layout's and each section's `contentInsetsReference`, the boundary items'
/// `supplementaryContentInsetsReference`) and orthogonal behaviour, backgrounds of every style part,
/// layout-wide boundary items (their kinds apart from the sections', as UIKit looks them up by kind), and
/// the device around them (safe area, margins, screen scale, or a preset: `RandomFlowSpecs.placeOnDevice`).
struct RandomCompositionalSpecs {
    private var rng: SplitMix64
    private var base: RandomFlowSpecs

    init(seed: UInt64) {
        rng = SplitMix64(seed: seed &+ 0x5EED)
        base = RandomFlowSpecs(seed: seed &+ 0xC0DE)
    }

    private mutating func points(_ range: ClosedRange<Double>) -> Double {
        let value = Double.random(in: range, using: &rng)
        return Bool.random(using: &rng) ? value.rounded() : value
    }

    private mutating func coin(_ chance: Double = 0.5) -> Bool { Double.random(in: 0..<1, using: &rng) < chance }
    private mutating func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &rng)] }

    private mutating func dimension(fractionUpTo limit: Double = 1) -> LayoutDimension {
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: return .fractionalWidth(points(0.05...limit))
        case 1: return .fractionalHeight(points(0.05...limit) / 4)
        case 2: return .absolute(points(10...160))
        default: return .estimated(points(20...120))
        }
    }

    private mutating func size() -> LayoutSize { LayoutSize(width: dimension(), height: dimension()) }

    private mutating func insets(_ range: ClosedRange<Double> = -4...16) -> DirectionalEdgeInsets {
        coin(0.5)
            ? .zero
            : DirectionalEdgeInsets(
                top: points(range), leading: points(range), bottom: points(range),
                trailing: points(range))
    }

    private mutating func spacing() -> LayoutSpacing { coin() ? .fixed(points(0...12)) : .flexible(points(0...12)) }

    /// A spec.
    mutating func spec() -> LayoutSpec {
        let direction: Axis = coin() ? .vertical : .horizontal
        let sections = (0..<Int.random(in: 1...5, using: &rng)).map { _ in section(direction) }
        let global =
            coin(0.4)
            ? [
                boundaryItem("global-top", alignment: direction == .vertical ? .top : .leading),
                boundaryItem("global-end", alignment: direction == .vertical ? .bottom : .trailing),
            ]
            .filter { _ in coin(0.7) } : []
        var compositional = CompositionalSpec(
            interSectionSpacing: coin() ? points(0...24) : 0,
            boundarySupplementaryItems: global, sections: sections)
        if coin(0.4) { compositional.contentInsetsReference = pick(ContentInsetsReference.allCases) }
        var spec = base.spec()
        spec.scrollDirection = direction
        spec.engine = .compositional(compositional)
        return spec
    }

    private mutating func section(_ direction: Axis) -> CompositionalSectionSpec {
        var section = LayoutSection(
            items: Int.random(in: 0...14, using: &rng), group: group(depth: 1),
            interGroupSpacing: coin() ? points(-2...16) : 0, contentInsets: insets(-6...24))
        if coin(0.3) { section.orthogonalScrollingBehavior = pick(OrthogonalScrollingBehavior.allCases) }
        if coin(0.4) {
            section.header = BoundarySupplementaryItem(
                width: .fractionalWidth(1), height: .absolute(points(10...40)),
                extendsBoundary: coin(0.8))
        }
        if coin(0.3) {
            section.footer = BoundarySupplementaryItem(
                width: .fractionalWidth(points(0.3...1)), height: dimension(),
                extendsBoundary: coin(0.8))
        }
        if coin(0.4) {
            section.boundarySupplementaryItems = ["count", "tag"].filter { _ in coin() }.map { kind in
                boundaryItem(kind, alignment: pick(RectAlignment.allCases))
            }
        }
        if coin(0.3) { section.supplementaryContentInsetsReference = pick(ContentInsetsReference.allCases) }
        if coin(0.5) {
            section.background = BackgroundDecoration(contentInsets: insets(-8...12), style: style())
        }
        if coin(0.35) { section.contentInsetsReference = pick(ContentInsetsReference.allCases) }
        return CompositionalSectionSpec(title: pick([nil, "A", "第2组", "quote \" here"]), section: section)
    }

    private mutating func boundaryItem(_ kind: String, alignment: RectAlignment) -> BoundarySupplementaryItem {
        BoundarySupplementaryItem(
            elementKind: kind, size: LayoutSize(width: .fractionalWidth(points(0.2...1)), height: dimension()),
            alignment: alignment,
            absoluteOffset: coin(0.3) ? Point(x: points(-10...10), y: points(-10...10)) : .zero,
            extendsBoundary: coin(0.7), pinToVisibleBounds: coin(0.2),
            zIndex: coin(0.3) ? Int.random(in: -2...3, using: &rng) : 0,
            contentInsets: insets())
    }

    private mutating func group(depth: Int) -> LayoutGroup {
        let size = LayoutSize(width: depth == 1 ? .fractionalWidth(1) : dimension(), height: dimension())
        if coin(0.12) {
            // At least one frame: a spec refuses a custom group without any (`decodeCustomFrames`), and writes
            // and exports one as an ordinary group, which lays out otherwise.
            let frames = (0..<Int.random(in: 1...4, using: &rng)).map { _ in
                Rect(x: points(0...200), y: points(0...100), width: points(0...120), height: points(0...90))
            }
            return .custom(size, frames: frames)
        }
        let axis: Axis = coin() ? .horizontal : .vertical
        var subitems: [LayoutSubitem] = (0..<Int.random(in: 1...3, using: &rng)).map { _ in
            depth < 3 && coin(0.25) ? .group(group(depth: depth + 1)) : .item(item())
        }
        var count: Int?
        if coin(0.25) {
            subitems = [subitems[0]]
            count = Int.random(in: 1...4, using: &rng)
        }
        if count == nil, coin(0.2), let first = subitems.first { subitems.append(first) } // a subitem used twice
        return LayoutGroup(
            axis: axis, size: size, subitems: subitems, count: count,
            interItemSpacing: coin() ? spacing() : .zero, contentInsets: insets())
    }

    private mutating func item() -> LayoutItem {
        var item = LayoutItem(size: LayoutSize(width: dimension(fractionUpTo: 0.6), height: dimension()), contentInsets: insets())
        if coin(0.25) {
            item.edgeSpacing = LayoutEdgeSpacing(
                leading: coin() ? spacing() : nil, top: coin() ? spacing() : nil,
                trailing: coin() ? spacing() : nil, bottom: coin() ? spacing() : nil)
        }
        if coin(0.25) {
            let edges = pick([DirectionalRectEdges.top, [.top, .trailing], [.bottom, .leading], [], .all])
            let offset: LayoutAnchor.Offset = pick([.zero, .fractional(Point(x: 0.5, y: -0.5)), .absolute(Point(x: -3, y: 4))])
            item.supplementaryItems = [
                LayoutSupplementaryItem(
                    elementKind: "badge",
                    size: LayoutSize(width: .absolute(points(6...24)), height: .fractionalHeight(points(0.1...0.5))),
                    containerAnchor: LayoutAnchor(edges: edges, offset: offset),
                    itemAnchor: coin(0.3) ? LayoutAnchor(edges: [.bottom], offset: .absolute(Point(x: 1, y: 2))) : nil,
                    zIndex: coin(0.3) ? 2 : 0)
            ]
        }
        return item
    }

    private mutating func style() -> BackgroundStyle {
        BackgroundStyle(
            color: coin(0.7) ? color() : nil, cornerRadius: coin(0.4) ? points(0...16) : 0,
            border: coin(0.3) ? Border(width: points(0...3), color: color()) : nil,
            shadow: coin(0.3)
                ? Shadow(
                    color: color(), offset: Size(width: points(-4...4), height: points(-4...4)),
                    radius: points(0...8), opacity: Double.random(in: 0...1, using: &rng)) : nil,
            image: coin(0.2) ? pick(["dots", "photo.ppm"]) : nil)
    }

    private mutating func color() -> Color {
        Color(pick(["systemRed", "white", "systemMint", "#FC0", "#11223344", "systemGray6", "label"])) ?? .black
    }
}
