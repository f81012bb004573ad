import CellGrid

/// The bytes that draw one row the terminal has just scrolled in, changing only the colour that
/// differs between cells. ncurses sends both colours at every colour-pair change (`_nc_do_color`), so
/// a row of items on a section's colour costs two colours per edge; written here an edge costs the
/// background alone, since a blank's foreground cannot be seen (blanks keep the foreground of the cell
/// before them, as long as neither underline nor reverse shows it).
///
/// The row starts as a scrolled-in row is: blank in the default colours, normal attributes, the cursor
/// at its first column; blanks in the default colours are stepped over, long runs of others erased. The bytes end in the state
/// ncurses believes the terminal in: normal attributes and default colours.
struct RowSpelling {
    /// One cell as ncurses's window holds it.
    struct Cell: Equatable {
        /// The spacing character and the zero-width ones joined to it.
        var scalars: [Unicode.Scalar]
        var attributes: TextAttributes
        /// ncurses colour numbers (-1 = the terminal's default).
        var foreground: Int32
        var background: Int32

        /// A blank whose foreground cannot be seen: any foreground shows it alike.
        var isFreeBlank: Bool { scalars == [" "] && attributes.isDisjoint(with: [.reverse, .underline]) }
    }

    /// How colours change from cell to cell.
    enum ColorChanges {
        /// Only the colour that differs; blanks keep the foreground before them.
        case differing
        /// ncurses's way: both colours (or `op` and one) at every change of either, no final reset
        /// (ncurses resets once at the end of its update). Spelled to compare the cost.
        case wholePair
    }

    /// The terminal's strings (terminfo), padding removed.
    struct Capabilities {
        /// `setaf` with its colour filled in (nil when the terminal has none).
        var foreground: (Int32) -> [UInt8]?
        /// `setab` likewise.
        var background: (Int32) -> [UInt8]?
        /// `cuf`: the cursor that many columns right.
        var forward: (Int) -> [UInt8]?
        /// `op`: both colours back to the defaults.
        var defaultColors: [UInt8]?
        /// `sgr0`: every attribute off (and, as ncurses assumes, the default colours).
        var normal: [UInt8]
        /// `bold`, `dim`, `smul`, `rev`, each with the attribute it turns on.
        var attributeOn: [(TextAttributes, [UInt8])]
        /// `el` where it clears in the current background (`bce`); else nil.
        var clearToEnd: [UInt8]?
        /// `ech` (that many blanks from the cursor, which stays) where it erases in the current
        /// background (`bce`); else nil.
        var erase: ((Int) -> [UInt8]?)?
    }

    let capabilities: Capabilities

    /// The terminal's state while rows are spelled; the initial value is normal attributes and the
    /// default colours.
    struct State {
        var attributes: TextAttributes = []
        var foreground: Int32 = -1
        var background: Int32 = -1
    }

    /// The bytes for `cells` from the normal state to the normal state (with `.wholePair`, to
    /// wherever ncurses leaves it), or `nil` when a cell needs a string the terminal lacks.
    func bytes(for cells: [Cell], changes: ColorChanges = .differing) -> [UInt8]? {
        var state = State()
        guard let bytes = row(cells, state: &state, changes: changes) else { return nil }
        guard changes == .differing else { return bytes }
        return reset(state).map { bytes + $0 }
    }

    /// What brings the terminal from `state` back to normal attributes and the default colours.
    func reset(_ state: State) -> [UInt8]? {
        if !state.attributes.isEmpty { return capabilities.normal }
        if state.foreground != -1 || state.background != -1 { return capabilities.defaultColors }
        return []
    }

    /// The bytes for `cells` (from the row's first column), continuing from `state`, which they leave as
    /// their last cell needs; `nil` when a cell needs a string the terminal lacks.
    func row(_ cells: [Cell], state: inout State, changes: ColorChanges = .differing) -> [UInt8]? {
        var bytes: [UInt8] = []
        // The blanks of one look at the end: the scrolled-in row shows them already in the default
        // background; in another, `el` clears them (on a `bce` terminal) when shorter than they are.
        var end = cells.count
        var clearedTail: Cell?
        if let last = cells.last, last.isFreeBlank, last.attributes.isEmpty {
            while end > 0, cells[end - 1].isFreeBlank, cells[end - 1].attributes.isEmpty,
                cells[end - 1].background == last.background
            { end -= 1 }
            if last.background != -1 {
                if let clear = capabilities.clearToEnd, clear.count < cells.count - end {
                    clearedTail = last
                } else {
                    end = cells.count
                }
            }
        }
        var x = 0
        while x < end {
            let cell = cells[x]
            // A cell, or a run of blanks of one look, stepped over or erased when that is shorter.
            var run = x + 1
            if cell.isFreeBlank, cell.attributes.isEmpty {
                while run < end, cells[run].isFreeBlank, cells[run].attributes.isEmpty,
                    cells[run].background == cell.background
                { run += 1 }
                if let shortcut = shortcut(over: run - x, blanksLike: cell, state: &state, changes: changes) {
                    bytes += shortcut
                    x = run
                    continue
                }
            }
            for written in cells[x..<run] {
                guard change(&state, to: written, changes: changes, into: &bytes) else { return nil }
                for scalar in written.scalars { UTF8.encode(scalar) { bytes.append($0) } }
            }
            x = run
        }
        if let clearedTail, let clear = capabilities.clearToEnd {
            guard change(&state, to: clearedTail, changes: changes, into: &bytes) else { return nil }
            bytes += clear
        }
        return bytes
    }

    /// What shows `count` blanks like `cell` without writing them, when shorter: stepping over blanks in
    /// the default background (the row shows them already), or erasing others (`ech`, in the current
    /// background on a `bce` terminal) and stepping over them; `nil` when writing them is as short.
    private func shortcut(over count: Int, blanksLike cell: Cell, state: inout State, changes: ColorChanges) -> [UInt8]? {
        var trial = state
        var change: [UInt8] = []
        guard let step = capabilities.forward(count), self.change(&trial, to: cell, changes: changes, into: &change) else {
            return nil
        }
        let written = change.count + count
        if cell.background == -1 { return step.count < written ? step : nil }
        guard let erase = capabilities.erase?(count), change.count + erase.count + step.count < written else { return nil }
        state = trial
        return change + erase + step
    }

    /// Appends what turns `state` into one that shows `cell`; false when the terminal lacks a string
    /// for it.
    private func change(_ state: inout State, to cell: Cell, changes: ColorChanges, into bytes: inout [UInt8]) -> Bool {
        if state.attributes != cell.attributes {
            if !state.attributes.isSubset(of: cell.attributes) {
                bytes += capabilities.normal
                state = State()
            }
            for (attribute, string) in capabilities.attributeOn
            where cell.attributes.contains(attribute) && !state.attributes.contains(attribute) {
                bytes += string
                state.attributes.insert(attribute)
            }
            guard state.attributes == cell.attributes else { return false }
        }
        let foreground: Int32? = changes == .differing && cell.isFreeBlank ? nil : cell.foreground
        guard foreground.map({ $0 != state.foreground }) == true || cell.background != state.background else {
            return true
        }
        if foreground == -1 && state.foreground != -1 || cell.background == -1 && state.background != -1 {
            guard let reset = capabilities.defaultColors else { return false }
            bytes += reset
            state.foreground = -1
            state.background = -1
        }
        let whole = changes == .wholePair
        if let foreground, foreground != -1, whole || foreground != state.foreground {
            guard let string = capabilities.foreground(foreground) else { return false }
            bytes += string
            state.foreground = foreground
        }
        if cell.background != -1, whole || cell.background != state.background {
            guard let string = capabilities.background(cell.background) else { return false }
            bytes += string
            state.background = cell.background
        }
        return true
    }
}
