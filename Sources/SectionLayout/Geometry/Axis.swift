/// A scroll direction. The layout algorithms work along the *main* axis (the scroll axis) and the *cross*
/// axis, so each is written once for both directions.
public enum Axis: String, Hashable, Sendable, CaseIterable {
    /// Content scrolls up and down; lines are rows.
    case vertical
    /// Content scrolls left and right; lines are columns.
    case horizontal

    /// The other direction.
    public var toggled: Axis { self == .vertical ? .horizontal : .vertical }
}
