/// The default key bindings, and the help table generated from them (shown by `?` and in docs/viewer.md).
public struct KeyMap: Sendable {
    /// One line of the help: the keys, and what they do.
    public struct Binding: Sendable {
        /// The keys as shown to the user.
        public var keys: String
        /// What they do.
        public var action: String
        /// What they do in a compositional layout, where that is said otherwise (`nil`: `action`).
        public var compositionalAction: String?
        /// The keys the line mode reads of them, as shown there (`nil`: none — it reads characters only).
        public var lineKeys: String?
        /// What they do in the line mode, where that is said otherwise (`nil`: `action`).
        public var lineAction: String?
        /// The keys and their commands.
        var commands: [(Key, ViewerCommand)]
    }

    /// The bindings, in help order.
    public let bindings: [Binding]
    private let lookup: [Key: ViewerCommand]

    /// The command for a key, or `nil` when the key does nothing.
    public func command(for key: Key) -> ViewerCommand? {
        if case .mouse(let event) = key {
            switch event.action {
            case .click: return .click(column: event.column, row: event.row)
            case .drag: return .drag(column: event.column, row: event.row)
            case .release: return .release(column: event.column, row: event.row)
            case .wheelUp: return .wheel(-1)
            case .wheelDown: return .wheel(1)
            }
        }
        return lookup[key]
    }

    /// The help as (keys, action) rows.
    public var helpRows: [(keys: String, action: String)] { bindings.map { ($0.keys, $0.action) } }

    /// Creates a key map from bindings (later bindings win for a repeated key).
    init(_ bindings: [Binding]) {
        self.bindings = bindings
        var lookup: [Key: ViewerCommand] = [:]
        for binding in bindings { for (key, command) in binding.commands { lookup[key] = command } }
        self.lookup = lookup
    }
}

extension KeyMap.Binding {
    /// A binding; `line` (and `lineAction`) say how the line mode lists it when it has other keys than
    /// characters — by default a binding of characters only is listed as it is, any other not at all.
    init(
        _ keys: String, _ action: String, compositional: String? = nil, line: String? = nil, lineAction: String? = nil,
        _ commands: [(Key, ViewerCommand)]
    ) {
        let charactersOnly = !commands.isEmpty && commands.allSatisfy { $0.0.isCharacter }
        self.init(
            keys: keys, action: action, compositionalAction: compositional,
            lineKeys: line ?? (charactersOnly ? keys : nil), lineAction: lineAction, commands: commands)
    }
}

extension Key {
    /// True for a printable character: all the line mode reads.
    var isCharacter: Bool {
        if case .character = self { return true }
        return false
    }
}

private func char(_ c: Character) -> Key { .character(c) }

extension KeyMap {
    /// The viewer's keys.
    public static let standard = KeyMap([
        .init(
            "↑ ↓ ← → / k j h l", "scroll one cell", line: "k j h l",
            [
                (.up, .scroll(columns: 0, rows: -1)), (.down, .scroll(columns: 0, rows: 1)),
                (.left, .scroll(columns: -1, rows: 0)), (.right, .scroll(columns: 1, rows: 0)),
                (char("k"), .scroll(columns: 0, rows: -1)), (char("j"), .scroll(columns: 0, rows: 1)),
                (char("h"), .scroll(columns: -1, rows: 0)), (char("l"), .scroll(columns: 1, rows: 0)),
            ]),
        .init(
            "PgUp PgDn / b f space", "scroll a page", line: "b f space",
            [
                (.pageUp, .scrollPages(-1)), (.pageDown, .scrollPages(1)), (char("b"), .scrollPages(-1)),
                (char("f"), .scrollPages(1)), (char(" "), .scrollPages(1)),
            ]),
        .init("u d", "scroll half a page", [(char("u"), .scrollPages(-0.5)), (char("d"), .scrollPages(0.5))]),
        .init(
            "Home End / g G", "jump to the start / end", line: "g G",
            [
                (.home, .scrollToStart), (.end, .scrollToEnd), (char("g"), .scrollToStart), (char("G"), .scrollToEnd),
            ]),
        .init("H L", "scroll an orthogonal row", [(char("H"), .scrollRow(-1)), (char("L"), .scrollRow(1))]),
        // One line for both, so the help still fits 30 rows.
        .init("o / R", "vertical ⇄ horizontal / rotate the device", [(char("o"), .toggleDirection), (char("R"), .rotateDevice)]),
        .init("Tab Shift-Tab", "choose what to tweak", [(.tab, .nextParameter), (.backTab, .previousParameter)]),
        .init(
            "1 2 3 4 a", "edge: top left bottom right all", compositional: "edge: top leading bottom trailing all",
            [
                (char("1"), .chooseEdge(.top)), (char("2"), .chooseEdge(.left)), (char("3"), .chooseEdge(.bottom)),
                (char("4"), .chooseEdge(.right)), (char("a"), .chooseEdge(.all)),
            ]),
        .init(
            "+ - / > <", "change by 1 pt / 10 pt",
            [
                (char("+"), .adjust(1)), (char("="), .adjust(1)), (char("-"), .adjust(-1)),
                (char(">"), .adjust(10)), (char("<"), .adjust(-10)),
            ]),
        .init(
            "[ ] *", "tweak previous / next section, all",
            [
                (char("["), .selectSection(-1)), (char("]"), .selectSection(1)), (char("*"), .selectAllSections),
            ]),
        .init("t", "background: section → items → none", [(char("t"), .cycleCover)]),
        .init(
            "i I", "background covers header / footer",
            [
                (char("i"), .toggleIncludeHeader), (char("I"), .toggleIncludeFooter),
            ]),
        .init(
            "s", "item selection: the arrows move it", lineAction: "item selection: h j k l move it",
            [(char("s"), .toggleItemSelection)]),
        .init(
            "x Delete / n", "delete / copy the selected item", line: "x / n",
            [
                (char("x"), .deleteItem), (.delete, .deleteItem), (.backspace, .deleteItem), (char("n"), .insertItem),
            ]),
        .init(
            "Shift-arrows", "move the selected item",
            [
                (.shiftUp, .moveItem(.up)), (.shiftDown, .moveItem(.down)), (.shiftLeft, .moveItem(.left)),
                (.shiftRight, .moveItem(.right)),
            ]),
        .init(
            "U Ctrl-R", "undo / redo (every edit and tweak)", line: "U", lineAction: "undo (every edit and tweak)",
            [(char("U"), .undo), (.control("r"), .redo)]),
        // One line for both, so the help still fits 30 rows.
        .init(
            "c / A", "colour scheme / light ⇄ dark appearance", [(char("c"), .cycleColorScheme), (char("A"), .toggleAppearance)]),
        .init("z Z 0", "zoom in / out / back to 1×", [(char("z"), .zoom(1)), (char("Z"), .zoom(-1)), (char("0"), .resetZoom)]),
        .init("r", "re-read the spec file (a demo: reset)", [(char("r"), .reset)]),
        .init("w", "write settings to the spec file", [(char("w"), .write)]),
        .init("e", "export the layout as UIKit Swift code", [(char("e"), .exportSwift)]),
        .init("p", "write a picture (SVG) of the screen", [(char("p"), .writePicture)]),
        .init("click / drag", "show an element / move an item", []),
        .init(
            "? / Enter", "this help / the inspector (↑↓ ←→ + - > <)", line: "?", lineAction: "this help",
            [(char("?"), .toggleHelp), (.enter, .toggleInspector)]),
        .init("Ctrl-L", "repaint the screen", [(.control("l"), .redraw)]),
        .init(
            "q Esc", "quit (Esc closes help or selection first)", line: "q", lineAction: "quit",
            [(char("q"), .quit), (.escape, .closeOrQuit)]),
    ])
}

extension KeyMap {
    /// The line mode's keys (`TERM=dumb`): what it reads — characters — of the standard keys, listed in
    /// its help as it reads them (`k j h l`, not the arrows; no Tab, Shift-arrows, Ctrl keys or mouse).
    public static let lineMode = KeyMap(
        standard.bindings.compactMap { binding in
            binding.lineKeys.map { keys in
                Binding(
                    keys: keys, action: binding.lineAction ?? binding.action, compositionalAction: binding.compositionalAction,
                    lineKeys: keys, lineAction: binding.lineAction, commands: binding.commands.filter { $0.0.isCharacter })
            }
        })
}
