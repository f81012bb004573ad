import Testing
import SectionSpec
import SectionLayout

/// A group of `count` slots holding `inner` (an item when nil), for the `count`-product limit.
private func countGroup(_ count: Int, _ inner: String? = nil, axis: String = "horizontal") -> String {
    let size = #""width": {"fractionalWidth": 1}, "height": {"absolute": 10}"#
    let content = inner.map { #""group": \#($0)"# } ?? #""item": \#(fillingItemJSON)"#
    return #"{"axis": "\#(axis)", \#(size), "count": \#(count), \#(content)}"#
}

/// The documented maxima, refused by name where a spec exceeds them.
let badLimitSpecs: [BadSpec] = [
    BadSpec("nested counts multiply past the group maximum", compositional(group: countGroup(1000, countGroup(101))),
            #"error: spec.json: sections[0].group: holds at least 101000 items (nested "count"s multiply), more than the maximum of 100000 in one group"#),
    BadSpec("three levels of counts: the level that passes the maximum is named",
            compositional(group: countGroup(2, countGroup(1000, countGroup(1000)))),
            #"error: spec.json: sections[0].group.group: holds at least 1000000 items (nested "count"s multiply), more than the maximum of 100000 in one group"#),
    BadSpec("a count cycling through subitems adds up their items", compositional(group: """
        {"axis": "horizontal", "width": {"fractionalWidth": 1}, "height": {"absolute": 10}, "count": 100000,
         "subitems": [\(fillingItemJSON), \(countGroup(2, axis: "vertical"))]}
        """), #"error: spec.json: sections[0].group: holds at least 150000 items (nested "count"s multiply), more than the maximum of 100000 in one group"#),
    BadSpec("a group repeating what fits holds at least its first subitem", compositional(group: """
        {"axis": "vertical", "width": {"fractionalWidth": 1}, "height": {"absolute": 10},
         "subitems": [\(countGroup(100_000, countGroup(2))), \(fillingItemJSON)]}
        """), #"error: spec.json: sections[0].group.subitems[0]: holds at least 200000 items (nested "count"s multiply), more than the maximum of 100000 in one group"#),
    BadSpec("a product far past Int", compositional(group: countGroup(100_000, countGroup(100_000, countGroup(100_000, countGroup(100_000))))),
            #"error: spec.json: sections[0].group.group.group: holds at least 10000000000 items (nested "count"s multiply), more than the maximum of 100000 in one group"#),
    BadSpec("compositional items count towards the total", #"{"layout": "compositional", "sections": [{"items": 20000001, "group": \#(countGroup(1))}]}"#,
            "error: spec.json: sections: 20000001 items in all exceeds the maximum of 20000000"),
]

@Suite("Spec limits")
struct SpecLimitTests {
    @Test func theMaximaAreWhatTheReadmeSays() {
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
