import SectionLayout
import SectionSpec
import SeededRandom

@testable import SectionGridTestSupport

/// Seeded random flow specs for the run tests: both directions, fractional viewports and content
/// insets, pinned headers and footers, every background option (cover, header and footer inclusion, margins, `whenEmpty`, every
/// style part, colours named and in hex), headers and footers, `itemSizes`, per-section metrics and
/// empty sections, a `sectionInsetReference` now and then, and the device around the collection view
/// (safe area, layout margins, screen scale, or a preset). Line spacing stays ≥ 0: with lines stepping back, the frames no longer tell where
/// the last line ends (docs/architecture.md, "Why are flow backgrounds placed from UIKit's frames?").
struct RandomFlowSpecs {
    private var rng: SplitMix64

    init(seed: UInt64) {
        rng = SplitMix64(seed: seed)
    }

    /// A value in `range`, often a round number (exact fits and ties happen).
    private mutating func points(_ range: ClosedRange<Double>) -> Double {
        let value = Double.random(in: range, using: &rng)
        return Bool.random(using: &rng) ? value.rounded() : value
    }

    private mutating func coin(_ chance: Double = 0.5) -> Bool { Double.random(in: 0..<1, using: &rng) < chance }

    private mutating func size(_ width: ClosedRange<Double>, _ height: ClosedRange<Double>) -> Size {
        Size(width: points(width), height: points(height))
    }

    private mutating func insets(_ range: ClosedRange<Double>) -> EdgeInsets {
        EdgeInsets(top: points(range), left: points(range), bottom: points(range), right: points(range))
    }

    private mutating func color() -> Color {
        let spellings = [
            "red", "white", "systemBlue", "systemMint", "systemBackground", "#FC0", "#C7C7CC", "#11223344",
            "clear", "systemGray6", "black", "systemBrown",
        ]
        return Color(spellings[Int.random(in: 0..<spellings.count, using: &rng)]) ?? .black
    }

    /// A spec.
    mutating func spec() -> LayoutSpec {
        let direction: Axis = coin() ? .vertical : .horizontal
        var flow = FlowSpec(
            itemSize: size(0...150, 0...120), minimumLineSpacing: points(0...20),
            minimumInteritemSpacing: points(-10...20), sectionInset: coin() ? insets(-10...30) : .zero,
            headerReferenceSize: coin() ? size(0...40, 0...40) : .zero,
            footerReferenceSize: coin() ? size(0...40, 0...40) : .zero,
            background: coin(0.6) ? background() : nil)
        flow.sections = (0..<Int.random(in: 0...6, using: &rng)).map { _ in section() }
        flow.layout.sectionHeadersPinToVisibleBounds = coin(0.2)
        flow.layout.sectionFootersPinToVisibleBounds = coin(0.2)
        // Issue 14: the exported layout sets a `sectionInsetReference` that is not UIKit's default.
        let reference = coin(0.25)
        if reference { flow.layout.sectionInsetReference = coin() ? .fromSafeArea : .fromLayoutMargins }
        var spec = LayoutSpec(
            scrollDirection: direction, viewport: size(120...500, 200...800),
            contentInset: coin() ? insets(-5...30) : .zero, backgroundColor: coin() ? color() : nil,
            engine: .flow(flow))
        placeOnDevice(&spec)
        return spec
    }

    /// Now and then the device around the collection view: a preset (bounds, safe area, margins and
    /// scale), or a safe area, margins (the safe area plus some) and a scale of its own — the keys the
    /// exported code does not set, which the run tests' requests give SectionGrid's layout host.
    mutating func placeOnDevice(_ spec: inout LayoutSpec) {
        if coin(0.15) {
            let devices = DeviceCatalog.devices
            spec = spec.applying(devices[Int.random(in: 0..<devices.count, using: &rng)])
        } else if coin(0.45) {
            let safeArea = EdgeInsets(
                top: coin() ? points(0...60) : 0, left: coin() ? points(0...60) : 0,
                bottom: coin() ? points(0...40) : 0, right: coin() ? points(0...60) : 0)
            spec.safeAreaInsets = safeArea
            spec.layoutMargins =
                coin(0.8)
                ? EdgeInsets(
                    top: safeArea.top + points(0...20), left: safeArea.left + points(0...20),
                    bottom: safeArea.bottom + points(0...20),
                    right: safeArea.right + points(0...20)) : .zero
            spec.screenScale = coin(0.75) ? Double(Int.random(in: 1...3, using: &rng)) : nil
        }
    }

    private mutating func section() -> FlowSectionSpec {
        let titles: [String?] = [nil, "A", "第2组", "quote \" and \\ backslash", "line\nbreak", "👨‍👩‍👧 family", ""]
        let count = Int.random(in: 0...24, using: &rng)
        var section = FlowSectionSpec(items: .count(count), title: titles[Int.random(in: 0..<titles.count, using: &rng)])
        if coin(0.4) { section.section.items = .sizes((0..<count).map { _ in size(0...150, 0...90) }) }
        if coin(0.3) { section.section.itemSize = size(0...200, 0...60) }
        if coin(0.3) { section.section.minimumLineSpacing = points(0...15) }
        if coin(0.3) { section.section.minimumInteritemSpacing = points(-10...15) }
        if coin(0.3) { section.section.sectionInset = insets(-10...30) }
        if coin(0.3) { section.section.headerReferenceSize = size(0...30, 0...30) }
        if coin(0.3) { section.section.footerReferenceSize = size(0...30, 0...30) }
        if coin(0.5) { section.background = background() }
        return section
    }

    private mutating func background() -> BackgroundOverride {
        var background = BackgroundOverride()
        if coin() { background.cover = BackgroundCover.allCases[Int.random(in: 0..<3, using: &rng)] }
        if coin(0.4) { background.includeHeader = coin() }
        if coin(0.4) { background.includeFooter = coin() }
        if coin(0.4) { background.margin = insets(-12...20) }
        if coin(0.3) { background.coversEmptySections = coin() }
        if coin(0.7) { background.color = color() }
        if coin(0.4) { background.cornerRadius = points(0...20) }
        if coin(0.3) { background.border = Border(width: points(0...4), color: color()) }
        if coin(0.3) {
            background.shadow = Shadow(
                color: color(), offset: size(-5...5, -5...5), radius: points(0...10),
                opacity: Double.random(in: 0...1, using: &rng))
        }
        if coin(0.2) { background.image = ["dots", "stripes", "photo.ppm", ""][Int.random(in: 0..<4, using: &rng)] }
        return background
    }

    /// Rectangles to query `result` with: at random, around each section's background (touching its
    /// edges, as UIKit's closed rectangles meet), empty ones, and all of the content.
    mutating func rects(for result: LayoutResult) -> [Rect] {
        let content = result.contentSize
        var rects = [
            Rect(x: 3, y: 5, width: 0, height: 0), Rect(x: 0, y: 0, width: content.width, height: content.height),
            Rect(x: -1e6, y: -1e6, width: 2e6, height: 2e6),
        ]
        for _ in 0..<6 {
            rects.append(
                Rect(
                    x: points(-40...content.width + 40), y: points(-40...content.height + 40),
                    width: points(0...375), height: points(0...667)))
        }
        for section in 0..<min(result.numberOfSections, 12) {
            guard let frame = result.attributes(kind: .background, section: section)?.frame, coin() else { continue }
            rects.append(Rect(x: frame.minX, y: frame.maxY, width: 1, height: 5))
            rects.append(Rect(x: frame.maxX, y: frame.minY - 5, width: 3, height: 5))
        }
        return rects
    }
}
