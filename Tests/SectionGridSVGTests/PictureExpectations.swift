import CellGrid
import SectionGridSVG
import SectionLayout
import SectionScene
import SectionSpec

/// Where a rendered picture must show a section's own colour: the centre of every part of its
/// background not covered by anything drawn over it, and a point inside each cell.
struct PictureExpectations {
    /// A point of the picture and the colours it may have.
    struct Probe: CustomStringConvertible {
        var point: Point
        var what: String
        /// The colour expected.
        var color: Color
        /// A second colour (a pattern's ink): the pixel may be either, or a mix of the two (antialiasing).
        var ink: Color?
        var description: String { "\(what) at (\(point.x), \(point.y))" }
    }

    let area: Rect
    private(set) var backgroundProbes: [Probe] = []
    private(set) var cellProbes: [Probe] = []

    /// The probes of `layout` in `area` as the `spec` scheme colours it, over `canvas`; image backgrounds
    /// named in `pixelImages` are left out (their pixels are checked on their own), and so is what
    /// `obscured` covers (the safe area's dim bands).
    init(
        _ layout: LayoutResult, area: Rect, canvas: Color, reach: Double, pixelImages: Set<String> = [],
        obscured: [Rect] = [], appearance: Appearance = .light
    ) {
        self.area = area
        let elements = layout.elements(in: area.inset(by: EdgeInsets(all: -reach)))
        let scheme = ColorScheme.spec
        for (index, element) in elements.enumerated() where element.kind == .background {
            guard let style = element.style?.resolved(for: appearance),
                let fill = scheme.backgroundColor(section: element.section, specColor: style.color),
                !pixelImages.contains(style.image ?? ""), fill.alpha == 1 || style.shadow == nil
            else { continue }
            var covers = elements.filter { $0.kind != .background }.map(\.frame) + obscured
            // Backgrounds drawn later, and the shadows they cast, cover this one.
            for later in elements[(index + 1)...] where later.kind == .background {
                covers.append(later.frame)
                if let shadow = later.style?.shadow, shadow.opacity > 0 {
                    let moved = Rect(
                        x: later.frame.minX + shadow.offset.width, y: later.frame.minY + shadow.offset.height,
                        width: later.frame.width, height: later.frame.height)
                    covers.append(moved.inset(by: EdgeInsets(all: -3 * shadow.radius)))
                }
            }
            let color = fill.composited(over: canvas)
            let ink = style.image.map { _ in
                fill.mixed(with: fill.brightness > 0.5 ? .black : .white, amount: 0.4).composited(over: canvas)
            }
            let inside = (style.border?.width ?? 0) + 2
            for point in PictureExpectations.freeCentres(of: element.frame, in: area, covers: covers, margin: 2)
            where PictureExpectations.isInside(point, element.frame, cornerRadius: style.cornerRadius, margin: inside) {
                backgroundProbes.append(Probe(point: point, what: "background \(element.section)", color: color, ink: ink))
            }
        }
        for element in elements
        where element.kind == .cell && area.contains(element.frame)
            && !obscured.contains(where: { $0.intersection(element.frame) != nil })
        {
            let background = layout.backgroundStyle(ofSection: element.section).map { $0.resolved(for: appearance) }
                .flatMap { scheme.backgroundColor(section: element.section, specColor: $0.color) }
            let frame = element.frame
            let point = Point(x: frame.minX + min(8, frame.width / 4), y: frame.minY + min(8, frame.height / 4))
            // A translucent item shows what is beneath: its section's background where that holds it.
            var beneath = canvas
            if let background, let behind = layout.attributes(kind: .background, section: element.section)?.frame,
                behind.contains(frame)
            {
                beneath = background.composited(over: canvas)
            }
            let item = scheme.itemColor(section: element.section, background: background)
            cellProbes.append(
                Probe(
                    point: point, what: "cell \(element.section).\(element.item ?? -1)",
                    color: item.composited(over: beneath)))
        }
    }

    /// The centres of the parts of `frame` inside `area` that no rect of `covers` (grown by `margin`)
    /// touches: the grid every edge cuts `frame` into, cells at least 3 × 3 pt.
    static func freeCentres(of frame: Rect, in area: Rect, covers: [Rect], margin: Double) -> [Point] {
        guard let clip = frame.intersection(area) else { return [] }
        let grown = covers.map { $0.inset(by: EdgeInsets(all: -margin)) }
        func edges(_ low: Double, _ high: Double, _ ends: (Rect) -> [Double]) -> [Double] {
            Array(Set([low, high] + grown.flatMap(ends).filter { $0 > low && $0 < high })).sorted()
        }
        let xs = edges(clip.minX, clip.maxX) { [$0.minX, $0.maxX] }
        let ys = edges(clip.minY, clip.maxY) { [$0.minY, $0.maxY] }
        var centres: [Point] = []
        for (x0, x1) in zip(xs, xs.dropFirst()) where x1 - x0 >= 3 {
            for (y0, y1) in zip(ys, ys.dropFirst()) where y1 - y0 >= 3 {
                let centre = Point(x: (x0 + x1) / 2, y: (y0 + y1) / 2)
                if !grown.contains(where: { $0.contains(centre) }) { centres.append(centre) }
            }
        }
        return centres
    }

    /// Whether `point` is inside the rounded rect by at least `margin`.
    static func isInside(_ point: Point, _ frame: Rect, cornerRadius: Double, margin: Double) -> Bool {
        let inner = frame.inset(by: EdgeInsets(all: margin))
        guard inner.contains(point) else { return false }
        let radius = min(cornerRadius, min(frame.width, frame.height) / 2)
        let cx = min(max(point.x, frame.minX + radius), frame.maxX - radius)
        let cy = min(max(point.y, frame.minY + radius), frame.maxY - radius)
        let distance = ((point.x - cx) * (point.x - cx) + (point.y - cy) * (point.y - cy)).squareRoot()
        return distance <= radius - margin || (cx == point.x || cy == point.y)
    }
}
