extension Grid {
    /// The character a cell of this grid shows (a space for a continuation cell).
    public func character(of cell: Cell) -> Character {
        if cell.isContinuation { return " " }
        if let scalar = cell.scalar { return Character(scalar) }
        let index = Int(cell.content)
        return index < clusters.count ? clusters[index] : " "
    }

    /// The character shown at `x`, `y`.
    public func character(atX x: Int, y: Int) -> Character { character(of: self[x, y]) }

    /// Whether every cell of row `y` shows a space (`character(atX:y:) == " "` for each column, without
    /// making a `Character` of each cell).
    public func showsOnlySpaces(row y: Int) -> Bool {
        guard y >= 0, y < height else { return true }
        for x in 0..<width {
            let cell = cells[y &* width &+ x]
            if cell.isCluster {
                guard character(of: cell) == " " else { return false }
            } else if !cell.isContinuation, cell.content != 0x20 {
                return false
            }
        }
        return true
    }

    /// The scalars to send to a terminal for a cell of this grid (`TerminalSpelling`): the scalar
    /// itself for a one-scalar cell, nothing for a continuation cell.
    public func terminalScalars(of cell: Cell) -> [Unicode.Scalar] {
        if cell.isContinuation { return [] }
        if let scalar = cell.scalar { return [scalar] }
        return TerminalSpelling.scalars(of: character(of: cell), width: cell.width)
    }

    /// A cell showing `character` (one grid cell's worth: see `DisplayWidth.forEachCell`) in `width`
    /// columns, interning a character of several scalars in `clusters`.
    mutating func cell(showing character: Character, width: Int, style: StyleID) -> Cell {
        let scalars = character.unicodeScalars
        if scalars.count == 1, let scalar = scalars.first {
            return Cell(scalar: scalar, style: style, widthCode: UInt8(width))
        }
        if let index = clusterLookup[character] {
            return Cell(cluster: index, style: style, widthCode: UInt8(width))
        }
        let index = UInt32(clusters.count)
        clusters.append(character)
        clusterLookup[character] = index
        return Cell(cluster: index, style: style, widthCode: UInt8(width))
    }
}
