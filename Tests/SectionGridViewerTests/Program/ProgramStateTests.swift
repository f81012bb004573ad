import SectionGridHostProtocol
import SectionLayout
import SectionScene
import SectionSpec
import Testing

@testable import SectionGridTestSupport
@testable import SectionGridViewer

/// The viewer on a Swift program, as a value (issue 28): what the host's events do to the state — the
/// compile's notice, the code's model and picture, tweaks of it, errors that keep the last good layout —
/// and the keys that do nothing on a program, each saying why.
@Suite("The viewer's state on a Swift program")
struct ProgramStateTests {
    static let files = ["Cards.swift", "CardsViewController.swift"]

    /// The code's layout: one section of two 100 × 40 items under a 30-point header, inset 20 left and right.
    static func model(inset: Double = 20, delegateAnswers: [String] = []) throws -> ProgramModel {
        let spec = try SpecFile.decode(
            Array(
                """
                {"flow": {"itemSize": {"width": 100, "height": 40}, "headerReferenceSize": {"width": 0, "height": 30},
                  "sectionInset": {"top": 0, "left": \(inset), "bottom": 0, "right": \(inset)}},
                 "sections": [{"items": 2}]}
                """.utf8), fileName: "model.json")
        // The program's picture: a card behind the section, its header's text, and the two cells.
        let card = LayoutAttributes(
            kind: ElementKind(rawValue: "card"), section: 0,
            frame: Rect(x: inset - 12, y: 0, width: 375 - 2 * inset + 24, height: 70),
            zIndex: -1)
        let header = LayoutAttributes(kind: .header, section: 0, frame: Rect(x: 0, y: 0, width: 375, height: 30))
        let cells = (0..<2).map { item in
            LayoutAttributes(
                kind: .cell, section: 0, item: item, frame: Rect(x: inset + Double(item) * 110, y: 30, width: 100, height: 40))
        }
        var looks = ElementLooks()
        looks.set(ElementLook(fill: .white, cornerRadius: 10), for: card, category: .decorationView)
        looks.set(ElementLook(text: "Day 1"), for: header, category: .supplementaryView)
        for cell in cells { looks.set(ElementLook(text: "Tea"), for: cell, category: .cell) }
        let picture = ProgramPicture(
            elements: ListedElements([card, header] + cells, contentSize: Size(width: 375, height: 70)), looks: looks,
            backgroundColor: nil)
        return ProgramModel(
            spec: spec, entry: "CardsViewController", picture: picture, delegateAnswers: delegateAnswers,
            customizations: ["layoutAttributesForElements(in:)"])
    }

    static func viewer() -> ViewerState {
        ViewerState(
            programFiles: files, placeholder: LayoutSpec(), columns: 100, rows: 30, depth: .palette256)
    }

    @Test("while compiling the message line says so with a spinner, and q quits at once")
    func compiling() {
        var state = Self.viewer()
        _ = state.apply(.file(.programCompiling(files: 2, frame: 0)))
        #expect(StatusBar.droppingTrailingSpaces(state.screenLines[28]) == "compiling 2 files… ⠋")
        _ = state.apply(.file(.programCompiling(files: 2, frame: 1)))
        #expect(StatusBar.droppingTrailingSpaces(state.screenLines[28]) == "compiling 2 files… ⠙")
        #expect(StatusBar.droppingTrailingSpaces(state.screenLines[29]).hasSuffix("│ Cards.swift +1"))
        state.press("+")
        #expect(state.message == "compiling: no layout to tweak yet")
        // Compiled: the entry is being laid out.
        _ = state.apply(.file(.programStarting(entry: "CardsViewController")))
        #expect(state.chrome.fileNotice == .layingOut("CardsViewController"))
        state.press("+")
        #expect(state.message == "no layout to tweak yet")
        state.press("0")
        #expect(StatusBar.droppingTrailingSpaces(state.screenLines[28]) == "laying out CardsViewController…")
        #expect(state.apply(.chrome(.closeOrQuit)) == .quit)
    }

    @Test("the program's model is the spec shown, its picture is what the screen draws")
    func loaded() throws {
        var state = Self.viewer()
        _ = state.apply(.file(.programLoaded(try Self.model())))
        #expect(state.spec == (try Self.model()).spec)
        #expect(!state.isModified)
        #expect(state.message == "opened Cards.swift CardsViewController.swift · CardsViewController")
        #expect(state.screenLines[29].hasSuffix("│ Cards.swift +1 · CardsViewController"))
        // The header's text and the cells' (the spec's own labels would read "0.0" and "0.1").
        #expect(state.screenLines.contains { $0.contains("Day 1") })
        #expect(state.screenLines.filter { $0.contains("Tea") }.count == 1)
        #expect(!state.screenLines.contains { $0.contains("0.1") })
    }

    @Test("a tweak changes the spec (the program is told by the session), a delegate's answer is overridden and says so")
    func tweaks() throws {
        var state = Self.viewer()
        _ = state.apply(.file(.programLoaded(try Self.model(delegateAnswers: ["insetForSectionAt"]))))
        state.press("2++")
        #expect(state.spec.flowLayout?.sectionInset == EdgeInsets(top: 0, left: 22, bottom: 0, right: 20))
        #expect(state.isModified)
        #expect(state.message == "sectionInset: overrides what insetForSectionAt answers (the code's delegate)")
        #expect(
            ProgramTweaks.between(state.document.original, state.spec) == [
                PropertyChange(property: .sectionInset, section: nil, old: [0, 20, 0, 20], new: [0, 22, 0, 20])
            ])
        // The picture stays the program's until it answers.
        #expect(state.program?.picture == (try Self.model()).picture)
        state.press("UU")
        #expect(!state.isModified)
    }

    @Test("keys for a spec's own things say why they do nothing on a program")
    func refusals() throws {
        var state = Self.viewer()
        _ = state.apply(.file(.programLoaded(try Self.model())))
        state.press("t")
        #expect(state.message == "backgrounds are your decoration views: not changed here")
        _ = state.apply(.edit(.deleteItem))
        #expect(state.message == "items come from your data source: not changed here")
        _ = state.apply(.tweak(.nextParameter)) // the background margin
        state.press("+")
        #expect(state.message == "background margin top is not a UIKit property of your layout: not tweaked")
        #expect(!state.isModified)
    }

    @Test("errors keep the last good layout and list in the inspector; a new model keeps the tweaks the code did not change")
    func errorsAndRecompiles() throws {
        var state = Self.viewer()
        _ = state.apply(.file(.programLoaded(try Self.model())))
        state.press("2++++")
        _ = state.apply(
            .file(
                .programFailed([
                    "CardsViewController.swift:15:37: error: cannot find 'six' in scope",
                    "CardsViewController.swift:16:1: error: expected '}'",
                ])))
        #expect(
            StatusBar.droppingTrailingSpaces(state.screenLines[28])
                == "CardsViewController.swift:15:37: error: cannot find 'six' in scope (+1); last good layout kept")
        #expect(state.screenLines.contains { $0.contains("Day 1") })
        let errors = try #require(state.inspectorModel.groups.first)
        #expect(errors.title == "errors (last good layout shown)")
        #expect(errors.rows.map(\.name) == ["CardsViewController.swift:15:37", "CardsViewController.swift:16:1"])
        #expect(errors.rows.map(\.value) == ["cannot find 'six' in scope", "expected '}'"])
        // In the inspector, + on an error's row says the whole line.
        _ = state.apply(.inspector(.toggle))
        state.press("+")
        #expect(state.message == "CardsViewController.swift:15:37: error: cannot find 'six' in scope")
        _ = state.apply(.inspector(.toggle))
        // Fixed, with another item size: the inset tweak (24) stays on the new model.
        var fixed = try Self.model()
        if case .flow(var flow) = fixed.spec.engine {
            flow.layout.itemSize = Size(width: 90, height: 40)
            fixed.spec.engine = .flow(flow)
        }
        _ = state.apply(.file(.programLoaded(fixed)))
        #expect(state.spec.flowLayout?.itemSize == Size(width: 90, height: 40))
        #expect(state.spec.flowLayout?.sectionInset.left == 24)
        #expect(state.message == "recompiled Cards.swift CardsViewController.swift · CardsViewController")
        #expect(state.chrome.fileNotice == nil)
        #expect(state.program?.errors == [])
        // The code itself changed the inset to 40: its value shows, nothing is unwritten.
        _ = state.apply(.file(.programLoaded(try Self.model(inset: 40))))
        #expect(state.spec.flowLayout?.sectionInset.left == 40)
        #expect(!state.hasUnwrittenChanges)
    }
}

extension ProgramStateTests {
    @Test("a click names the element the program drew there, its own decoration view too, with its view's look")
    func clicks() throws {
        var state = Self.viewer()
        _ = state.apply(.file(.programLoaded(try Self.model())))
        // 3.75 pt a column, 7.5 pt a row: the header's row 1, the first cell's column 10 row 5, the card's
        // left edge (8 to 20 pt) at column 3, row 6.
        _ = state.apply(.edit(.click(column: 40, row: 1)))
        #expect(state.message == "header section 0 · \"Day 1\" — frame (0, 0, 375, 30) pt")
        _ = state.apply(.edit(.click(column: 10, row: 5)))
        #expect(state.message == "cell 0.0 · \"Tea\" — frame (20, 30, 100, 40) pt")
        #expect(state.items.selected == nil)
        _ = state.apply(.edit(.click(column: 3, row: 6)))
        #expect(state.message == "decoration \"card\" section 0 · white r10 — frame (8, 0, 359, 70) pt")
    }
}

extension ProgramStateTests {
    @Test("the direction and the appearance a program is viewed in are not changes to write; a tweak is")
    func viewSettingsAreNotUnwritten() throws {
        var state = Self.viewer()
        _ = state.apply(.file(.programLoaded(try Self.model())))
        state.press("oA")
        #expect(state.spec.scrollDirection == .horizontal)
        #expect(!state.hasUnwrittenChanges)
        #expect(state.apply(.chrome(.quit)) == .quit)
        state.press("+")
        #expect(state.hasUnwrittenChanges)
        #expect(state.apply(.chrome(.quit)) == .none)
        #expect(state.message == "unwritten changes: w writes them, q quits without them, any other key stays")
    }
}

extension ProgramStateTests {
    @Test("in the inspector, right to left and the device change how the program is viewed; its own values do not change")
    func inspectorOnAProgram() throws {
        var state = Self.viewer()
        _ = state.apply(.file(.programLoaded(try Self.model())))
        _ = state.apply(.inspector(.toggle))
        let rows = state.inspectorModel.rows.map(\.name)
        state.inspector.cursor = try #require(rows.firstIndex(of: "layoutDirection"))
        state.press("+")
        #expect(state.spec.layoutDirection == .rightToLeft)
        #expect(!state.hasUnwrittenChanges)
        state.inspector.cursor = try #require(rows.firstIndex(of: "minimumLineSpacing"))
        state.press("+")
        #expect(state.spec.flowLayout?.minimumLineSpacing == 10)
        #expect(state.message == "the inspector shows your code's values: + and - tweak them on the layout")
    }
}

extension ProgramStateTests {
    @Test("the help on a program leaves out the keys of a spec's own things and says what r, w and e do to the files")
    func helpOnAProgram() throws {
        var state = Self.viewer()
        _ = state.apply(.file(.programLoaded(try Self.model())))
        let help = state.helpLines
        #expect(!help.contains { $0.hasPrefix("t ") || $0.hasPrefix("i I") || $0.hasPrefix("x Delete") || $0.hasPrefix("s ") })
        #expect(help.contains { $0.hasPrefix("r ") && $0.hasSuffix("compile your files again (tweaks dropped)") })
        #expect(help.contains { $0.hasPrefix("w ") && $0.hasSuffix("write tweaks into your Swift files' literals") })
        #expect(help.contains { $0.contains("section inset,") && !$0.contains("corner radius") })
        #expect(!help.joined().contains("background margin"))
    }

    @Test("a save changing one edge of a tweaked inset keeps the other edges' tweaks")
    func edgeByEdge() throws {
        var state = Self.viewer()
        _ = state.apply(.file(.programLoaded(try Self.model())))
        state.press("2+++")
        #expect(state.spec.flowLayout?.sectionInset == EdgeInsets(top: 0, left: 23, bottom: 0, right: 20))
        var saved = try Self.model()
        if case .flow(var flow) = saved.spec.engine {
            flow.layout.sectionInset.right = 30
            saved.spec.engine = .flow(flow)
        }
        _ = state.apply(.file(.programLoaded(saved)))
        #expect(state.spec.flowLayout?.sectionInset == EdgeInsets(top: 0, left: 23, bottom: 0, right: 30))
        #expect(state.hasUnwrittenChanges)
    }
}

extension ProgramStateTests {
    @Test("r drops the tweaks and asks for a compile")
    func resetRecompiles() throws {
        var state = Self.viewer()
        _ = state.apply(.file(.programLoaded(try Self.model())))
        state.press("+")
        #expect(state.hasUnwrittenChanges)
        #expect(state.apply(.document(.reset)) == .reload)
        #expect(!state.hasUnwrittenChanges)
        state.press("U")
        #expect(state.hasUnwrittenChanges)
    }
}
