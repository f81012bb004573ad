/// Reads a size along and across one scroll axis, fixed at compile time: generic code over it is
/// specialized per axis, so hot loops do not test the axis for every item.
protocol AxisProjection {
    /// The length along the scroll axis.
    static func main(_ size: Size) -> Double
    /// The length across the scroll axis.
    static func cross(_ size: Size) -> Double
}
