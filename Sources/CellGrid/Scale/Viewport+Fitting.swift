import SectionLayout

extension Viewport {
    /// The viewport for a terminal area of `columns × rows` showing a spec whose viewport is
    /// `fittingWidth` points wide: the default scale fits that width to the columns, `zoom` magnifies
    /// it (2 = twice as large). Lay the content out for `boundsSize` (the terminal area in points) with
    /// `contentInset`; the offset defaults to the top of the content.
    public init(
        fittingWidth width: Double, columns: Int, rows: Int, zoom: Double = 1,
        contentInset: EdgeInsets = .zero, contentOffset: Point? = nil
    ) {
        let scale = CellScale.fitting(width: width, columns: columns).zoomed(by: zoom)
        self.init(
            columns: columns, rows: rows, scale: scale, contentOffset: contentOffset,
            contentInset: contentInset)
    }
}
