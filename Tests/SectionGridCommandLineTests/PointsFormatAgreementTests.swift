import SectionGridCommandLine
import SectionLayout
import SectionSpec
import Testing

/// One formatter for points: `frames`, the JSON write-back, the status bar and messages write every
/// number the same way, with one integer cutoff (10¹⁶).
@Test(
    "frames, JSON and messages write a number alike",
    arguments: [
        (52.099999999999994, "52.099999999999994"), (61.333333333333336, "61.333333333333336"), (288.8, "288.8"),
        (-0.0, "0"), (-4, "-4"), (67.5, "67.5"), (1e-7, "1e-07"),
        (9_000_000_000_000_000, "9000000000000000"),
        // Whole numbers between 2⁵³ and 10¹⁶: messages wrote "9.1e+15" while frames wrote the integer.
        (9_100_000_000_000_000, "9100000000000000"), (-9_999_999_999_999_998, "-9999999999999998"),
        (1e16, "1e+16"), (1e300, "1e+300"),
    ])
func oneFormatterForPoints(_ value: Double, _ text: String) {
    #expect(formatPoints(value) == text)
    #expect(JSONWriter.number(value) == text)
    let element = LayoutAttributes(kind: .cell, section: 0, item: 0, frame: Rect(x: value, y: 0, width: 1, height: 1))
    #expect(FramesExport.line(for: element).contains(#"{"x": \#(text), "y""#))
    #expect(element.frame.description == "(\(text), 0, 1, 1)")
}
