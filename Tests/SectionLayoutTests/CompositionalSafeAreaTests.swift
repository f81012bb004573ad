import Testing

@testable import SectionLayout

// Issue 14 §2, `UIContentInsetsReference` in a compositional layout (iOS 14). From
// `UICollectionViewCompositionalLayout.h`: the configuration's `contentInsetsReference` — "default is
// UIContentInsetsReferenceSafeArea"; a section's — "default is UIContentInsetsReferenceAutomatic i.e.
// following the layout configuration's contentInsetsReference"; the cases "use system defined default",
// "no additional insets", "honor safe area", "honor layout margins", "honor readable content". Apple's
// documentation of `supplementaryContentInsetsReference`: "any insets specified on a
// NSCollectionLayoutBoundarySupplementaryItem follow the layout configuration's contentInsetsReference"
// by default, and the header: "section supplementaries will follow any section-specific contentInsets" —
// both hold when `automatic` follows the section's content insets measured from its reference. Decided
// where the sources are silent: a reference moves only the edges across the scroll axis (along it the
// safe area is in `adjustedContentInset`, `UIScrollView.ContentInsetAdjustmentBehavior.scrollableAxes`);
// the readable content guide is at most 672 points wide (the default Dynamic Type size, useyourloaf.com
// "Readable Content Guides"); the layout's own boundary items keep the whole container. Each case also
// runs transposed.

/// A compositional case in an environment.
struct CompositionalEnvironmentCase: CustomTestStringConvertible, Sendable {
    var id: String
    var layout: CompositionalLayout
    var environment: LayoutEnvironment
    var cells: [(section: Int, item: Int, frame: Rect)] = []
    var others: [(kind: String, section: Int, frame: Rect)] = []
    var contentSize: Size?
    /// False for the readable content guide, which narrows the width whatever the scroll direction, so
    /// does not mirror across the diagonal.
    var mirrors = true
    var testDescription: String { id }

    func checkBothDirections() {
        check(layout.layout(in: environment), map: { $0 })
        if mirrors { check(layout.transposed().layout(in: environment.transposed), map: { $0.transposed }) }
    }

    func check(_ result: LayoutResult, map: (Rect) -> Rect) {
        for (section, item, frame) in cells {
            #expect(result.itemFrame(section: section, item: item) == map(frame), "\(id): cell \(section).\(item)")
        }
        for (kind, section, frame) in others {
            #expect(
                result.attributes(kind: ElementKind(rawValue: kind), section: section)?.frame == map(frame),
                "\(id): \(kind) \(section)")
        }
        if let contentSize {
            #expect(result.contentSize == map(Rect(origin: .zero, size: contentSize)).size, "\(id): content size")
        }
    }
}

/// A layout of one section: halves 50 tall, a 30-tall header, content insets 10 on the sides.
func referenceLayout(
    _ sectionReference: ContentInsetsReference = .automatic, layout: ContentInsetsReference = .safeArea,
    supplementaries: ContentInsetsReference = .automatic
) -> CompositionalLayout {
    var section = LayoutSection(
        items: 4, group: row(.fractionalWidth(1), .absolute(50), [cell(.fractionalWidth(0.5), .fractionalHeight(1))]),
        contentInsets: DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10),
        header: BoundarySupplementaryItem(
            elementKind: "header",
            size: LayoutSize(width: .fractionalWidth(1), height: .absolute(30)),
            alignment: .top),
        supplementaryContentInsetsReference: supplementaries)
    section.contentInsetsReference = sectionReference
    var result = CompositionalLayout(sections: [section])
    result.contentInsetsReference = layout
    return result
}

let iPhoneLandscape = LayoutEnvironment(
    bounds: s(852, 393), safeAreaInsets: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
    layoutMargins: EdgeInsets(top: 0, left: 75, bottom: 21, right: 75))
let iPhonePortrait = LayoutEnvironment(
    bounds: s(393, 852), safeAreaInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
    layoutMargins: EdgeInsets(top: 59, left: 20, bottom: 34, right: 20))
let iPadPortrait = LayoutEnvironment(
    bounds: s(1032, 1376), safeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
    layoutMargins: EdgeInsets(top: 24, left: 20, bottom: 20, right: 20))

let compositionalSafeAreaCases: [CompositionalEnvironmentCase] = [
    CompositionalEnvironmentCase(
        id: "the default (configuration safeArea, section automatic): content insets from the safe area",
        layout: referenceLayout(), environment: iPhoneLandscape,
        // 852 − 2·(59 + 10) = 714 wide: halves of 357 from x 69; the header follows the content insets.
        cells: [(0, 0, r(69, 30, 357, 50)), (0, 1, r(426, 30, 357, 50)), (0, 2, r(69, 80, 357, 50))],
        others: [("header", 0, r(69, 0, 714, 30))], contentSize: s(852, 130)),
    CompositionalEnvironmentCase(
        id: "configuration none: the container's edges, cells under the sensor housing",
        layout: referenceLayout(layout: .none), environment: iPhoneLandscape,
        cells: [(0, 0, r(10, 30, 416, 50)), (0, 1, r(426, 30, 416, 50))], others: [("header", 0, r(10, 0, 832, 30))]),
    CompositionalEnvironmentCase(
        id: "configuration automatic resolves to the safe area",
        layout: referenceLayout(layout: .automatic), environment: iPhoneLandscape,
        cells: [(0, 0, r(69, 30, 357, 50))]),
    CompositionalEnvironmentCase(
        id: "a section's own reference wins: layoutMargins (75 + 10)",
        layout: referenceLayout(.layoutMargins), environment: iPhoneLandscape,
        cells: [(0, 0, r(85, 30, 341, 50)), (0, 1, r(426, 30, 341, 50))], others: [("header", 0, r(85, 0, 682, 30))]),
    CompositionalEnvironmentCase(
        id: "readableContent on a 13-inch iPad: 672 wide, centred between the margins ((1032 − 672) / 2 = 180)",
        layout: referenceLayout(.readableContent), environment: iPadPortrait,
        cells: [(0, 0, r(190, 30, 326, 50)), (0, 1, r(516, 30, 326, 50))], others: [("header", 0, r(190, 0, 652, 30))],
        mirrors: false),
    CompositionalEnvironmentCase(
        id: "readableContent on a landscape iPhone: 852 − 150 of margins leaves 702, narrowed to 672 (90 a side)",
        layout: referenceLayout(.readableContent), environment: iPhoneLandscape,
        cells: [(0, 0, r(100, 30, 326, 50))], mirrors: false),
    CompositionalEnvironmentCase(
        id: "readableContent on a portrait iPhone is the layout margins",
        layout: referenceLayout(.readableContent), environment: iPhonePortrait,
        cells: [(0, 0, r(30, 30, 166.5, 50)), (0, 1, r(196.5, 30, 166.5, 50))], mirrors: false),
    CompositionalEnvironmentCase(
        id: "readableContent scrolling sideways: across the scroll axis it is the margins' top and bottom",
        layout: referenceLayout(.readableContent).transposed(), environment: iPadPortrait,
        // Rows 1376 − 24 − 20 − 20 tall: halves of 656 from y 34, the header 30 wide at x 0.
        cells: [(0, 0, r(30, 34, 50, 656)), (0, 1, r(30, 690, 50, 656))], others: [("header", 0, r(0, 34, 30, 1312))],
        mirrors: false),
    CompositionalEnvironmentCase(
        id: "supplementaryContentInsetsReference none: the header spans the container",
        layout: referenceLayout(supplementaries: .none), environment: iPhoneLandscape,
        cells: [(0, 0, r(69, 30, 357, 50))], others: [("header", 0, r(0, 0, 852, 30))]),
    CompositionalEnvironmentCase(
        id: "supplementaryContentInsetsReference safeArea: inside the safe area, not the content insets",
        layout: referenceLayout(supplementaries: .safeArea), environment: iPhoneLandscape,
        others: [("header", 0, r(59, 0, 734, 30))]),
    CompositionalEnvironmentCase(
        id: "supplementaryContentInsetsReference layoutMargins",
        layout: referenceLayout(supplementaries: .layoutMargins), environment: iPhoneLandscape,
        others: [("header", 0, r(75, 0, 702, 30))]),
    CompositionalEnvironmentCase(
        id: "supplementaryContentInsetsReference readableContent on an iPad",
        layout: referenceLayout(supplementaries: .readableContent), environment: iPadPortrait,
        others: [("header", 0, r(180, 0, 672, 30))], mirrors: false),
    CompositionalEnvironmentCase(
        id: "a content inset counts towards the safe area (left 40 leaves 19 of 59)",
        layout: referenceLayout(),
        environment: LayoutEnvironment(
            bounds: s(852, 393), contentInset: EdgeInsets(top: 0, left: 40, bottom: 0, right: 0),
            safeAreaInsets: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)),
        // Container 812 wide; insets 19 + 10 and 59 + 10: 714 wide.
        cells: [(0, 0, r(29, 30, 357, 50)), (0, 1, r(386, 30, 357, 50))], contentSize: s(812, 130)),
]

@Suite("Compositional layout: contentInsetsReference and the safe area")
struct CompositionalSafeAreaTests {
    @Test(arguments: compositionalSafeAreaCases)
    func frames(_ c: CompositionalEnvironmentCase) {
        c.checkBothDirections()
    }

    /// The safe area along the scroll axis is in the adjusted content inset: a full-height group is the
    /// bounds less the safe area's top and bottom (812 − 59 − 34 on a portrait iPhone), as a vertical
    /// collection view whose `contentInsetAdjustmentBehavior` is `.automatic` lays out.
    @Test func safeAreaAlongTheScrollAxisShrinksTheContainer() {
        let layout = CompositionalLayout(sections: [
            LayoutSection(items: 2, group: row(.fractionalWidth(1), .fractionalHeight(1), [fill]))
        ])
        let environment = LayoutEnvironment(
            bounds: s(393, 852), safeAreaInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        let result = layout.layout(in: environment)
        #expect(result.itemFrame(section: 0, item: 1) == r(0, 759, 393, 759))
        #expect(
            environment.adjustedContentInset(scrollDirection: .vertical) == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(environment.adjustedContentInset(scrollDirection: .horizontal) == .zero)
        let sideways = layout.transposed().layout(in: environment.transposed)
        #expect(sideways.itemFrame(section: 0, item: 1) == r(759, 0, 759, 393))
    }

    /// Without a device (no safe area, margins or content inset) every reference lays out exactly as
    /// `layout(in:bounds:)`: specs without device settings keep their frames.
    @Test(arguments: ContentInsetsReference.allCases)
    func noDeviceNoChange(_ reference: ContentInsetsReference) {
        let layout = referenceLayout(reference, layout: reference, supplementaries: reference)
        let bounds = s(375, 667)
        #expect(layout.layout(in: LayoutEnvironment(bounds: bounds)) == layout.layout(in: bounds, bounds: bounds))
    }

    /// The readable content guide: the margins on a narrow view, 672 points centred on a wide one.
    @Test func readableContentInsets() {
        #expect(iPhonePortrait.readableContentInsets == iPhonePortrait.layoutMargins)
        #expect(iPhoneLandscape.readableContentInsets == EdgeInsets(top: 0, left: 90, bottom: 21, right: 90))
        #expect(iPadPortrait.readableContentInsets == EdgeInsets(top: 24, left: 180, bottom: 20, right: 180))
        let airLandscape = LayoutEnvironment(
            bounds: s(1024, 768), layoutMargins: EdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
        #expect(airLandscape.readableContentInsets == EdgeInsets(top: 0, left: 176, bottom: 0, right: 176))
    }
}
