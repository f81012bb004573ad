extension Grid {
    /// The grid's characters, one string per row, full width (wide characters once, continuation cells
    /// skipped, clusters whole), without styles — what a picture-literal test compares.
    public func plainLines() -> [String] {
        var lines: [String] = []
        lines.reserveCapacity(height)
        var scalars = String.UnicodeScalarView()
        for row in 0..<height {
            scalars.removeAll(keepingCapacity: true)
            for column in 0..<width {
                let cell = raw(x: column, y: row)
                guard cell.widthCode != 0 else { continue }
                if let scalar = cell.scalar {
                    scalars.append(scalar)
                } else {
                    scalars.append(contentsOf: character(of: cell).unicodeScalars)
                }
            }
            lines.append(String(scalars))
        }
        return lines
    }

    /// `plainLines()` joined with newlines (no trailing newline).
    public var plainText: String { plainLines().joined(separator: "\n") }
}
