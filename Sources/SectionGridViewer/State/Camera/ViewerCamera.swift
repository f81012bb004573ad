import CellGrid
import Foundation

/// What the screen shows of the layout: the viewport (scroll offset, content inset, orthogonal rows'
/// offsets, scale), the zoom, and the place the last relayout kept.
public struct ViewerCamera: Sendable {
    /// The zooms `z`/`Z` and `--zoom` reach.
    public static let zoomRange = 0.125...8.0
    /// The factor between zoom levels: `z` and `Z` go through the levels 1.25ⁿ.
    public static let zoomStep = 1.25

    /// What the screen shows.
    public internal(set) var viewport: Viewport
    /// Magnification: 1 fits the spec's viewport to the terminal.
    public internal(set) var zoom = 1.0
    /// The place the last relayout kept, and the viewport that gave (see `ViewerState.keepingPlace`).
    var keptPlace: KeptPlace?

    /// A camera on `viewport` at zoom 1.
    init(viewport: Viewport) {
        self.viewport = viewport
    }

    /// `zoom` kept within `zoomRange`.
    static func clamped(zoom: Double) -> Double {
        Swift.min(zoomRange.upperBound, Swift.max(zoomRange.lowerBound, zoom))
    }

    /// The zoom `steps` levels from `zoom` (in for positive, out for negative), kept within `zoomRange`.
    /// The levels are 1.25ⁿ for whole n, each worked out afresh (never a product of earlier steps), so a
    /// limit or a zoom between levels (`--zoom`) never knocks later steps off them: from 8, which a clamp
    /// put between 1.25⁹ and 1.25¹⁰, `Z` goes to 1.25⁹ and on, ten steps to exactly 1.
    static func zoom(_ zoom: Double, steppedBy steps: Int) -> Double {
        let position = log(zoom) / log(zoomStep)
        let nearest = position.rounded()
        let onALevel = Swift.abs(level(Int(nearest)) - zoom) <= zoom * 1e-12
        let from = onALevel ? nearest : steps > 0 ? position.rounded(.down) : position.rounded(.up)
        let target = Swift.min(40, Swift.max(-40, Int(from) + steps))
        return clamped(zoom: level(target))
    }

    /// 1.25ⁿ: exact for n ≥ 0 (each product of 1.25s is a binary fraction a double holds), the nearest
    /// double to it below 0.
    static func level(_ exponent: Int) -> Double {
        var power = 1.0
        for _ in 0..<Swift.abs(exponent) { power *= zoomStep }
        return exponent < 0 ? 1 / power : power
    }
}

/// An anchor and the viewport a relayout put it in.
struct KeptPlace: Sendable {
    var anchor: ScrollAnchor
    var viewport: Viewport
}
