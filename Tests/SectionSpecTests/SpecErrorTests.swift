import SectionSpec
import Testing

@testable import SectionGridTestSupport

@Test("bad specs are rejected with one exact line", arguments: badSpecs)
func rejectsBadSpec(_ example: BadSpec) {
    #expect(specErrorLine(example.json) == example.error)
}

@Test func theFirstProblemInTheFileIsReported() {
    #expect(
        specErrorLine(#"{"viewport": {"width": -1, "height": 1}, "scrollDirection": "up"}"#)
            == "error: spec.json: viewport.width: must be a finite number ≥ 1 (got -1)")
    #expect(
        specErrorLine(#"{"scrollDirection": "up", "viewport": {"width": -1, "height": 1}}"#)
            == "error: spec.json: scrollDirection: must be one of \"vertical\", \"horizontal\" (got \"up\")")
}

@Test func specErrorsNameTheRootWithDollarOutsideFiles() throws {
    #expect(throws: SpecError(path: .root, problem: "expected an object, got string")) {
        try LayoutSpec(json: .string("x"))
    }
    let error = SpecError(path: JSONPath([.key("sections"), .index(2), .key("itemSize"), .key("width")]), problem: "p")
    #expect(error.description == "sections[2].itemSize.width: p")
    #expect(SpecError(path: .root, problem: "p").description == "$: p")
}
