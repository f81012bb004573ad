/// Vertical scrolling: heights along the scroll axis, widths across it.
enum VerticalProjection: AxisProjection {
    @inline(__always) static func main(_ size: Size) -> Double { size.height }
    @inline(__always) static func cross(_ size: Size) -> Double { size.width }
}
