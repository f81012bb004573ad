/// Where a line of `SizedLines` starts: its first item and its main-axis position, enough to replay the
/// line breaking from there.
struct LineCheckpoint: Sendable, Equatable {
    /// Index of the line's first item.
    var first: Int
    /// Main-axis start of the line.
    var main: Double
}
