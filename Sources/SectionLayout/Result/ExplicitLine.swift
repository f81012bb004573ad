/// One line of `ExplicitLines` (a row when scrolling vertically): where it starts in the item
/// order and along the scroll axis, and how thick it is.
struct ExplicitLine: Sendable, Equatable {
    /// Index of the line's first item.
    var first: Int
    /// Main-axis start of the line.
    var main: Double
    /// Main-axis thickness (its tallest item, when scrolling vertically).
    var thickness: Double
}
