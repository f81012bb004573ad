import Foundation
import SectionLayout
import SectionSpec
import Testing

@testable import SectionGridTestSupport

/// Every key of both engines refuses wrong types, missing parts, negative, infinite and huge numbers
/// and unknown names with one exact line, and `frames` and `snapshot` print nothing else.
@Suite("Spec validation covers every key")
struct SpecValidationTests {
    @Test(arguments: flowValueSlots + compositionalValueSlots)
    func everyKeyRefusesBadValuesWithOneExactLine(_ slot: SpecValueSlot) throws {
        for (value, problem) in SpecValueChecks.refused(slot.kind) {
            #expect(
                specErrorLine(slot.spec(value)) == SpecValueChecks.line(slot, value, problem, file: "spec.json"), "value \(value)"
            )
        }
        for value in SpecValueChecks.accepted(slot.kind) {
            let line = specErrorLine(slot.spec(value))
            #expect(
                line.map { !$0.hasPrefix("error: spec.json: \(slot.path):") && !$0.hasPrefix("error: spec.json: \(slot.path).") }
                    ?? true,
                "value \(value) is accepted: \(line ?? "")")
        }
    }

    @Test(arguments: (flowValueSlots + compositionalValueSlots).filter { if case .object = $0.kind { true } else { false } })
    func everyObjectRefusesUnknownKeysByPath(_ slot: SpecValueSlot) {
        let line = specErrorLine(slot.spec(#"{"zzzz": 1}"#)) ?? ""
        #expect(line.hasPrefix("error: spec.json: \(slot.path).zzzz: unknown key (known keys: "), "\(line)")
        #expect(specErrorLine(slot.spec(#"{"zzzz": 1, "zzzz": 2}"#))?.hasSuffix("duplicate key \"zzzz\" in \(slot.path)") == true)
    }

    @Test func emptyArraysAreDecidedOneByOne() throws {
        // No sections: an empty layout. An empty `itemSizes`: a section with no items, which keeps its
        // insets, header and footer. An empty `subitems`: refused (a group must hold something).
        let none = try decodeSpec(#"{"sections": []}"#).layout()
        #expect(none.numberOfSections == 0 && none.contentSize == size(375, 0))
        let empty = try decodeSpec(
            #"{"flow": {"sectionInset": {"top": 5, "bottom": 7}, "headerReferenceSize": {"width": 0, "height": 20}},"#
                + #" "sections": [{"itemSizes": []}]}"#
        ).layout()
        #expect(empty.numberOfItems(inSection: 0) == 0 && empty.contentSize == size(375, 32))
        let compositionalNone = try decodeSpec(#"{"layout": "compositional", "sections": []}"#).layout()
        #expect(compositionalNone.numberOfSections == 0)
        #expect(
            specErrorLine(compositional(group: #"{"axis": "vertical", "subitems": []}"#))
                == #"error: spec.json: sections[0].group.subitems: must hold at least one subitem (an item, or a group with "axis")"#
        )
    }
}
