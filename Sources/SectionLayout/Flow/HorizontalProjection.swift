/// Horizontal scrolling: widths along the scroll axis, heights across it.
enum HorizontalProjection: AxisProjection {
    @inline(__always) static func main(_ size: Size) -> Double { size.width }
    @inline(__always) static func cross(_ size: Size) -> Double { size.height }
}
