import Foundation
import SectionGridCommandLine
import SectionGridHostProtocol
import SectionLayout
import SectionSpec
import Testing

@testable import SectionGridTestSupport

/// The round trip: the Swift `export swift` writes, compiled against SectionGrid's UIKit and laid out by
/// its host (the runtime a compiled user program runs) on the spec's device, answers the frames
/// `sectiongrid frames` prints for the spec, and its views show the spec's styles.
@Suite("Exported Swift through the layout host", Swiftc.required)
struct HostRoundTripTests {
    /// The host's messages for a case, read back.
    private static func messages(_ id: String) throws -> [HostMessage] {
        let batch = try GeneratedBatch.shared.get()
        let text = try #require(batch.outputs[id + ".host.jsonl"], "\(id) wrote no host messages")
        return try text.split(separator: "\n").map { try HostMessage(jsonLine: String($0)) }
    }

    private static func batchCase(_ id: String) throws -> GeneratedBatch.Case {
        try #require(GeneratedBatch.cases.first { $0.driver.id == id })
    }

    /// The host answers `layout`, a look for some elements, then `done`; its content size is the spec's
    /// and its elements are the spec's, one for one. The spec format names no decoration kind: its
    /// `background` is the exported layout's decoration view of kind `TYPE.sectionBackground` (flow) or a
    /// section's background decoration item (compositional), whose `elementKind` the comparison drops.
    /// Order aside: `layoutAttributesForElements(in:)` answers in the layout's own order (the exported
    /// flow layout puts its backgrounds first), which UIKit does not prescribe.
    @Test(arguments: GeneratedBatch.ids)
    func hostFramesAreTheFramesCommandsOutput(_ id: String) throws {
        let batchCase = try Self.batchCase(id)
        let messages = try Self.messages(id)
        guard case .layout(let layout) = messages.first else {
            Issue.record("\(id): the host did not answer with a layout: \(messages.first.map(\.jsonLine) ?? "nothing")")
            return
        }
        #expect(messages.last == .done(request: 1), "\(id) did not end with done")
        let result = batchCase.spec.layout()
        #expect(layout.contentSize == result.contentSize, "\(id): content size \(layout.contentSize) ≠ \(result.contentSize)")
        let expected = result.allElements().map { FramesExport.line(for: $0, namedKinds: result.namesSupplementaryKinds) }
            .sorted()
        let actual = layout.elements.map { Self.asSpecElement($0, typeName: batchCase.driver.typeName).json }.sorted()
        #expect(actual.count == expected.count, "\(id): \(actual.count) elements, the spec has \(expected.count)")
        let difference = zip(actual, expected).first { $0 != $1 }
        GeneratedBatch.expectExact(batchCase) {
            #expect(difference == nil, "\(id): \(difference.map { "host \($0.0)\nspec \($0.1)" } ?? "")")
        }
    }

    /// Each background's view shows its section's style as the spec resolves it for its appearance
    /// (`frames`' background element carries the style; a built-in pattern as the SVG writer's tile in
    /// `export svg`'s ink), each sample cell its index path on the sample's fill.
    @Test(arguments: GeneratedBatch.ids)
    func hostLooksAreTheSpecsStyles(_ id: String) throws {
        let batchCase = try Self.batchCase(id)
        let messages = try Self.messages(id)
        guard case .layout(let layout) = messages.first else { return }
        var looks: [Int: ViewLook] = [:]
        for case .look(_, let element, let view) in messages { looks[element] = view }
        let backgrounds = Dictionary(
            batchCase.spec.layout().allElements().filter { $0.kind == .background }.map { ($0.section, $0) },
            uniquingKeysWith: { first, _ in first })
        let appearance = batchCase.spec.appearance
        let cellFill = (appearance == .dark ? Color.darkNamed : Color.named)["secondarySystemBackground"]
        for (index, element) in layout.elements.enumerated() {
            let look = looks[index]
            switch Self.asSpecElement(element, typeName: batchCase.driver.typeName).kind {
            case .background:
                let style = element.section.flatMap { backgrounds[$0]?.style } ?? BackgroundStyle()
                let expected = ExpectedReport.look(style, appearance: appearance, canvas: batchCase.spec.backgroundColor)
                #expect(look == (expected.isEmpty ? nil : expected), "\(id): background \(element.json)")
            case .cell:
                #expect(
                    look?.text == "\(element.section ?? -1).\(element.item ?? -1)" && look?.backgroundColor == cellFill,
                    "\(id): cell \(element.json) shows \(look?.json ?? "nothing")")
            default:
                break
            }
        }
    }

    /// `element` as a spec's `frames` names it: the exported backgrounds as `background`, without the
    /// element kind, and no look.
    static func asSpecElement(_ element: HostElement, typeName: String) -> HostElement {
        var element = element
        element.view = nil
        if element.kind == .background || (element.kind == .decoration && element.elementKind == typeName + ".sectionBackground")
        {
            element.kind = .background
            element.elementKind = nil
        }
        return element
    }
}
