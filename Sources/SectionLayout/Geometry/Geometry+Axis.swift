// Along-axis accessors: "main" is the scroll axis, "cross" the other one.

extension Point {
    /// Builds a point from its coordinate along the scroll axis and across it.
    public init(main: Double, cross: Double, axis: Axis) {
        self = axis == .vertical ? Point(x: cross, y: main) : Point(x: main, y: cross)
    }

    /// The coordinate along the scroll axis.
    public func main(_ axis: Axis) -> Double { axis == .vertical ? y : x }
    /// The coordinate across the scroll axis.
    public func cross(_ axis: Axis) -> Double { axis == .vertical ? x : y }
}

extension Size {
    /// Builds a size from its length along the scroll axis and across it.
    public init(main: Double, cross: Double, axis: Axis) {
        self = axis == .vertical ? Size(width: cross, height: main) : Size(width: main, height: cross)
    }

    /// The length along the scroll axis.
    public func main(_ axis: Axis) -> Double { axis == .vertical ? height : width }
    /// The length across the scroll axis.
    public func cross(_ axis: Axis) -> Double { axis == .vertical ? width : height }
}

extension Rect {
    /// Builds a rectangle from its start and length along the scroll axis and across it.
    public init(main: Double, cross: Double, mainLength: Double, crossLength: Double, axis: Axis) {
        self =
            axis == .vertical
            ? Rect(x: cross, y: main, width: crossLength, height: mainLength)
            : Rect(x: main, y: cross, width: mainLength, height: crossLength)
    }

    /// The leading edge along the scroll axis.
    public func minMain(_ axis: Axis) -> Double { axis == .vertical ? minY : minX }
    /// The trailing edge along the scroll axis.
    public func maxMain(_ axis: Axis) -> Double { axis == .vertical ? maxY : maxX }
    /// The leading edge across the scroll axis.
    public func minCross(_ axis: Axis) -> Double { axis == .vertical ? minX : minY }
    /// The trailing edge across the scroll axis.
    public func maxCross(_ axis: Axis) -> Double { axis == .vertical ? maxX : maxY }
}

extension EdgeInsets {
    /// The inset at the start of the scroll axis (top when vertical, left when horizontal).
    public func mainLeading(_ axis: Axis) -> Double { axis == .vertical ? top : left }
    /// The inset at the end of the scroll axis (bottom when vertical, right when horizontal).
    public func mainTrailing(_ axis: Axis) -> Double { axis == .vertical ? bottom : right }
    /// The inset at the start of the cross axis (left when vertical, top when horizontal).
    public func crossLeading(_ axis: Axis) -> Double { axis == .vertical ? left : top }
    /// The inset at the end of the cross axis (right when vertical, bottom when horizontal).
    public func crossTrailing(_ axis: Axis) -> Double { axis == .vertical ? right : bottom }
}
