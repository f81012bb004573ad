import SectionLayout
import SectionScene

extension SVGWriter {
    /// A cell's corner radius in a picture: a light rounded box (the scene gives cells square
    /// corners, which the terminal needs): 6 pt, at most a fifth of the shorter side.
    static func cellCornerRadius(_ frame: Rect) -> Double {
        Swift.max(0, Swift.min(6, Swift.min(frame.width, frame.height) / 5))
    }

    /// How strongly a cell's outline shows: the scene's ink at this opacity, so boxes read light.
    static let cellOutlineOpacity = 0.3

    /// The rectangle: its fill (`<rect>` at the frame), its image over the fill, its stroke inside the
    /// frame. A cell's is a light rounded box, unless its view's look gives its corners and border.
    mutating func writeRectangle(_ rectangle: SceneRectangle) {
        let rect = rectangle.rect
        let isCell = element?.category == .cell && !rectangle.isViewLook
        let radius = isCell ? SVGWriter.cellCornerRadius(rect) : rectangle.cornerRadius
        let corners = isCell ? .all : rectangle.roundedCorners
        let shape = SVGMarkup.roundedRect(rect, radius: radius, corners: corners)
        let fill = rectangle.fill.map { SVGMarkup.paint("fill", $0) } ?? " fill=\"none\""
        text += "\(shape)\(fill)/>"
        if let image = rectangle.image, let pattern = imagePattern(image) {
            text += "\(shape) fill=\"url(#\(pattern))\"/>"
        }
        if let stroke = rectangle.stroke {
            writeInsideStroke(
                stroke, rect: rect, cornerRadius: radius, corners: corners, opacity: isCell ? SVGWriter.cellOutlineOpacity : 1)
        }
    }

    /// A border drawn inside `rect`, as `CALayer` draws `borderWidth`: SVG strokes straddle their path,
    /// so the path is the rect inset by half the width, its corners by half the width too (the outer
    /// edge keeps the corner radius). A border at least half the shorter side wide covers the rect.
    mutating func writeInsideStroke(
        _ stroke: SceneStroke, rect: Rect, cornerRadius: Double, corners: SceneCorners = .all, opacity: Double
    ) {
        let width = stroke.width
        guard width > 0, width.isFinite, !rect.isEmpty else { return }
        var color = stroke.color
        color.alpha *= opacity
        if 2 * width >= Swift.min(rect.width, rect.height) {
            text += SVGMarkup.roundedRect(rect, radius: cornerRadius, corners: corners) + "\(SVGMarkup.paint("fill", color))/>"
            return
        }
        let half = width / 2
        let path = rect.inset(by: EdgeInsets(all: half))
        let radius = Swift.max(0, Swift.min(cornerRadius, Swift.min(rect.width, rect.height) / 2) - half)
        let lineWidth = width == 1 ? "" : " stroke-width=\"\(SVGMarkup.number(width))\"" // SVG's default is 1
        text +=
            SVGMarkup.roundedRect(path, radius: radius, corners: corners) + " fill=\"none\""
            + "\(SVGMarkup.paint("stroke", color))\(lineWidth)/>"
    }

    /// Writes the pending shadow, cast by `rectangle` (`nil`: no rectangle came, the shadow's own shape
    /// casts it). As Core Animation derives a shadow from the layer's alpha: a clear rectangle without
    /// a border casts none, a clear bordered one casts its border's ring, a translucent fill a lighter
    /// shadow.
    mutating func flushShadow(castBy rectangle: SceneRectangle?) {
        guard let shadow = pendingShadow else { return }
        pendingShadow = nil
        guard shadow.opacity > 0, shadow.color.alpha > 0 else { return }
        let shape = SVGShadow(shadow)
        var strength = shadow.opacity * shadow.color.alpha
        var ring: SceneStroke?
        if let rectangle {
            if let fill = rectangle.fill {
                strength *= fill.alpha
            } else if let stroke = rectangle.stroke {
                ring = stroke
                strength *= stroke.color.alpha
            } else if rectangle.image == nil {
                return
            }
        }
        guard strength > 0 else { return }
        var filter = ""
        if let region = shape.filterRegion {
            let id = "_shadow-" + SVGMarkup.identifier(element?.id ?? "element-\(elementCount)")
            define(id) {
                "<filter id=\"\(id)\" filterUnits=\"userSpaceOnUse\"\(SVGMarkup.frame(region))"
                    + " color-interpolation-filters=\"sRGB\"><feGaussianBlur stdDeviation=\"\(SVGMarkup.number(shape.standardDeviation))\"/></filter>"
            }
            filter = " filter=\"url(#\(id))\""
        }
        let color = SVGMarkup.hex(shadow.color)
        let group = "<g opacity=\"\(SVGMarkup.opacity(strength))\"\(filter)>"
        if let ring {
            var opaque = ring
            opaque.color = SceneColor(red: shadow.color.red, green: shadow.color.green, blue: shadow.color.blue)
            text += group
            writeInsideStroke(
                opaque, rect: shape.rect, cornerRadius: shadow.cornerRadius, corners: shadow.roundedCorners, opacity: 1)
            text += "</g>"
        } else {
            text +=
                group + SVGMarkup.roundedRect(shape.rect, radius: shadow.cornerRadius, corners: shadow.roundedCorners)
                + " fill=\"\(color)\"/></g>"
        }
    }
}

/// A `CALayer` shadow as SVG draws it: the casting shape moved by `shadowOffset`, blurred by a Gaussian.
///
/// `shadowRadius` is "the blur radius (in points) used to render the layer's shadow" (Apple's
/// `CALayer.shadowRadius` documentation), which says no more about the blur. CSS defines a blur radius
/// as twice the Gaussian's standard deviation (CSS Backgrounds and Borders 3, §7.1 "shadow-blur": "a
/// Gaussian blur with a standard deviation equal to half the blur radius"), and Bjango's measurements
/// of the same values on iOS and in CSS ("Matching drop shadows across CSS, Android, iOS, Figma, and
/// Sketch") find an iOS shadow radius blurs as much as a CSS blur radius twice its size. So
/// `stdDeviation` = `shadowRadius`. The filter's region reaches 3 standard deviations beyond the shape
/// (what lies further is under 0.14 % of the shadow's strength, below half an 8-bit step).
struct SVGShadow {
    /// The shape moved by the offset.
    let rect: Rect
    /// The Gaussian's standard deviation in points.
    let standardDeviation: Double

    init(_ shadow: SceneShadow) {
        rect = Rect(
            x: shadow.rect.minX + shadow.offset.width, y: shadow.rect.minY + shadow.offset.height,
            width: shadow.rect.width, height: shadow.rect.height)
        standardDeviation = shadow.radius.isFinite ? Swift.max(0, shadow.radius) : 0
    }

    /// How far a shadow of `radius` reaches beyond its moved shape.
    static func reach(radius: Double) -> Double { 3 * Swift.max(0, radius) }

    /// The filter's region in user space (`nil`: no blur, a sharp shadow).
    var filterRegion: Rect? {
        guard standardDeviation > 0 else { return nil }
        let reach = SVGShadow.reach(radius: standardDeviation)
        return rect.inset(by: EdgeInsets(all: -reach))
    }
}
