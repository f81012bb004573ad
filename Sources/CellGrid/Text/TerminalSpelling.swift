import SectionScene

/// How a grid cell's character is sent to a terminal that counts columns scalar by scalar, as ncurses
/// does (`wcwidth(3)` of each scalar; zero-width scalars join the cell before them, at most
/// `CCHARW_MAX` − 1 = 4 of them), so that the terminal, ncurses and the grid agree on every column.
///
/// - A letter with combining marks is sent whole (`e` + U+0301): ncurses keeps it in one cell.
/// - A flag is sent as its two regional indicators: each counts 1 column, and terminals that know flags
///   draw the pair as one 2-column picture (tmux does).
/// - Any other emoji sequence (ZWJ, VS16, skin tone, keycap, tags) is sent as its first scalar, padded
///   with blanks to the cell's width: `👨‍👩‍👧‍👦` → `👨`, `❤️` → `❤` and a blank. ncurses cannot hold such a
///   sequence in one cell (`setcchar` stops at the first spacing scalar after the first), and terminals
///   disagree on its width (tmux 3.3 shows `❤️` in 1 column and `👍🏽` in 4), so sending it whole would
///   shift the rest of the row; its first scalar is measured alike everywhere.
public enum TerminalSpelling {
    /// The most zero-width scalars ncurses keeps with a spacing one (`CCHARW_MAX` is 5).
    public static let maximumMarks = 4

    /// The scalars to send for a cell showing `character` in `width` columns; their widths
    /// (`DisplayWidth`) add up to `width`.
    public static func scalars(of character: Character, width: Int) -> [Unicode.Scalar] {
        let scalars = character.unicodeScalars
        if scalars.count == 1, let scalar = scalars.first {
            return DisplayWidth.of(scalar) == width ? [scalar] : padded([], to: width)
        }
        if DisplayWidth.isEmojiSequence(scalars) {
            if scalars.allSatisfy(DisplayWidth.isRegionalIndicator), scalars.count == width {
                return Array(scalars)
            }
            let first = scalars.first.map { DisplayWidth.of($0) <= width ? [$0] : [] } ?? []
            return padded(first, to: width)
        }
        // A spacing scalar and the zero-width ones after it (leading zero-width scalars would join the
        // cell to the left).
        var result: [Unicode.Scalar] = []
        for scalar in scalars {
            let scalarWidth = DisplayWidth.of(scalar)
            if result.isEmpty {
                if scalarWidth > 0 { result.append(scalar) }
            } else if scalarWidth > 0 {
                break
            } else if result.count <= maximumMarks {
                result.append(scalar)
            }
        }
        return padded(result.first.map { DisplayWidth.of($0) <= width } == true ? result : [], to: width)
    }

    /// `scalars` followed by blanks up to `width` columns.
    static func padded(_ scalars: [Unicode.Scalar], to width: Int) -> [Unicode.Scalar] {
        let used = scalars.reduce(0) { $0 + DisplayWidth.of($1) }
        return scalars + Array(repeating: " ", count: Swift.max(0, width - used))
    }
}
