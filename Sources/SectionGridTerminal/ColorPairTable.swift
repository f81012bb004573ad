import CellGrid

/// Assigns ncurses colour-pair numbers to (foreground, background) combinations on demand.
///
/// Pair 0 is the terminal default. New combinations get the next free number until the terminal's
/// `COLOR_PAIRS` runs out; after that they fall back to pair 0 (readable, just uncoloured).
struct ColorPairTable {
    /// A combination of ncurses colour numbers (-1 = terminal default).
    struct Key: Hashable {
        var foreground: Int32
        var background: Int32
    }

    private var pairs: [Key: Int32] = [Key(foreground: -1, background: -1): 0]
    private var nextPair: Int32 = 1
    private let capacity: Int32
    private let define: (Int32, Int32, Int32) -> Void

    /// `capacity` is `COLOR_PAIRS`; `define(pair, fg, bg)` tells the terminal about a new pair.
    init(capacity: Int32, define: @escaping (Int32, Int32, Int32) -> Void) {
        self.capacity = capacity
        self.define = define
    }

    /// The pair for a style's colours, defining it when new.
    mutating func pair(for style: Style) -> Int32 {
        let key = Key(
            foreground: ColorPairTable.number(style.foreground),
            background: ColorPairTable.number(style.background))
        if let pair = pairs[key] { return pair }
        guard nextPair < capacity else { return 0 }
        let pair = nextPair
        nextPair += 1
        define(pair, key.foreground, key.background)
        pairs[key] = pair
        return pair
    }

    /// The ncurses colour number of a terminal colour: -1 for the default, the index for palette
    /// colours, packed `0xRRGGBB` for direct (24-bit) colour.
    static func number(_ color: TerminalColor) -> Int32 {
        switch color {
        case .default: return -1
        case .indexed(let index): return Int32(index)
        case .rgb(let r, let g, let b): return Int32(r) << 16 | Int32(g) << 8 | Int32(b)
        }
    }
}
