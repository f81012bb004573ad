import SectionLayout

/// A rect, shortly.
func r(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }
/// A size, shortly.
func s(_ w: Double, _ h: Double) -> Size { Size(width: w, height: h) }
