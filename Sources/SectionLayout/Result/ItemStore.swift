/// How a section's item frames are kept: in closed form when they repeat, stored when they do not.
enum ItemStore: Sendable, Equatable {
    /// One item size on a regular grid (flow layout with uniform items).
    case grid(UniformGrid)
    /// Individually sized items in lines (flow layout with `itemSizes`).
    case lines(SizedLines)
    /// One group's items repeated at a fixed pitch (compositional layout).
    case pattern(RepeatingPattern)

    /// No items.
    static let empty = ItemStore.lines(SizedLines(axis: .vertical, sizes: [], origins: [], lineStarts: [0],
                                                  lineMain: [], lineThickness: [], runningMaxEnd: [],
                                                  runningMinStart: [], crossOrdered: true))

    /// Number of items.
    var count: Int {
        switch self {
        case .grid(let grid): return grid.count
        case .lines(let lines): return lines.count
        case .pattern(let pattern): return pattern.count
        }
    }

    /// The frame of item `index` (which must be in range).
    func frame(at index: Int) -> Rect {
        switch self {
        case .grid(let grid): return grid.frame(at: index)
        case .lines(let lines): return lines.frame(at: index)
        case .pattern(let pattern): return pattern.frame(at: index)
        }
    }

    /// Calls `body` with the index and frame of every item intersecting `rect`, in index order.
    func forEach(in rect: Rect, _ body: (Int, Rect) -> Void) {
        switch self {
        case .grid(let grid): grid.forEach(in: rect, body)
        case .lines(let lines): lines.forEach(in: rect, body)
        case .pattern(let pattern): pattern.forEach(in: rect, body)
        }
    }
}
