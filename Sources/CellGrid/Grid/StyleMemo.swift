/// A small cache from an existing style to a derived one, so per-cell restyling interns each distinct
/// result once.
struct StyleMemo {
    private var from: [StyleID] = []
    private var to: [StyleID] = []

    /// The id of `transform(style of id)` in `grid`, cached.
    mutating func map(_ id: StyleID, in grid: inout Grid, _ transform: (Style) -> Style) -> StyleID {
        if let index = from.firstIndex(of: id) { return to[index] }
        let result = grid.styleID(for: transform(grid.styles[Int(id.rawValue)]))
        if from.count < 16 {
            from.append(id)
            to.append(result)
        }
        return result
    }
}
