import SectionLayout
import Testing

@Test(
    "points print as people write them",
    arguments: [
        (67.5, "67.5"), (320, "320"), (-0.0, "0"), (0, "0"), (-4, "-4"), (1e15, "1000000000000000"),
        (9_007_199_254_740_992, "9007199254740992"), (1e17, "1e+17"), (0.1, "0.1"),
        (.infinity, "inf"), (-.infinity, "-inf"), (.nan, "nan"),
    ])
func formatsPoints(_ value: Double, _ text: String) {
    #expect(formatPoints(value) == text)
}
