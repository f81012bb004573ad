extension Grid {
    /// The grid as lines of text with ANSI SGR colours and attributes for a terminal of `depth` (each
    /// style quantized once); every line that ends styled ends with `ESC[0m`. Clusters of several
    /// scalars are spelled as the viewer sends them (`TerminalSpelling`), so every terminal lines the
    /// columns up as the grid does.
    public func ansiLines(depth: ColorDepth) -> [String] {
        let quantized = styles.map { $0.quantized(to: depth) }
        var encoder = ANSIEncoder(depth: depth)
        var lines: [String] = []
        lines.reserveCapacity(height)
        for row in 0..<height {
            for column in 0..<width {
                let cell = raw(x: column, y: row)
                guard cell.widthCode != 0 else { continue }
                encoder.setStyle(quantized[Int(cell.style.rawValue)])
                if let scalar = cell.scalar {
                    encoder.append(scalar)
                } else {
                    for scalar in terminalScalars(of: cell) { encoder.append(scalar) }
                }
            }
            lines.append(encoder.endLine())
        }
        return lines
    }

    /// `ansiLines(depth:)` joined with newlines (no trailing newline).
    public func ansiText(depth: ColorDepth) -> String {
        ansiLines(depth: depth).joined(separator: "\n")
    }
}
