@testable import SectionLayout

/// Random flow layouts for property tests. `hostile` allows negative spacings, insets and margins.
enum RandomFlowLayouts {
    static func make(_ rng: inout SeededRandom, hostile: Bool = false) -> FlowLayout {
        let low = hostile ? -30.0 : 0
        var layout = FlowLayout(
            scrollDirection: Bool.random(using: &rng) ? .vertical : .horizontal,
            itemSize: Size(width: rng.points(0...120), height: rng.points(0...120)),
            minimumLineSpacing: rng.points(low...20), minimumInteritemSpacing: rng.points(low...20),
            sectionInset: insets(&rng, low: low),
            headerReferenceSize: Bool.random(using: &rng) ? Size(width: rng.points(0...40), height: rng.points(0...40)) : .zero,
            footerReferenceSize: Bool.random(using: &rng) ? Size(width: rng.points(0...40), height: rng.points(0...40)) : .zero,
            background: background(&rng, low: low))
        for _ in 0..<Int.random(in: 0...6, using: &rng) {
            layout.sections.append(section(&rng, low: low))
        }
        return layout
    }

    static func container(_ rng: inout SeededRandom) -> Size {
        Size(width: rng.points(0...500), height: rng.points(0...500))
    }

    static func rect(_ rng: inout SeededRandom, within size: Size) -> Rect {
        Rect(
            x: rng.points(-50...size.width + 50), y: rng.points(-50...size.height + 50),
            width: rng.points(0...300), height: rng.points(0...300))
    }

    private static func insets(_ rng: inout SeededRandom, low: Double) -> EdgeInsets {
        EdgeInsets(
            top: rng.points(low...30), left: rng.points(low...30),
            bottom: rng.points(low...30), right: rng.points(low...30))
    }

    private static func background(_ rng: inout SeededRandom, low: Double) -> SectionBackground {
        SectionBackground(
            cover: BackgroundCover.allCases.randomElement(using: &rng) ?? .section,
            includeHeader: Bool.random(using: &rng), includeFooter: Bool.random(using: &rng),
            margin: insets(&rng, low: low), coversEmptySections: Bool.random(using: &rng))
    }

    private static func section(_ rng: inout SeededRandom, low: Double) -> FlowSection {
        let count = Int.random(in: 0...40, using: &rng)
        var section = FlowSection(items: .count(count))
        if Bool.random(using: &rng) {
            let sizes = (0..<count).map { _ in Size(width: rng.points(0...150), height: rng.points(0...90)) }
            section.items = .sizes(sizes)
        }
        if Bool.random(using: &rng) { section.itemSize = Size(width: rng.points(1...200), height: rng.points(1...60)) }
        if Bool.random(using: &rng) { section.minimumLineSpacing = rng.points(low...15) }
        if Bool.random(using: &rng) { section.minimumInteritemSpacing = rng.points(low...15) }
        if Bool.random(using: &rng) { section.sectionInset = insets(&rng, low: low) }
        if Bool.random(using: &rng) { section.headerReferenceSize = Size(width: rng.points(0...30), height: rng.points(0...30)) }
        if Bool.random(using: &rng) { section.background = background(&rng, low: low) }
        return section
    }
}
