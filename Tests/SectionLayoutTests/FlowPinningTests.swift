import Testing

@testable import SectionLayout

// Issue 14 §1, pinned headers and footers of a flow layout. Apple's documentation of
// `UICollectionViewFlowLayout.sectionHeadersPinToVisibleBounds` (UICollectionViewFlowLayout.h, iOS 9):
// "section header views scroll with content until they reach the top of the screen, at which point
// they are pinned to the upper bounds of the collection view. Each new header view that scrolls to the
// top of the screen pushes the previously pinned header view offscreen"; `sectionFootersPinToVisibleBounds`
// mirrors it at the bottom. Both default to false. Decided here where Apple is silent: "the upper
// bounds" are the visible bounds inside the content inset (UIKit pins below `adjustedContentInset.top`,
// as apps observe); a header never moves before its resting place (at offsets before the start, while
// bouncing, it scrolls with the content) and is pushed by its section's end — the footer included, so a
// pinned header may cover its own footer, never the next section's header; a footer is kept inside its
// section the same way, so in a section shorter than the screen it stays at rest while the whole
// section is visible and sticks to the bottom edge while the section's end is below it.

/// The issue's case: width 320, header 30, two sections of 10 items 50×50, spacings 10; section 0 spans
/// y 0–140 (header 0–30, items 30–140), section 1 y 140–280. With `footer`, footers of 20 follow: section
/// 0 spans 0–160, section 1 160–320.
func issueCase(footer: Bool = false, pinsHeaders: Bool = true, pinsFooters: Bool = false) -> FlowLayout {
    var flow = FlowLayout(
        headerReferenceSize: s(0, 30), footerReferenceSize: footer ? s(0, 20) : .zero,
        sections: [FlowSection(items: .count(10)), FlowSection(items: .count(10))])
    flow.sectionHeadersPinToVisibleBounds = pinsHeaders
    flow.sectionFootersPinToVisibleBounds = pinsFooters
    return flow
}

/// The context of a collection view `length` points long (320 across) at content offset `offset` along
/// the scroll axis.
func screen(at offset: Double, length: Double, axis: Axis = .vertical, inset: EdgeInsets = .zero) -> ScrollContext {
    let bounds = Rect(main: offset, cross: 0, mainLength: length, crossLength: 320, axis: axis)
    return ScrollContext(visibleBounds: bounds.inset(by: inset))
}

/// A pinning table row: the content offset along the scroll axis and where each section's header (and
/// footer) starts along it at that offset.
struct PinningRow: CustomTestStringConvertible, Sendable {
    let offset: Double
    let headers: [Double]
    var footers: [Double] = []
    var testDescription: String { "offset \(offset)" }
}

@Suite("Flow layout: pinned headers and footers (issue 14 §1)")
struct FlowPinningTests {
    /// Where the headers and footers of `flow`, laid out 320 across, are at `row.offset` in a view
    /// `length` long, checked in both directions (the horizontal layout is the transposed one: its
    /// headers stick to the leading edge, its footers to the trailing one).
    static func check(_ flow: FlowLayout, _ row: PinningRow, length: Double) {
        for layout in [flow, flow.transposed()] {
            let axis = layout.scrollDirection
            let result = layout.layout(in: Size(main: 667, cross: 320, axis: axis))
            let context = screen(at: row.offset, length: length, axis: axis)
            let all = result.allElements(context: context)
            for (kind, expected) in [(ElementKind.header, row.headers), (.footer, row.footers)] where !expected.isEmpty {
                let found = all.filter { $0.kind == kind }
                #expect(found.map { $0.frame.minMain(axis) } == expected, "\(kind)s, \(axis)")
                for element in found {
                    let resting = result.attributes(kind: kind, section: element.section)?.frame
                    #expect(element.isPinned == (element.frame != resting), "pinned means moved: \(element)")
                    #expect(
                        element.frame.size == resting?.size && element.frame.minCross(axis) == 0, "only the scroll axis moves")
                }
            }
        }
    }

    @Test("The issue's case: at y 100 the header is at 100, at 120 at 110 (140 − 30), at 0 at 0")
    func theIssuesCase() throws {
        let result = issueCase().layout(in: s(320, 480))
        #expect(result.sectionFrame(0) == r(0, 0, 320, 140))
        for (offset, y) in [(100.0, 100.0), (120, 110), (0, 0)] {
            let header = try #require(result.allElements(context: screen(at: offset, length: 480)).first { $0.kind == .header })
            #expect(header.frame == r(0, y, 320, 30), "offset \(offset)")
        }
    }

    static let headerRows = [
        PinningRow(offset: -20, headers: [0, 140]), PinningRow(offset: 0, headers: [0, 140]),
        PinningRow(offset: 50, headers: [50, 140]), PinningRow(offset: 110, headers: [110, 140]),
        PinningRow(offset: 120, headers: [110, 140]), PinningRow(offset: 140, headers: [110, 140]),
        PinningRow(offset: 150, headers: [110, 150]), PinningRow(offset: 250, headers: [110, 250]),
        PinningRow(offset: 400, headers: [110, 250]),
    ]

    @Test("Pinned headers at a table of offsets", arguments: headerRows)
    func pinnedHeaders(row: PinningRow) {
        Self.check(issueCase(), row, length: 480)
    }

    /// With footers of 20 a header is pushed by its section's end, the footer's end: 160 − 30.
    static let headerRowsWithFooters = [
        PinningRow(offset: 0, headers: [0, 160], footers: [140, 300]),
        PinningRow(offset: 120, headers: [120, 160], footers: [140, 300]),
        PinningRow(offset: 135, headers: [130, 160], footers: [140, 300]),
        PinningRow(offset: 200, headers: [130, 200], footers: [140, 300]),
    ]

    @Test("Pinned headers beside unpinned footers", arguments: headerRowsWithFooters)
    func pinnedHeadersWithFooters(row: PinningRow) {
        Self.check(issueCase(footer: true), row, length: 480)
    }

    /// Footers in a view 100 long: footer 0 rests at 140–160 in section 0–160, footer 1 at 300–320 in
    /// 160–320. A footer sticks to the bottom edge (its end at offset + 100) while that is above its
    /// resting place, never above its section's start.
    static let footerRows = [
        PinningRow(offset: -200, headers: [0, 160], footers: [0, 160]),
        PinningRow(offset: -20, headers: [0, 160], footers: [60, 160]),
        PinningRow(offset: 0, headers: [0, 160], footers: [80, 160]),
        PinningRow(offset: 60, headers: [0, 160], footers: [140, 160]),
        PinningRow(offset: 150, headers: [0, 160], footers: [140, 230]),
        PinningRow(offset: 220, headers: [0, 160], footers: [140, 300]),
        PinningRow(offset: 500, headers: [0, 160], footers: [140, 300]),
    ]

    @Test("Pinned footers at a table of offsets", arguments: footerRows)
    func pinnedFooters(row: PinningRow) {
        Self.check(issueCase(footer: true, pinsHeaders: false, pinsFooters: true), row, length: 100)
    }

    /// Both pinned in a view 100 long: each header and footer as in its own table.
    static let bothRows = [
        PinningRow(offset: 0, headers: [0, 160], footers: [80, 160]),
        PinningRow(offset: 100, headers: [100, 160], footers: [140, 180]),
        PinningRow(offset: 140, headers: [130, 160], footers: [140, 220]),
        PinningRow(offset: 250, headers: [130, 250], footers: [140, 300]),
    ]

    @Test("Pinned headers and footers together", arguments: bothRows)
    func pinnedHeadersAndFooters(row: PinningRow) {
        Self.check(issueCase(footer: true, pinsHeaders: true, pinsFooters: true), row, length: 100)
    }

    @Test func nothingPinsWithoutTheSwitchesTheRestingPolicyOrVisibleBounds() {
        let pinned = issueCase(footer: true, pinsHeaders: true, pinsFooters: true).layout(in: s(320, 480))
        let resting = pinned.allElements()
        var context = screen(at: 120, length: 100)
        #expect(issueCase(footer: true, pinsHeaders: false).layout(in: s(320, 480)).allElements(context: context) == resting)
        #expect(pinned.allElements(context: context) != resting)
        context.pinning = .resting
        #expect(pinned.allElements(context: context) == resting)
        #expect(pinned.allElements(context: ScrollContext(orthogonalOffsets: [0: 50])) == resting)
        let nonFinite = ScrollContext(visibleBounds: Rect(x: 0, y: .infinity, width: 320, height: 100))
        #expect(pinned.allElements(context: nonFinite) == resting, "non-finite visible bounds pin nothing")
        #expect(!resting.contains { $0.isPinned })
    }

    /// Decided (UIKit's documentation is silent): the "upper bounds" are those inside the content inset.
    /// With a top inset of 20 the header is at rest at offset −20 (the content's top just inside the
    /// inset) and sticks 20 below the offset after that.
    @Test func headersPinInsideTheContentInset() throws {
        let result = issueCase().layout(in: s(320, 460))
        let inset = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        for (offset, y) in [(-20.0, 0.0), (0, 20), (80, 100), (100, 110)] {
            let context = screen(at: offset, length: 480, inset: inset)
            let header = try #require(result.allElements(context: context).first { $0.kind == .header })
            #expect(header.frame.minY == y, "offset \(offset)")
        }
    }

    /// A pinned header is found by rect queries where it sticks, not where it rests — an inspector's
    /// point query on the top of the screen hits it — and a query of its resting place no longer does.
    @Test func rectQueriesFindPinnedHeadersWhereTheyStick() {
        let result = issueCase().layout(in: s(320, 480))
        let context = screen(at: 120, length: 480)
        let top = result.elements(in: r(55, 115, 1, 1), context: context)
        #expect(top.map(\.kind) == [.header] && top.first?.isPinned == true)
        #expect(result.elements(in: r(55, 5, 1, 1), context: context).isEmpty)
        #expect(result.elements(in: r(55, 5, 1, 1)).map(\.kind) == [.header], "unscrolled: at rest")
    }
}
