import Foundation
import SectionGridHostProtocol
import SectionLayout
import SectionSpec

@testable import SectionGridExport
@testable import SectionGridTestSupport

/// What an exported layout must answer, from SectionLayout itself: its background frames, a brute-force
/// filter of all its elements (backgrounds included) for every query rectangle, with CoreGraphics'
/// `CGRect.intersects` (Foundation's on Linux: rectangles that touch meet), the style its background
/// views show, and when bounds changes lay it out again. The same text `Driver/Report.swift` writes.
struct ExpectedReport {
    let spec: LayoutSpec
    let driverCase: DriverCase

    var text: String {
        if case .compositional(let compositional) = spec.engine { return compositionalText(compositional) }
        // A flow layout answers in its own coordinates, left to right, whatever the direction: the
        // collection view flips what it shows (`flipsHorizontallyInOppositeLayoutDirection`).
        var leftToRight = spec
        leftToRight.layoutDirection = .leftToRight
        let result = leftToRight.layout()
        var lines: [String] = []
        let backgrounds = (0..<result.numberOfSections).map { result.attributes(kind: .background, section: $0) }
        for (section, background) in backgrounds.enumerated() {
            lines.append("decoration \(section) " + (background.map { Self.frame($0.frame, zIndex: $0.zIndex) } ?? "none"))
        }
        let all = result.allElements()
        for (index, rect) in driverCase.rects.enumerated() {
            let query = cgRect(rect)
            let found = all.filter { cgRect($0.frame).intersects(query) }.map(element).sorted()
            lines.append("query \(index) \(found.count)")
            lines += found
        }
        if driverCase.hasBackgrounds {
            for (section, background) in backgrounds.enumerated() {
                guard let background else { continue }
                lines.append(
                    "view \(section) "
                        + Self.view(
                            background.style ?? BackgroundStyle(), size: background.frame.size,
                            appearance: spec.appearance, canvas: spec.backgroundColor))
                lines.append("copy \(section) true " + (driverCase.hasStyle ? "false" : "-"))
            }
        }
        let vertical = spec.scrollDirection == .vertical
        lines.append(
            "invalidate scrolled false wider \(driverCase.hasBackgrounds && vertical) "
                + "taller \(driverCase.hasBackgrounds && !vertical)")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A compositional layout's: each background view class shows its style (in a 100×50 frame).
    private func compositionalText(_ compositional: CompositionalSpec) -> String {
        let styles = (try? CompositionalExportPlan(spec: spec, compositional: compositional))?.backgroundStyles ?? []
        return styles.enumerated().map { index, style in
            "view \(index + 1) "
                + Self.view(
                    style, size: Size(width: 100, height: 50), appearance: spec.appearance,
                    canvas: spec.backgroundColor)
        }.joined(separator: "\n") + "\n"
    }

    private func cgRect(_ rect: Rect) -> CGRect {
        CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
    }

    private func element(_ element: LayoutAttributes) -> String {
        let frame = Self.frame(element.frame, zIndex: element.zIndex)
        switch element.kind {
        case .cell: return "cell - \(element.section) \(element.item ?? 0) \(frame)"
        case .header: return "supplementary UICollectionElementKindSectionHeader \(element.section) - \(frame)"
        case .footer: return "supplementary UICollectionElementKindSectionFooter \(element.section) - \(frame)"
        default: return "decoration \(driverCase.typeName).sectionBackground \(element.section) - \(frame)"
        }
    }

    static func number(_ value: Double) -> String { value == 0 ? "0.0" : "\(value)" }

    static func frame(_ frame: Rect, zIndex: Int) -> String {
        [frame.minX, frame.minY, frame.width, frame.height].map(number).joined(separator: " ") + " z\(zIndex)"
    }

    /// What the background view shows for `style` in `appearance` over the collection view's `canvas`, as
    /// the host reads it (the look JSON), and the shadow's path when the style has a shadow (the view sets
    /// it in `layoutSubviews()`).
    static func view(_ style: BackgroundStyle, size: Size, appearance: Appearance, canvas: Color?) -> String {
        let path =
            style.shadow.map { _ in
                " path \(number(size.width))x\(number(size.height)) r\(number(style.cornerRadius))"
            } ?? ""
        return look(style, appearance: appearance, canvas: canvas).json + path
    }

    /// The look of a background view drawing `style` in `appearance` over the collection view's `canvas`:
    /// UIKit's colours resolved for it; an asset's name, or a built-in pattern drawn as the SVG writer
    /// draws it (`SVGPatternDrawing`) in the ink `export svg` draws it in for `appearance` (the fill's
    /// `patternInk`, or black or white on the canvas for a background without a fill).
    static func look(_ style: BackgroundStyle, appearance: Appearance, canvas: Color?) -> ViewLook {
        let pattern = style.image.flatMap(BackgroundPattern.init(named:))
        let ink = SwiftPatternSource.ink(fill: style.color, canvas: canvas, appearance: appearance)
        let style = style.resolved(for: appearance)
        var look = ViewLook()
        look.backgroundColor = style.color
        if style.cornerRadius != 0 { look.cornerRadius = style.cornerRadius }
        if let border = style.border, border.width != 0 {
            look.borderWidth = border.width
            look.borderColor = border.color
        }
        if let shadow = style.shadow, Float(shadow.opacity) != 0 {
            look.shadowColor = shadow.color
            look.shadowOpacity = Double(Float(shadow.opacity))
            look.shadowRadius = shadow.radius
            look.shadowOffset = shadow.offset
        }
        look.image = pattern == nil ? style.image : nil
        look.pattern = pattern.map { SVGPatternDrawing.tile($0, ink: ink) }
        return look
    }
}
