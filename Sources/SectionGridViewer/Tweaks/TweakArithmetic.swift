import SectionLayout
import SectionSpec

extension EdgeInsets {
    /// The insets with `edge` (or every edge) changed by `delta`, never below `minimum`.
    func adjusting(_ edge: TweakEdge, by delta: Double, minimum: Double) -> EdgeInsets {
        func change(_ value: Double) -> Double { value.adjusting(by: delta, minimum: minimum) }
        var copy = self
        switch edge {
        case .top: copy.top = change(top)
        case .left: copy.left = change(left)
        case .bottom: copy.bottom = change(bottom)
        case .right: copy.right = change(right)
        case .all: copy = EdgeInsets(top: change(top), left: change(left), bottom: change(bottom), right: change(right))
        }
        return copy
    }

    /// The value shown for `edge` (the top edge's when all edges are chosen and they differ).
    func value(for edge: TweakEdge) -> String {
        switch edge {
        case .top: return formatPoints(top)
        case .left: return formatPoints(left)
        case .bottom: return formatPoints(bottom)
        case .right: return formatPoints(right)
        case .all: return description
        }
    }
}

extension Size {
    /// The size grown by `delta`: the width for left/right, the height for top/bottom, both for all;
    /// never below 0.
    func adjusting(_ edge: TweakEdge, by delta: Double) -> Size {
        var copy = self
        if edge != .top && edge != .bottom { copy.width = width.adjusting(by: delta) }
        if edge != .left && edge != .right { copy.height = height.adjusting(by: delta) }
        return copy
    }

    /// The value shown for `edge`.
    func value(for edge: TweakEdge) -> String {
        switch edge {
        case .top, .bottom: return "height \(formatPoints(height))"
        case .left, .right: return "width \(formatPoints(width))"
        case .all: return description
        }
    }
}

extension Double {
    /// The value changed by `delta`, kept from `minimum` to `SpecLimits.maximumMagnitude` (and above
    /// minus it), so a tweaked spec is always one the decoder reads back.
    func adjusting(by delta: Double, minimum: Double = 0) -> Double {
        let limit = SpecLimits.maximumMagnitude
        return Swift.min(limit, Swift.max(Swift.max(-limit, minimum), self + delta))
    }
}
