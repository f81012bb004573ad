/// Numbers the rows of two grids so that rows showing the same cells (character, width and style,
/// whatever each grid's tables number styles and clusters) get the same number.
///
/// Each cell is first made one word that two cells share exactly when they show the same
/// (`CellWords`): the next grid's style and cluster numbers translated into the previous grid's. Rows
/// are then told apart by a cheap hash of their words and compared word by word — no `Hasher` and no
/// `Style` comparison per cell, since a scroll step classifies every row of two screens.
///
/// A terminal finds with it how a frame scrolled (`VerticalShift.between(_:)`) and which rows it need
/// not draw again (a row whose class is that of the row already there).
public struct RowClasses: Sendable {
    /// The class of each row of the previous grid.
    public private(set) var previous: [Int] = []
    /// The class of each row of the next grid.
    public private(set) var next: [Int] = []

    /// Classifies the rows of two grids (rows of different widths are never alike).
    public init(_ previousGrid: Grid, _ nextGrid: Grid) {
        let words = CellWords(previousGrid, nextGrid)
        let widths = [previousGrid.width, nextGrid.width]
        func row(_ grid: Int, _ row: Int) -> ArraySlice<UInt64> {
            let start = row * widths[grid]
            return (grid == 0 ? words.previous : words.next)[start..<start + widths[grid]]
        }
        /// Representatives (grid: 0 previous, 1 next; row; class) of the classes met so far, by fingerprint.
        var seen: [UInt64: [(grid: Int, row: Int, number: Int)]] = [:]
        var count = 0
        func classify(_ grid: Int, _ index: Int) -> Int {
            let cells = row(grid, index)
            let print = RowClasses.fingerprint(cells)
            if let match = seen[print]?.first(where: { row($0.grid, $0.row).elementsEqual(cells) }) {
                return match.number
            }
            count += 1
            seen[print, default: []].append((grid, index, count))
            return count
        }
        previous = (0..<previousGrid.height).map { classify(0, $0) }
        next = (0..<nextGrid.height).map { classify(1, $0) }
    }

    /// A hash of a row's words (FNV-1a over words, then a final mix).
    static func fingerprint(_ row: ArraySlice<UInt64>) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for word in row { hash = (hash ^ word) &* 0x0000_0100_0000_01B3 }
        hash ^= hash >> 29
        return hash
    }
}

/// The cells of two grids of one width as words equal exactly when the cells show the same character
/// in the same width and style. A word holds the character (a scalar's value, or a cluster's number),
/// whether it is a cluster, the width code and a style number: the previous grid's own, the next grid's
/// translated into it (styles the previous grid lacks numbered after its own).
struct CellWords {
    var previous: [UInt64]
    var next: [UInt64]

    init(_ previousGrid: Grid, _ nextGrid: Grid) {
        // Styles: the previous grid's numbers; a cell's number outside its table shows the plain style (0).
        var styleNumbers: [Style: UInt64] = [:]
        for (index, style) in previousGrid.styles.enumerated() where styleNumbers[style] == nil {
            styleNumbers[style] = UInt64(index)
        }
        let previousStyles = (0..<previousGrid.styles.count).map { styleNumbers[previousGrid.styles[$0]] ?? 0 }
        var nextStyles: [UInt64] = []
        nextStyles.reserveCapacity(nextGrid.styles.count)
        for style in nextGrid.styles {
            if let number = styleNumbers[style] {
                nextStyles.append(number)
            } else {
                let number = UInt64(previousGrid.styles.count + styleNumbers.count)
                styleNumbers[style] = number
                nextStyles.append(number)
            }
        }
        var clusterNumbers: [Character: UInt64] = [:]
        previous = CellWords.words(previousGrid, styles: previousStyles, clusterNumbers: &clusterNumbers)
        next = CellWords.words(nextGrid, styles: nextStyles, clusterNumbers: &clusterNumbers)
    }

    private static func words(_ grid: Grid, styles: [UInt64], clusterNumbers: inout [Character: UInt64]) -> [UInt64] {
        grid.cells.map { cell in
            let style = Int(cell.style.rawValue) < styles.count ? styles[Int(cell.style.rawValue)] : 0
            var character = UInt64(cell.content)
            var cluster: UInt64 = 0
            if cell.isCluster {
                // Clusters are several scalars (a cluster cell's character is a space when it is a
                // continuation or its number is outside the table).
                let shown = grid.character(of: cell)
                if shown.unicodeScalars.count == 1, let scalar = shown.unicodeScalars.first {
                    character = UInt64(scalar.value)
                } else {
                    if clusterNumbers[shown] == nil { clusterNumbers[shown] = UInt64(clusterNumbers.count) }
                    character = clusterNumbers[shown] ?? 0
                    cluster = 1
                }
            }
            return character | UInt64(cell.widthCode) << 32 | cluster << 40 | style << 41
        }
    }
}
