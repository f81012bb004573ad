/// The screen's pixel grid a compositional layout rounds its frames to: `round(scale · v) / scale` on
/// each frame's origin and size, as UIKit rounds a compositional layout's frames to the display scale
/// (`UIScreen.scale`, 2 or 3 on current devices).
///
/// Four bytes (a `Float`, which holds 1, 2 and 3 exactly), so it fits the padding of the pattern a
/// compositional section keeps its cells in; 0 means no rounding.
struct PixelScale: Hashable, Sendable {
    /// Pixels per point; 0 for none.
    let raw: Float

    /// No rounding: frames keep their exact values.
    static let none = PixelScale(raw: 0)

    private init(raw: Float) { self.raw = raw }

    /// The grid of `scale` pixels per point; none for `nil`, or a scale that is not finite and positive.
    init(_ scale: Double?) {
        guard let scale, scale.isFinite, scale > 0, scale <= 1_000 else {
            self = .none
            return
        }
        self.init(raw: Float(scale))
    }

    /// Whether frames are rounded.
    @inline(__always)
    var isRounding: Bool { raw != 0 }

    /// How far rounding may move an edge, in points: a pixel (an origin and a size each move by at most
    /// half of one); 0 when not rounding.
    var tolerance: Double { isRounding ? 1 / Double(raw) : 0 }

    /// `value` on the grid (unchanged when not rounding, or not finite).
    @inline(__always)
    func rounded(_ value: Double) -> Double {
        guard isRounding, value.isFinite else { return value }
        let scale = Double(raw)
        let scaled = (value * scale).rounded() / scale
        return scaled.isFinite ? scaled : value
    }

    /// `rect` with its origin and size on the grid, each rounded on its own (so two frames that touched
    /// may end half a pixel apart, as UIKit's do).
    @inline(__always)
    func rounded(_ rect: Rect) -> Rect {
        guard isRounding else { return rect }
        return Rect(x: rounded(rect.minX), y: rounded(rect.minY), width: rounded(rect.width), height: rounded(rect.height))
    }

    /// `size` on the grid.
    func rounded(_ size: Size) -> Size {
        guard isRounding else { return size }
        return Size(width: rounded(size.width), height: rounded(size.height))
    }
}
