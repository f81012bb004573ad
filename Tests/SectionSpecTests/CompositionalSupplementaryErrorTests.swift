import SectionSpec
import Testing

@testable import SectionGridTestSupport

@Test(
    "bad boundary items, badges, edge spacing and custom groups are rejected with one exact line",
    arguments: badSupplementarySpecs)
func rejectsBadSupplementarySpec(_ example: BadSpec) {
    #expect(specErrorLine(example.json) == example.error)
}
