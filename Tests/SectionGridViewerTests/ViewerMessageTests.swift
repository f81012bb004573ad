import CellGrid
import SectionLayout
import SectionScene
import Testing

@testable import SectionGridTestSupport
@testable import SectionGridViewer

/// Every message the viewer can show is a `ViewerMessage`. `Kind` lists them all — `kind(of:)` switches
/// over every case, so a new message does not compile here until it has a kind, and `sample(_:long:)`
/// over every kind, so it has a sample — and each sample, with values a user meets (`layout.json`,
/// `section 12`, a frame), is read whole on the message line of an 80-column terminal. With long values
/// (a long file name, a long title) the prose may be cut, the keys never: they come first.
@Suite("Viewer messages: all of them readable at 80 columns")
struct ViewerMessageTests {
    enum Kind: CaseIterable {
        case unwrittenChanges, stopsAtZero, stopsAtLimit, flowBackground, compositionalBackgrounds, noColourSchemes
        case colours, appearance, nothingToUndo, nothingToRedo, undid, redid, reset, reread, reloaded
        case imagesReloaded, imagesNotLoaded, polling, inspectorLayout, inspectorSection, textInFile, shownNotChanged
        case inspectorChanged, stays, noDeviceToRotate, rotated, itemSelectionWithoutItems, itemSelectionOff
        case noItemOnScreen, noItemSelected, noItem, itemSelected, noItemTowards, deleted, notInserted, inserted
        case cannotMove, moved, staysWhereItIs, dragging, nothingThere, element, noOrthogonalRow, rowScrolled
        case overview, wrote, wroteBeside, notSaved, exported, notExported, pictureWritten, noPicture, specError
        case changedOnDisk, imageErrors, compiling, layingOut, programError, programOpened, recompiled, notForPrograms
        case overridesAnswer, notAProperty, wroteLiterals, pasteStatement
    }

    static func kind(of message: ViewerMessage) -> Kind {
        switch message {
        case .unwrittenChanges: return .unwrittenChanges
        case .stopsAtZero: return .stopsAtZero
        case .stopsAtLimit: return .stopsAtLimit
        case .flowBackground: return .flowBackground
        case .compositionalBackgrounds: return .compositionalBackgrounds
        case .noColourSchemes: return .noColourSchemes
        case .colours: return .colours
        case .appearance: return .appearance
        case .nothingToUndo: return .nothingToUndo
        case .nothingToRedo: return .nothingToRedo
        case .undid: return .undid
        case .redid: return .redid
        case .reset: return .reset
        case .reread: return .reread
        case .reloaded: return .reloaded
        case .imagesReloaded: return .imagesReloaded
        case .imagesNotLoaded: return .imagesNotLoaded
        case .polling: return .polling
        case .inspectorLayout: return .inspectorLayout
        case .inspectorSection: return .inspectorSection
        case .textInFile: return .textInFile
        case .shownNotChanged: return .shownNotChanged
        case .inspectorChanged: return .inspectorChanged
        case .stays: return .stays
        case .noDeviceToRotate: return .noDeviceToRotate
        case .rotated: return .rotated
        case .itemSelectionWithoutItems: return .itemSelectionWithoutItems
        case .itemSelectionOff: return .itemSelectionOff
        case .noItemOnScreen: return .noItemOnScreen
        case .noItemSelected: return .noItemSelected
        case .noItem: return .noItem
        case .itemSelected: return .itemSelected
        case .noItemTowards: return .noItemTowards
        case .deleted: return .deleted
        case .notInserted: return .notInserted
        case .inserted: return .inserted
        case .cannotMove: return .cannotMove
        case .moved: return .moved
        case .staysWhereItIs: return .staysWhereItIs
        case .dragging: return .dragging
        case .nothingThere: return .nothingThere
        case .element: return .element
        case .noOrthogonalRow: return .noOrthogonalRow
        case .rowScrolled: return .rowScrolled
        case .overview: return .overview
        case .wrote: return .wrote
        case .wroteBeside: return .wroteBeside
        case .notSaved: return .notSaved
        case .exported: return .exported
        case .notExported: return .notExported
        case .pictureWritten: return .pictureWritten
        case .noPicture: return .noPicture
        case .specError: return .specError
        case .changedOnDisk: return .changedOnDisk
        case .imageErrors: return .imageErrors
        case .compiling: return .compiling
        case .layingOut: return .layingOut
        case .programError: return .programError
        case .programOpened: return .programOpened
        case .recompiled: return .recompiled
        case .notForPrograms: return .notForPrograms
        case .overridesAnswer: return .overridesAnswer
        case .notAProperty: return .notAProperty
        case .wroteLiterals: return .wroteLiterals
        case .pasteStatement: return .pasteStatement
        }
    }

    /// Each kind with the longest values a user commonly meets, or (`long`) values well past that.
    static func samples(_ kind: Kind, long: Bool) -> [ViewerMessage] {
        let file = long ? "my-collection-view-layout-for-the-home-screen.json" : "layout.json"
        let sibling = long ? "my-collection-view-layout-for-the-home-screen.sectiongrid.json" : "layout.sectiongrid.json"
        let title = long ? "\"Recently played with your friends and family\"" : "\"Featured\""
        let path = ItemPath(section: 12, item: 345)
        let other = ItemPath(section: 13, item: 0)
        switch kind {
        case .unwrittenChanges: return [.unwrittenChanges]
        case .stopsAtZero: return [.stopsAtZero("group size"), .stopsAtZero("corner radius")]
        case .stopsAtLimit:
            return [
                .stopsAtLimit("background contentInsets", bound: -10_000_000),
                .stopsAtLimit("group interItemSpacing", bound: 10_000_000),
            ]
        case .flowBackground:
            return [
                .flowBackground(covers: "section", header: false, footer: false),
                .flowBackground(covers: nil, header: true, footer: true),
            ]
        case .compositionalBackgrounds: return [.compositionalBackgrounds]
        case .noColourSchemes: return [.noColourSchemes]
        case .colours: return [.colours("high contrast")]
        case .appearance: return [.appearance(dark: true), .appearance(dark: false)]
        case .nothingToUndo: return [.nothingToUndo]
        case .nothingToRedo: return [.nothingToRedo]
        case .undid:
            return [
                .undid("background contentInsets trailing −10 · section 12", last: true),
                .undid("section 12 \(title) orthogonalScrollingBehavior none → continuous", last: false),
                .undid("move 12.345 to 13.0", last: true), .undid("re-read of \(file)", last: true),
            ]
        case .redid: return [.redid("section 12 \(title) orthogonalScrollingBehavior none → continuous")]
        case .reset: return [.reset("demo compositional-grid")]
        case .reread: return [.reread(file)]
        case .reloaded: return [.reloaded(file)]
        case .imagesReloaded: return [.imagesReloaded(["stripes.ppm", "tile.txt"])]
        case .polling: return [.polling([file]), .polling([file, "stripes.ppm"])]
        case .imagesNotLoaded: return [.imagesNotLoaded(["image \"stripes.ppm\": cannot read /home/me/app/stripes.ppm"])]
        case .inspectorLayout: return [.inspectorLayout]
        case .inspectorSection: return [.inspectorSection]
        case .textInFile: return [.textInFile("title"), .textInFile("image")]
        case .shownNotChanged: return [.shownNotChanged("group.subitems[1].custom")]
        case .inspectorChanged:
            return [
                .inspectorChanged(
                    group: "section 2 \(title)", name: "orthogonalScrollingBehavior",
                    value: "groupPagingCentered")
            ]
        case .stays: return [.stays(name: "group.subitems[1].item.contentInsets.top", value: "0")]
        case .noDeviceToRotate: return [.noDeviceToRotate]
        case .rotated:
            return [
                .rotated(
                    device: "iPhone 16 Pro Max", orientation: "landscape", size: Size(width: 956, height: 440),
                    safeArea: EdgeInsets(top: 0, left: 62, bottom: 21, right: 62))
            ]
        case .itemSelectionWithoutItems: return [.itemSelectionWithoutItems]
        case .itemSelectionOff: return [.itemSelectionOff]
        case .noItemOnScreen: return [.noItemOnScreen]
        case .noItemSelected: return [.noItemSelected]
        case .noItem: return [.noItem(path)]
        case .itemSelected:
            return [
                .itemSelected(path, frame: Rect(x: 280, y: 1234, width: 80, height: 60)),
                .itemSelected(ItemPath(section: 1, item: 12), frame: Rect(x: 197.5, y: 1365, width: 157.5, height: 57.5)),
            ]
        case .noItemTowards: return [.noItemTowards(.right, of: path)]
        case .deleted: return [.deleted(path, emptied: nil), .deleted(ItemPath(section: 12, item: 0), emptied: 12)]
        case .notInserted: return [.notInserted(maximum: 20_000_000)]
        case .inserted: return [.inserted(path, copy: ItemPath(section: 12, item: 346))]
        case .cannotMove: return [.cannotMove(path, .down)]
        case .moved:
            return [.moved(path, to: other, changed: true), .moved(path, to: ItemPath(section: 12, item: 0), changed: false)]
        case .staysWhereItIs: return [.staysWhereItIs(path)]
        case .dragging: return [.dragging(path, to: other), .dragging(path, to: nil)]
        case .nothingThere: return [.nothingThere]
        case .element:
            return [
                .element("cell 0.1", frame: Rect(x: 365, y: 40, width: 355, height: 180), row: "x 355 pt", pinned: false),
                .element(
                    "supplementary \"badge\" of item 0.3", frame: Rect(x: 90, y: -10, width: 20, height: 20),
                    row: nil, pinned: false),
                .element("header section 12", frame: Rect(x: 0, y: 4406, width: 375, height: 44), row: nil, pinned: true),
            ]
        case .noOrthogonalRow: return [.noOrthogonalRow]
        case .rowScrolled: return [.rowScrolled(section: 12, position: "x 1420.5 pt", range: 0...4260, nearest: true)]
        case .overview: return [.overview]
        case .wrote: return [.wrote(file), .wrote(sibling)]
        case .wroteBeside:
            return [
                .wroteBeside(file, readable: true, path: sibling),
                .wroteBeside(file, readable: false, path: sibling),
            ]
        case .notSaved: return [.notSaved(reason: "Permission denied", name: file, action: "cannot create a file in ro")]
        case .exported: return [.exported("CompositionalGridLayout.swift")]
        case .notExported: return [.notExported("No such file or directory (cannot create a file in gone)")]
        case .pictureWritten:
            return [
                .pictureWritten(
                    "compositional-grid.svg", size: Size(width: 375, height: 667),
                    origin: Point(x: 0, y: 1234.5), cutAt: nil)
            ]
        case .noPicture: return [.noPicture(reason: "No space left on device", action: "cannot write")]
        case .specError: return [.specError("\(file):6:34: expected a string, got number")]
        case .changedOnDisk: return [.changedOnDisk(file)]
        case .imageErrors: return [.imageErrors(["image \"tile.ppm\": bad PPM image: missing width"])]
        case .compiling: return [.compiling(files: 3, frame: 0), .compiling(files: 1, frame: 7)]
        case .layingOut: return [.layingOut("CardsViewController")]
        case .programError:
            return [
                .programError("Cards.swift:15:37: error: cannot find 'six' in scope", more: 0, keptLayout: true),
                .programError("Cards.swift:15:37: error: cannot find 'six' in scope", more: 0, keptLayout: false),
                .programError("Cards.swift:15:37: error: cannot find 'six' in scope", more: 2, keptLayout: true),
            ]
        case .programOpened:
            return [.programOpened("Cards.swift CardsViewController.swift · CardsViewController")]
        case .recompiled: return [.recompiled("Cards.swift CardsViewController.swift · CardsViewController")]
        case .notForPrograms:
            return [
                .notForPrograms("items come from your data source: not changed here"),
                .notForPrograms("compiling: no layout to tweak yet"),
            ]
        case .overridesAnswer: return [.overridesAnswer(property: "sectionInset", method: "insetForSectionAt")]
        case .notAProperty: return [.notAProperty("background margin top"), .notAProperty("corner radius")]
        case .wroteLiterals: return [.wroteLiterals(["CardsViewController.swift:15:35", "Cards.swift:9:40"])]
        case .pasteStatement:
            return [
                .pasteStatement(
                    "layout.minimumLineSpacing = 8", location: "in Grid.swift:9", reason: "2 assignments", more: 0, wrote: []),
                .pasteStatement(
                    "section.interGroupSpacing = 8", location: "in A.swift:9", reason: "2 assignments", more: 1, wrote: []),
            ]
        }
    }

    @Test func everyKindHasSamplesOfItsOwn() {
        for kind in Kind.allCases {
            let samples = Self.samples(kind, long: false)
            #expect(!samples.isEmpty && samples.allSatisfy { Self.kind(of: $0) == kind }, "\(kind)")
        }
    }

    @Test("every message is read whole on the message line at 80 columns", arguments: Kind.allCases)
    func readWholeAtEightyColumns(_ kind: Kind) throws {
        for message in Self.samples(kind, long: false) {
            #expect(DisplayWidth.of(message.text) <= 80, "\(DisplayWidth.of(message.text)) columns: \(message.text)")
            var state = try demoViewer(columns: 80, rows: 24)
            switch kind {
            case .specError, .changedOnDisk, .imageErrors, .compiling, .layingOut, .programError: state.show(fileNotice: message)
            default: state.show(message: message)
            }
            let line = ViewerScreen.render(state).plainLines()[22]
            #expect(StatusBar.droppingTrailingSpaces(line) == message.text, "shown: \(line)")
        }
    }

    @Test("keys come first: long names cut the prose, never the keys", arguments: Kind.allCases)
    func keysFirst(_ kind: Kind) {
        for message in Self.samples(kind, long: true) {
            guard let keys = message.keys else { continue }
            let shown = TextFitting.truncate(message.text, toWidth: 80)
            #expect(shown.contains(keys), "\(shown)")
        }
    }

    /// The keys a message tells of are part of its text, word for word.
    @Test(arguments: Kind.allCases)
    func theKeysAreInTheText(_ kind: Kind) {
        for message in Self.samples(kind, long: true) {
            if let keys = message.keys { #expect(message.text.contains(keys), "\(message.text)") }
        }
    }
}
