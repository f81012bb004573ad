/// One line of individually sized items, as `LineBreaker` breaks it: which items, where it sits along
/// the scroll axis, and how its items are spread across.
struct BrokenLine {
    /// Index of the first item.
    var first: Int
    /// One past the last item.
    var end: Int
    /// Main-axis start of the line.
    var main: Double
    /// Main-axis thickness: the line's longest item along the scroll axis.
    var thickness: Double
    /// Cross-axis start of the first item.
    var start: Double
    /// Space between consecutive items: the minimum spacing, or the leftover space spread over the gaps.
    var gap: Double
}
