import SectionLayout
import SectionSpec
import Testing

@testable import SectionGridTestSupport

@Suite("Spec limits")
struct SpecLimitTests {
    @Test func theMaximaAreWhatTheDocsSay() {
        #expect(SpecLimits.maximumItems == 20_000_000)
        #expect(SpecLimits.maximumSections == 100_000)
        #expect(SpecLimits.maximumGroupDepth == 8)
        #expect(SpecLimits.maximumMagnitude == 10_000_000)
        #expect(SpecLimits.maximumFileSize == 64 << 20)
        #expect(LayoutGroup.maximumItems == 100_000)
    }

    @Test func countProductsUpToTheMaximumAreAccepted() throws {
        let spec = try decodeSpec(compositional(group: countGroup(100, countGroup(1000, axis: "vertical"))))
        let layout = try #require(spec.compositionalLayout)
        #expect(layout.sections.first?.group.count == 100)
        let result = CompositionalLayout(sections: [LayoutSection(items: 200_000, group: layout.sections[0].group)])
            .layout(in: Size(width: 375, height: 667))
        #expect(result.numberOfItems(inSection: 0) == 200_000)
        // Item 100,000 starts the second group: 100 columns of 1,000 rows, 10 points tall.
        #expect(result.itemFrame(section: 0, item: 100_000) == Rect(x: 0, y: 10, width: 3.75, height: 0.01))
    }

    @Test func theLargeDemoFitsTwentyTimesOver() throws {
        let spec = try #require(BuiltInDemos.spec(named: "large"))
        let items = spec.layout().numberOfItems
        #expect(items == 1_000_000)
        #expect(items * 20 <= SpecLimits.maximumItems)
        // Written out and read back it is accepted: the demo is a spec like any other.
        #expect(try decodeSpec(spec.jsonText) == spec)
    }

    @Test func manySectionsOfHugeGroupsResolveOnlyTheirItems() throws {
        // Twenty thousand sections, each a group of 100,000 slots holding one to three items: every section
        // resolves only the frames of its items (2,000 such sections took 8 minutes and 9 GB before).
        let group = countGroup(100_000)
        let sections = (0..<20_000).map { #"{"items": \#(1 + $0 % 3), "group": \#(group)}"# }.joined(separator: ", ")
        let spec = try decodeSpec(#"{"layout": "compositional", "sections": [\#(sections)]}"#)
        // How long this takes is measured by the benchmark (`compositional.prepare.sparse`, release build).
        let result = spec.layout()
        #expect(result.numberOfItems == 39_999)
        #expect(result.itemFrame(section: 19_999, item: 0) == Rect(x: 0, y: 199_990, width: 0.00375, height: 10))
    }
}
