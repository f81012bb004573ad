import SectionSpec
import Testing

@testable import SectionGridTestSupport

@Test("bad compositional specs are rejected with one exact line", arguments: badCompositionalSpecs)
func rejectsBadCompositionalSpec(_ example: BadSpec) {
    #expect(specErrorLine(example.json) == example.error)
}

@Test func theFirstProblemInACompositionalFileIsReported() {
    #expect(
        specErrorLine(compositional(group: #"{"width": {"absolute": -1}, "axis": "up"}"#))
            == "error: spec.json: sections[0].group.width.absolute: must be a finite number ≥ 0 (got -1)")
    #expect(
        specErrorLine(compositional(group: #"{"axis": "up", "width": {"absolute": -1}}"#))
            == #"error: spec.json: sections[0].group.axis: must be one of "vertical", "horizontal" (got "up")"#)
    #expect(
        specErrorLine(#"{"sections": [{"items": 1, "group": {}}], "layout": "compositional"}"#)
            == #"error: spec.json: sections[0].group: missing "axis" ("horizontal" or "vertical")"#,
        "the layout key is read first wherever it is")
}
