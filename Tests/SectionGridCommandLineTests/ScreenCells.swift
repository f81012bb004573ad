/// A tmux `capture-pane -p -e` screen read back into cells: each character with the colours and
/// attributes it is shown in, so two screens can be compared for what a person sees.
struct ScreenCells: Equatable {
    struct Cell: Equatable {
        var character: Character
        var foreground: String
        var background: String
        var attributes: Set<Int>
    }

    var rows: [[Cell]]

    /// Parses the SGR sequences of a capture (tmux writes only `ESC [ … m`).
    init(capture: String) {
        rows = []
        var state = Cell(character: " ", foreground: "default", background: "default", attributes: [])
        for line in capture.split(separator: "\n", omittingEmptySubsequences: false) {
            var row: [Cell] = []
            var scalars = line.unicodeScalars[...]
            while let scalar = scalars.popFirst() {
                guard scalar == "\u{1B}" else {
                    state.character = Character(scalar)
                    row.append(state)
                    continue
                }
                guard scalars.first == "[" else { continue }
                scalars.removeFirst()
                var parameters = ""
                while let next = scalars.popFirst(), next != "m" { parameters.unicodeScalars.append(next) }
                ScreenCells.apply(parameters, to: &state)
            }
            rows.append(row)
        }
    }

    /// The screen as seen: a blank's foreground colour shows nothing (unless underlined or reversed),
    /// so terminals and ncurses treat such blanks as equal; so does this.
    var asSeen: ScreenCells {
        var copy = self
        for y in copy.rows.indices {
            for x in copy.rows[y].indices
            where copy.rows[y][x].character == " "
                && copy.rows[y][x].attributes.isDisjoint(with: [4, 7])
            {
                copy.rows[y][x].foreground = "any"
            }
            // Trailing default blanks are what capture-pane leaves out.
            while let last = copy.rows[y].last, last.character == " ", last.background == "default",
                last.attributes.isEmpty
            { copy.rows[y].removeLast() }
        }
        return copy
    }

    private static func apply(_ parameters: String, to state: inout Cell) {
        var codes = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }[...]
        if codes.isEmpty { codes = [0] }
        while let code = codes.popFirst() {
            switch code {
            case 0:
                state.foreground = "default"
                state.background = "default"
                state.attributes = []
            case 1...9: state.attributes.insert(code)
            case 22: state.attributes.subtract([1, 2])
            case 23...29: state.attributes.remove(code - 20)
            case 30...37, 90...97: state.foreground = "\(code)"
            case 39: state.foreground = "default"
            case 40...47, 100...107: state.background = "\(code)"
            case 49: state.background = "default"
            case 38, 48:
                let mode = codes.popFirst() ?? 0
                let count = mode == 5 ? 1 : mode == 2 ? 3 : 0
                let value = (0..<count).map { _ in String(codes.popFirst() ?? 0) }.joined(separator: ",")
                if code == 38 { state.foreground = "\(mode):\(value)" } else { state.background = "\(mode):\(value)" }
            default: break
            }
        }
    }
}
