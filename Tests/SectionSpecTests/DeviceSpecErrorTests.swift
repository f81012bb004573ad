import SectionSpec
import Testing

@testable import SectionGridTestSupport

@Test("bad device keys and inset references are rejected with one exact line", arguments: badDeviceSpecs)
func rejectsBadDeviceSpec(_ example: BadSpec) {
    #expect(specErrorLine(example.json) == example.error)
}

/// Keys are read in document order whatever they are, so the first problem is the one reported.
@Test func theFirstDeviceProblemInTheFileIsReported() {
    #expect(
        specErrorLine(#"{"screenScale": 5, "device": "nope"}"#)
            == "error: spec.json: screenScale: must be 1, 2 or 3, a screen's scale (UIScreen.scale; got 5)")
    #expect(
        specErrorLine(#"{"device": "nope", "screenScale": 5}"#)?.hasPrefix("error: spec.json: device: unknown device \"nope\"")
            == true)
}
