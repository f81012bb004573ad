import Testing

@testable import SectionLayout

// Issue 14 §2, `UICollectionViewFlowLayout.sectionInsetReference` (iOS 11): "Section insets are defined
// in relation to the collection view's content inset" (`fromContentInset`, the default), "… to the safe
// area" (`fromSafeArea`), "… to the margins of the layout" (`fromLayoutMargins`) — Apple's documentation
// of `UICollectionViewFlowLayout.SectionInsetReference`. Silent on which edges: measured here across the
// scroll axis only (along it the safe area is already in `adjustedContentInset`, and a reference added
// at every section would stack), never outside the container (a content inset already past the safe
// area leaves nothing to add); headers and footers keep the full width. Each case also runs transposed.

/// A flow case in an environment: a layout, the collection view around it, the frames it must produce.
struct FlowEnvironmentCase: CustomTestStringConvertible, Sendable {
    var id: String
    var layout: FlowLayout
    var environment: LayoutEnvironment
    var cells: [(section: Int, item: Int, frame: Rect)] = []
    var headers: [(Int, Rect)] = []
    var contentSize: Size?
    var testDescription: String { id }

    /// Checks the case, and the case transposed (scrolling horizontally in the mirrored environment).
    func checkBothDirections() {
        check(layout.layout(in: environment), map: { $0 })
        check(layout.transposed().layout(in: environment.transposed), map: { $0.transposed })
    }

    func check(_ result: LayoutResult, map: (Rect) -> Rect) {
        for (section, item, frame) in cells {
            #expect(result.itemFrame(section: section, item: item) == map(frame), "\(id): cell \(section).\(item)")
        }
        for (section, frame) in headers {
            #expect(result.attributes(kind: .header, section: section)?.frame == map(frame), "\(id): header \(section)")
        }
        if let contentSize {
            #expect(result.contentSize == map(Rect(origin: .zero, size: contentSize)).size, "\(id): content size")
        }
    }
}

let landscapeSafeArea = EdgeInsets(top: 0, left: 44, bottom: 21, right: 44)

let flowSafeAreaCases: [FlowEnvironmentCase] = {
    func insetLayout(_ reference: SectionInsetReference, items: Int = 12) -> FlowLayout {
        var layout = FlowLayout(
            itemSize: s(100, 50), sectionInset: EdgeInsets(top: 0, left: 10, bottom: 0, right: 10),
            headerReferenceSize: s(0, 30), sections: [FlowSection(items: .count(items))])
        layout.sectionInsetReference = reference
        return layout
    }
    let landscape = LayoutEnvironment(
        bounds: s(812, 375), safeAreaInsets: landscapeSafeArea,
        layoutMargins: EdgeInsets(top: 0, left: 60, bottom: 21, right: 60))
    return [
        FlowEnvironmentCase(
            id: "the issue's case: safe area 44 left and right, fromSafeArea, section inset left 10 → first item at x 54",
            layout: insetLayout(.fromSafeArea), environment: landscape,
            // Lines of 812 − 2·44 − 2·10 = 704: six 100-wide items, spacing (704 − 600) / 5 = 20.8.
            cells: [
                (0, 0, r(54, 30, 100, 50)), (0, 1, r(174.8, 30, 100, 50)), (0, 5, r(658, 30, 100, 50)),
                (0, 6, r(54, 90, 100, 50)),
            ],
            headers: [(0, r(0, 0, 812, 30))], contentSize: s(812, 140)),
        FlowEnvironmentCase(
            id: "fromContentInset (the default) ignores the safe area: items run under the sensor housing",
            layout: insetLayout(.fromContentInset), environment: landscape,
            // Lines of 792: seven items, spacing (792 − 700) / 6.
            cells: [(0, 0, r(10, 30, 100, 50)), (0, 6, r(702, 30, 100, 50))], headers: [(0, r(0, 0, 812, 30))]),
        FlowEnvironmentCase(
            id: "fromLayoutMargins: 60 + 10 from each edge",
            layout: insetLayout(.fromLayoutMargins), environment: landscape,
            // Lines of 812 − 140 = 672: six items, spacing 72 / 5 = 14.4.
            cells: [(0, 0, r(70, 30, 100, 50)), (0, 1, r(184.4, 30, 100, 50)), (0, 5, r(642, 30, 100, 50))]),
        FlowEnvironmentCase(
            id: "a content inset counts towards the safe area: left 30 leaves 14 of its 44, right 50 leaves none",
            layout: insetLayout(.fromSafeArea),
            environment: LayoutEnvironment(
                bounds: s(812, 375), contentInset: EdgeInsets(top: 0, left: 30, bottom: 0, right: 50),
                safeAreaInsets: landscapeSafeArea),
            // Container 732 wide; lines of 732 − 14 − 20 = 698: six items, spacing 98 / 5 = 19.6.
            cells: [(0, 0, r(24, 30, 100, 50)), (0, 5, r(622, 30, 100, 50))], headers: [(0, r(0, 0, 732, 30))],
            contentSize: s(732, 140)),
        FlowEnvironmentCase(
            id: "portrait: the safe area along the scroll axis moves no frame (it is in the adjusted content inset)",
            layout: insetLayout(.fromSafeArea, items: 3),
            environment: LayoutEnvironment(
                bounds: s(375, 812), safeAreaInsets: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)),
            // Lines of 355: three items, spacing 27.5.
            cells: [(0, 0, r(10, 30, 100, 50)), (0, 1, r(137.5, 30, 100, 50)), (0, 2, r(265, 30, 100, 50))],
            headers: [(0, r(0, 0, 375, 30))], contentSize: s(375, 80)),
    ]
}()

@Suite("Flow layout: sectionInsetReference against the safe area and layout margins")
struct FlowSafeAreaTests {
    @Test(arguments: flowSafeAreaCases)
    func frames(_ c: FlowEnvironmentCase) {
        c.checkBothDirections()
    }

    /// Without a safe area, margins or content inset every reference gives the frames of
    /// `layout(in: container)` to the bit.
    @Test(arguments: SectionInsetReference.allCases)
    func noDeviceNoChange(_ reference: SectionInsetReference) {
        var layout = FlowLayout(
            sectionInset: EdgeInsets(top: 3, left: 7, bottom: 5, right: 11), headerReferenceSize: s(0, 20),
            sections: [FlowSection(items: .count(9)), FlowSection(items: .sizes([s(30, 40), s(200, 10)]))])
        layout.sectionInsetReference = reference
        #expect(layout.layout(in: LayoutEnvironment(bounds: s(320, 480))) == layout.layout(in: s(320, 480)))
    }

    /// The flow layout does not round to the screen's pixels (UIKit documents no such rounding for it):
    /// a 3x screen keeps 67.5 (202.5 pixels).
    @Test func flowFramesAreNotRounded() {
        let layout = FlowLayout(sections: [FlowSection(items: .count(7))])
        let result = layout.layout(in: LayoutEnvironment(bounds: s(320, 480), screenScale: 3))
        #expect(result.itemFrame(section: 0, item: 1) == r(67.5, 0, 50, 50))
        #expect(result == layout.layout(in: s(320, 480)))
    }
}
