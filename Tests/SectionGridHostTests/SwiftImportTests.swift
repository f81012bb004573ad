import Foundation
import SectionGridHostProtocol
import SectionLayout
import SectionSpec
import Testing

/// `sectiongrid import FILE.swift …` (issue 28 §3) on the tests' own apps: the code's layout printed as
/// a spec (the spec encoder's text), whose `frames` are the Swift files' `frames`; a layout computing its
/// own elements is refused, naming its override.
@Suite("import of Swift files", SwiftApp.required)
struct SwiftImportTests {
    /// Writes `text` to a new spec file and returns its path.
    private static func specFile(_ text: String) throws -> String {
        let path = SwiftApp.temporaryFolder("sectiongrid-import") + "/imported.json"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// `frames`' element lines without views, and a compositional background's element kind, as a
    /// spec's `frames` names them.
    private static func specElements(_ run: SwiftApp.Run) -> [String] {
        run.elementLines.map { line in
            var line = line.replacingOccurrences(of: ", \"elementKind\": \"card\"", with: "")
            if let view = line.range(of: ", \"view\": {") { line = String(line[..<view.lowerBound]) + "}" }
            return line
        }
    }

    /// `Catalog`: a flow layout subclass setting its properties in `init()` (line spacing 12, interitem
    /// 6, header 28, inset 4/10) and a controller whose delegate answers each section's inset and line
    /// spacing, the footers, and every item's size — exactly the spec's sections; `frames` of the spec
    /// is `frames` of the files, byte for byte. Section 1 (inset 16/24): three 90-point items fit its
    /// 327 points (3 × 90 + 2 × 6 = 282), spread 28.5 apart (UIKit's flow layout justifies a full line).
    @Test func aFlowControllerImportsAsItsPropertiesAndDelegateAnswers() throws {
        let run = SwiftApp.run(["import"] + SwiftApp.files("Catalog"))
        #expect(run.status == 0 && run.errors.isEmpty, "\(run.errors)")
        let spec = try LayoutSpec(json: try JSONParser().parse(run.output))
        #expect(run.output == spec.jsonText)
        guard case .flow(let flow) = spec.engine else {
            Issue.record("not a flow spec: \(run.output)")
            return
        }
        #expect(flow.layout.minimumLineSpacing == 12 && flow.layout.minimumInteritemSpacing == 6)
        #expect(flow.layout.headerReferenceSize == Size(width: 0, height: 28))
        #expect(flow.layout.sectionInset == EdgeInsets(top: 4, left: 10, bottom: 4, right: 10))
        #expect(flow.sections.map(\.section.minimumLineSpacing) == [4, 8, 12])
        #expect(flow.sections[1].section.sectionInset == EdgeInsets(top: 16, left: 24, bottom: 16, right: 24))
        #expect(flow.sections.map(\.section.footerReferenceSize) == [.zero, .zero, Size(width: 0, height: 40)])
        #expect(flow.sections[0].section.items == .sizes(Array(repeating: Size(width: 343, height: 60), count: 3)))
        #expect(flow.sections.map(\.section.items.count) == [3, 5, 4])
        #expect(flow.sections.allSatisfy { $0.section.minimumInteritemSpacing == nil && $0.section.itemSize == nil })

        let fromSpec = SwiftApp.run(["frames", try Self.specFile(run.output)])
        let fromSwift = SwiftApp.frames("Catalog")
        #expect(fromSpec.status == 0 && fromSwift.status == 0, "\(fromSpec.errors) \(fromSwift.errors)")
        #expect(fromSpec.output == fromSwift.output)
        // Section 0: header 28, inset 8, items 60 high 4 apart, inset 8: section 1's header at 232.
        #expect(
            fromSpec.elementLines.contains(
                "{\"kind\": \"cell\", \"section\": 1, \"item\": 1, \"frame\": {\"x\": 142.5, \"y\": 276, \"width\": 90, \"height\": 90}, \"zIndex\": 0}"
            ))
    }

    /// On a device and scrolling sideways, the spec holds what the code saw: the device's bounds, scale
    /// and margins, the safe area across the scroll axis; `frames` of it is the files' on that device.
    @Test func theDeviceAndDirectionAreTheSpecs() throws {
        let options = ["--device", "iphone-16e", "--direction", "horizontal"]
        let run = SwiftApp.run(["import"] + SwiftApp.files("Catalog") + options)
        #expect(run.status == 0, "\(run.errors)")
        let spec = try LayoutSpec(json: try JSONParser().parse(run.output))
        #expect(spec.viewport == Size(width: 390, height: 844) && spec.screenScale == 3)
        #expect(spec.scrollDirection == .horizontal)
        #expect(spec.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let fromSpec = SwiftApp.run(["frames", try Self.specFile(run.output)])
        #expect(fromSpec.output == SwiftApp.frames("Catalog", options).output)
    }

    /// `Tiles`: a compositional provider picking 2 columns, 3 from 600 points wide, with a header and a
    /// card background whose view sets its fill, radius and border: the spec's sections as returned, the
    /// card as the background style; `frames` of the spec is the files' (the background unnamed and
    /// without its view, as a spec's).
    @Test func aCompositionalProviderImportsAsItsSections() throws {
        for (options, columns) in [([String](), 2), (["--device", "ipad"], 3)] {
            let run = SwiftApp.run(["import"] + SwiftApp.files("Tiles") + ["--items", "3,4"] + options)
            #expect(run.status == 0, "\(run.errors)")
            let spec = try LayoutSpec(json: try JSONParser().parse(run.output))
            guard case .compositional(let compositional) = spec.engine else {
                Issue.record("not a compositional spec: \(run.output)")
                return
            }
            #expect(compositional.sections.map(\.section.items) == [3, 4])
            let section = compositional.sections[0].section
            #expect(section.group.count == columns)
            #expect(section.contentInsets == DirectionalEdgeInsets(top: 12, leading: 20, bottom: 12, trailing: 8))
            #expect(section.interGroupSpacing == 6)
            #expect(section.background?.contentInsets == DirectionalEdgeInsets(top: 6, leading: 6, bottom: 6, trailing: 6))
            let style = try #require(section.background?.style)
            #expect(style.color == Color("#E6F2FF") && style.cornerRadius == 12)
            #expect(style.border == Border(width: 1, color: try #require(Color("#007AFF"))))
            let fromSpec = SwiftApp.run(["frames", try Self.specFile(run.output)])
            let fromSwift = SwiftApp.frames("Tiles", ["--items", "3,4"] + options)
            #expect(fromSpec.contentSize == fromSwift.contentSize)
            #expect(fromSpec.elementLines == Self.specElements(fromSwift))
        }
    }

    /// `Stripes`' layout adds a stripe behind each section in its own `layoutAttributesForElements(in:)`:
    /// nothing on standard output, one line naming the override's file and line, status 1.
    @Test func aLayoutAnsweringItsOwnElementsIsRefusedByName() {
        let run = SwiftApp.run(["import"] + SwiftApp.files("Stripes"))
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        #expect(
            run.errors
                == "error: StripeLayout.swift:77: StripeLayout overrides layoutAttributesForElements(in:): its frames are its own code's, not a spec's\n"
        )
    }

    /// `import` takes Swift files only, with `frames`' Swift options (status 2 for usage errors).
    @Test func importTakesSwiftFiles() {
        let none = SwiftApp.run(["import"])
        #expect(none.status == 2 && none.errors.hasPrefix("error: import needs Swift files"))
        let spec = SwiftApp.run(["import", "layout.json"])
        #expect(spec.status == 2 && spec.errors.hasPrefix("error: import takes Swift files (got \"layout.json\")"))
        let offset = SwiftApp.run(["import"] + SwiftApp.files("Catalog") + ["--offset", "0,10"])
        #expect(offset.status == 2 && offset.errors.hasPrefix("error: unknown option \"--offset\" for import"))
    }
}
