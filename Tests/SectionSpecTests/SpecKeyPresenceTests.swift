import SectionLayout
import Testing

@testable import SectionSpec

/// `SpecKeyPresence`: the keys a file would hold once an edited spec is written over it — exactly the
/// keys of `SpecDocument.editedText(for:)`, checked here against that text itself.
@Suite("Spec key presence")
struct SpecKeyPresenceTests {
    static let text = """
        {
          "flow": {"itemSize": {"width": 80, "height": 60}, "minimumLineSpacing": 10},
          "sections": [{"items": 2}, {"items": 1, "sectionInset": {"top": 1, "left": 0, "bottom": 0, "right": 0}}]
        }

        """

    private func presence(_ edit: (inout LayoutSpec) -> Void = { _ in }) throws -> (SpecKeyPresence, JSONValue) {
        let spec = try LayoutSpec(json: JSONParser().parse(Self.text))
        let document = SpecDocument(spec: spec, text: Array(Self.text.utf8))
        var edited = spec
        edit(&edited)
        let written = try JSONParser().parse(document.editedText(for: edited) ?? [])
        return (SpecKeyPresence(document: document, spec: edited), written)
    }

    private func path(_ text: String) -> JSONPath {
        JSONPath(text.split(separator: ".").map { part in Int(part).map(JSONPath.Component.index) ?? .key(String(part)) })
    }

    /// Each path's presence, and whether the written text has it, which must agree.
    private func check(
        _ presence: SpecKeyPresence, _ written: JSONValue, _ expected: [String: Bool],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for (text, given) in expected.sorted(by: { $0.key < $1.key }) {
            var value: JSONValue? = written
            for component in path(text).components {
                switch component {
                case .key(let key): value = value?[key]
                case .index(let index):
                    if case .array(let elements)? = value, elements.indices.contains(index) {
                        value = elements[index]
                    } else {
                        value = nil
                    }
                }
            }
            #expect(presence.contains(path(text)) == given, "\(text)", sourceLocation: sourceLocation)
            #expect((value != nil) == given, "the written text agrees on \(text)", sourceLocation: sourceLocation)
        }
    }

    @Test func theFilesKeysAreGivenAndOthersAreNot() throws {
        let (presence, written) = try presence()
        #expect(presence.hasText)
        check(
            presence, written,
            [
                "flow.minimumLineSpacing": true, "flow.minimumInteritemSpacing": false,
                "flow.itemSize.width": true, "contentInset": false, "sections.1.sectionInset.top": true,
                "sections.0.sectionInset": false,
            ])
    }

    @Test func aChangedKeyTheFileLacksIsGivenOnceChanged() throws {
        let (presence, written) = try presence { spec in
            guard case .flow(var flow) = spec.engine else { return }
            flow.layout.minimumInteritemSpacing = 4
            flow.sections[0].section.minimumLineSpacing = 3
            spec.engine = .flow(flow)
            spec.contentInset.top = 2
        }
        check(
            presence, written,
            [
                "flow.minimumInteritemSpacing": true, "flow.minimumLineSpacing": true,
                "sections.0.minimumLineSpacing": true, "sections.0.sectionInset": false,
                "sections.1.sectionInset.top": true, "contentInset.top": true, "scrollDirection": false,
            ])
    }

    @Test func aKeyGoneFromTheSpecIsGoneFromTheFile() throws {
        let (presence, written) = try presence { spec in
            guard case .flow(var flow) = spec.engine else { return }
            flow.sections[1].section.sectionInset = nil
            flow.sections.append(FlowSectionSpec(items: .count(1), minimumLineSpacing: 2))
            spec.engine = .flow(flow)
        }
        check(
            presence, written,
            [
                "sections.1.sectionInset": false, "sections.1.items": true,
                "sections.2.minimumLineSpacing": true, "sections.2.sectionInset": false,
            ])
    }
}
