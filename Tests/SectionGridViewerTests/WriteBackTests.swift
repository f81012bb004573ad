import Foundation
import SectionLayout
import Testing

@testable import SectionGridSession
@testable import SectionGridTestSupport
@testable import SectionGridViewer
@testable import SectionSpec

/// A spec as people write it: names for dynamic colours, hex in both cases and lengths, numbers spelled
/// `10.0` and `1e2`, four-space indentation, keys in their own order, `flow` keys left out.
private let handWritten = """
    {
        "flow": {
            "sectionInset": {"top": 10.0, "left": 1e1, "bottom": 10, "right": 10},
            "itemSize": { "width": 1e2, "height": 100 }
        },
        "backgroundColor": "systemGroupedBackground",
        "background": {"color": "systemBackground", "border": {"width": 1, "color": "#ffcc00"}, "cornerRadius": 12.50},
        "sections": [
            {"items": 3, "background": {"color": "tertiarySystemBackground"}},
            {"items": 2, "background": {"color": "secondarySystemGroupedBackground"}},
            {"itemSizes": [{"width": 40, "height": 3e1}, {"width": 60.0, "height": 30}], "background": {"color": "#FC0"}}
        ]
    }

    """

/// The handwritten spec with `replacements` made, as the file `w` should leave.
private func handWritten(_ replacements: [(String, String)]) -> String {
    replacements.reduce(handWritten) { text, change in
        #expect(text.contains(change.0), "\(change.0) is in the text")
        return text.replacingOccurrences(of: change.0, with: change.1)
    }
}

/// The viewer (100×30, monochrome) on a spec file holding `text`, with a session that writes it.
private struct FileViewer {
    let folder: TemporaryDirectory
    let path: String
    var session: ViewerSession

    init(_ text: String, name: String = "layout.json") throws {
        folder = try TemporaryDirectory()
        path = try folder.file(name, contents: text)
        let setup = ViewerSetup(try LoadedSpec(file: path))
        session = ViewerSession(state: setup.state(columns: 100, rows: 30, depth: .monochrome), saver: setup.saver)
    }

    /// Presses each character as a key (`w` writes; `⇥` is Tab).
    mutating func press(_ keys: String) {
        for key in keys {
            if key == "⇥" {
                _ = session.apply(.nextParameter)
            } else if let command = session.state.keyMap.command(for: .character(key)) {
                _ = session.apply(command)
            }
        }
    }

    var fileText: String { (try? String(contentsOfFile: path, encoding: .utf8)) ?? "<unreadable>" }
    /// Whether the status bar shows the unsaved mark (checked against `isModified`).
    var isMarkedUnsaved: Bool {
        let marked = session.state.statusLine.contains("layout.json *")
        #expect(marked == session.state.isModified, "the status bar shows isModified")
        return marked
    }
}

@Suite("Write-back (w) changes only what was tweaked")
struct WriteBackTests {
    @Test func aTweakChangesOneValueAndKeepsEveryOtherByte() throws {
        var viewer = try FileViewer(handWritten)
        viewer.press("+w")
        #expect(viewer.session.state.message == "wrote \(viewer.path)")
        #expect(viewer.fileText == handWritten([("\"top\": 10.0", "\"top\": 11")]))
    }

    @Test func aKeyTheFileLeavesOutIsInsertedInTheDocumentedOrderWithTheFilesIndentation() throws {
        var viewer = try FileViewer(handWritten)
        viewer.press("⇥⇥⇥+w")
        #expect(viewer.session.state.selection.parameter == .lineSpacing)
        #expect(
            viewer.fileText
                == handWritten([
                    (
                        "        \"itemSize\": { \"width\": 1e2, \"height\": 100 }\n",
                        "        \"itemSize\": { \"width\": 1e2, \"height\": 100 },\n        \"minimumLineSpacing\": 11\n"
                    )
                ]))
    }

    @Test func aSectionsOwnValueGoesIntoItsObjectInItsStyle() throws {
        var viewer = try FileViewer(handWritten)
        viewer.press("]>w")
        #expect(viewer.session.state.selection.scope == .section(0))
        #expect(
            viewer.fileText
                == handWritten([
                    (
                        #"{"items": 3, "background""#,
                        #"{"items": 3, "sectionInset": {"top": 20, "left": 10, "bottom": 10, "right": 10}, "background""#
                    )
                ]))
    }

    @Test func itemSizeOnAnItemSizesSectionChangesItsSizesAndAddsNoItemSizeKey() throws {
        let spec = try decodeSpec(handWritten)
        for scope in [TweakScope.section(2), .all] {
            let tweaked = spec.adjusting(TweakSelection(parameter: .itemSize, edge: .left, scope: scope), by: 5)
            guard case .flow(let flow) = tweaked.engine else {
                Issue.record("not a flow spec")
                return
            }
            let section = flow.sections[2]
            #expect(section.section.itemSize == nil, "\(scope)")
            #expect(
                section.section.items == FlowItems.sizes([Size(width: 45, height: 30), Size(width: 65, height: 30)]), "\(scope)")
        }
        let tweaked = spec.adjusting(TweakSelection(parameter: .itemSize, edge: .left, scope: .section(2)), by: 5)
        #expect(
            String(decoding: SpecDocument(spec: spec, text: Array(handWritten.utf8)).text(for: tweaked), as: UTF8.self)
                == handWritten([
                    (
                        #"{"width": 40, "height": 3e1}, {"width": 60.0, "height": 30}"#,
                        #"{"width": 45, "height": 3e1}, {"width": 65, "height": 30}"#
                    )
                ]))
    }

    @Test func coloursKeepTheirSpellingWhenTheWholeSpecIsWritten() throws {
        let spec = try decodeSpec(handWritten)
        let text = spec.jsonText
        for spelling in [
            "\"systemGroupedBackground\"", "\"systemBackground\"", "\"#ffcc00\"", "\"tertiarySystemBackground\"",
            "\"secondarySystemGroupedBackground\"", "\"#FC0\"",
        ] {
            #expect(text.contains(spelling), "\(spelling)")
        }
        let cards = try #require(BuiltInDemos.spec(named: "cards"))
        #expect(cards.jsonText.contains(#""backgroundColor": "systemGroupedBackground""#))
    }

    /// `*` means "w would change the file": any sequence of tweaks that comes back shows none. Each case
    /// is "keys that change something | keys that change it back".
    @Test(arguments: [
        "i|i", "I|I", "+|-", ">|<", "t|tt", "o|o", "]i|i", "]I|I", "]+|-", "]t|tt", "]⇥+|-",
        "]⇥⇥+|-", "]]]⇥⇥⇥⇥⇥+|-", "]⇥⇥⇥⇥⇥⇥>|<",
    ])
    func tweaksThatComeBackLeaveNothingToWrite(_ keys: String) throws {
        var viewer = try FileViewer(DemoSpecs.sections)
        let halves = keys.split(separator: "|").map(String.init)
        viewer.press(halves[0])
        let changed = viewer.session.state.isModified
        #expect(changed, "after \(halves[0])")
        viewer.press(halves[1])
        let marked = viewer.isMarkedUnsaved
        #expect(!marked)
        viewer.press("w")
        #expect(viewer.fileText == DemoSpecs.sections)
    }

    @Test func aTweakWrittenThenUndoneIsAChangeAgain() throws {
        var viewer = try FileViewer(DemoSpecs.sections)
        viewer.press("+w")
        var marked = viewer.isMarkedUnsaved
        #expect(!marked)
        #expect(
            viewer.fileText
                == DemoSpecs.sections.replacingOccurrences(of: #""top": 10, "left": 10"#, with: #""top": 11, "left": 10"#))
        viewer.press("-")
        marked = viewer.isMarkedUnsaved
        #expect(marked, "the file now says 11")
        viewer.press("w")
        marked = viewer.isMarkedUnsaved
        #expect(!marked)
        #expect(viewer.fileText == DemoSpecs.sections)
    }
}
