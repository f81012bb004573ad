import SectionGridCommandLine
import SectionLayout
import SectionSpec
import Testing

@testable import SectionGridTestSupport

/// Apple's "section background decoration" sample as a spec: 5 sections × 5 list rows 44 high, 5 apart,
/// content insets 10, backgrounds inset by 5.
let appleBackgroundSample: String = {
    let section = """
        {"items": 5,
         "group": {"axis": "horizontal", "width": {"fractionalWidth": 1}, "height": {"absolute": 44},
                   "item": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}},
         "interGroupSpacing": 5, "contentInsets": {"top": 10, "leading": 10, "bottom": 10, "trailing": 10},
         "background": {"contentInsets": {"top": 5, "leading": 5, "bottom": 5, "trailing": 5}}}
        """
    return """
        {"layout": "compositional", "viewport": {"width": 375, "height": 667},
         "sections": [\(Array(repeating: section, count: 5).joined(separator: ", "))]}
        """
}()

/// One exported element, read back from `frames` JSON.
struct ExportedElement: Equatable, CustomStringConvertible {
    var kind: String
    var section: Int
    var item: Int?
    var frame: Rect
    var description: String { "\(kind) \(section).\(item.map(String.init) ?? "-") \(frame)" }
}

/// The `contentSize` and `elements` of `frames` output.
func parseFrames(_ text: String) throws -> (contentSize: Size, elements: [ExportedElement]) {
    let json = try JSONParser().parse(Array(text.utf8))
    func number(_ value: JSONValue?) throws -> Double {
        guard case .number(let number, _)? = value else { throw SpecError(path: .root, problem: "not a number") }
        return number
    }
    guard case .array(let elements)? = json["elements"] else { throw SpecError(path: .root, problem: "no elements") }
    let parsed = try elements.map { element throws -> ExportedElement in
        guard case .string(let kind)? = element["kind"] else { throw SpecError(path: .root, problem: "no kind") }
        let frame = element["frame"]
        return ExportedElement(
            kind: kind, section: Int(try number(element["section"])),
            item: try element["item"].map { Int(try number($0)) },
            frame: rect(
                try number(frame?["x"]), try number(frame?["y"]),
                try number(frame?["width"]), try number(frame?["height"])))
    }
    return (size(try number(json["contentSize"]?["width"]), try number(json["contentSize"]?["height"])), parsed)
}

@Test func framesExportsApplesSectionBackgroundSample() throws {
    let path = try TemporaryDirectory().file("sample.json", contents: appleBackgroundSample)
    let run = runCLI(["frames", path])
    #expect(run.status == 0)
    #expect(run.error == "")
    let (contentSize, elements) = try parseFrames(run.output)
    var expected: [ExportedElement] = []
    for s in 0..<5 {
        let top = 260 * Double(s)
        expected.append(ExportedElement(kind: "background", section: s, frame: rect(5, top + 5, 365, 250)))
        for i in 0..<5 {
            expected.append(
                ExportedElement(kind: "cell", section: s, item: i, frame: rect(10, top + 10 + 49 * Double(i), 355, 44)))
        }
    }
    #expect(elements == expected)
    #expect(contentSize == size(375, 1300))
    // The decoration at zIndex 0, the cells above it at 1 (`UICollectionViewCompositionalLayout.h`).
    #expect(
        run.output.contains(
            #"{"kind": "background", "section": 4, "frame": {"x": 5, "y": 1045, "width": 365, "height": 250}, "zIndex": 0}"#))
    #expect(
        run.output.contains(
            #"{"kind": "cell", "section": 4, "item": 4, "frame": {"x": 10, "y": 1246, "width": 355, "height": 44}, "zIndex": 1}"#)
    )
}

@Test func framesOptionsApplyToCompositionalSpecs() throws {
    let path = try TemporaryDirectory().file("sample.json", contents: appleBackgroundSample)
    let run = runCLI(["frames", path, "--direction", "horizontal", "--viewport", "667x375"])
    #expect(run.status == 0)
    let (contentSize, elements) = try parseFrames(run.output)
    // The spec is not transposed, only scrolled the other way: each 44-high row is now a whole
    // effective width (667 − 20) long and rows follow each other along x, 5 apart.
    let sectionLength = 10 + 5 * 647 + 4 * 5 + 10.0
    #expect(contentSize == size(5 * sectionLength, 375))
    #expect(
        Array(elements.prefix(3)) == [
            ExportedElement(kind: "background", section: 0, frame: rect(5, 5, sectionLength - 10, 365)),
            ExportedElement(kind: "cell", section: 0, item: 0, frame: rect(10, 10, 647, 44)),
            ExportedElement(kind: "cell", section: 0, item: 1, frame: rect(662, 10, 647, 44)),
        ])
}
