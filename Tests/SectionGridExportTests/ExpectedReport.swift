import Foundation
import SectionLayout
import SectionSpec
@testable import SectionGridExport

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
                lines.append("view \(section) " + Self.view(background.style ?? BackgroundStyle(), size: background.frame.size,
                                                          canvas: spec.backgroundColor))
                lines.append("copy \(section) true " + (driverCase.hasStyle ? "false" : "-"))
            }
        }
        let vertical = spec.scrollDirection == .vertical
        lines.append("invalidate scrolled false wider \(driverCase.hasBackgrounds && vertical) "
                     + "taller \(driverCase.hasBackgrounds && !vertical)")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A compositional layout's: each background view class shows its style (in a 100×50 frame).
    private func compositionalText(_ compositional: CompositionalSpec) -> String {
        let styles = (try? CompositionalExportPlan(spec: spec, compositional: compositional))?.backgroundStyles ?? []
        return styles.enumerated().map { index, style in
            "view \(index + 1) " + Self.view(style, size: Size(width: 100, height: 50), canvas: spec.backgroundColor)
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

    /// What the background view shows for `style` (the test UIKit's colour identities) over the
    /// collection view's `canvas`: an asset's name, or a built-in pattern drawn as the SVG writer draws
    /// it (`SVGPatternDrawing`) in the fill's `patternInk` (the test UIKit's appearance is light).
    static func view(_ style: BackgroundStyle, size: Size, canvas: Color?) -> String {
        let border = style.border.flatMap { $0.width > 0 ? "border \(number($0.width)) \(identity($0.color))" : nil }
            ?? "border none"
        let shadow = style.shadow.flatMap { shadow -> String? in
            guard let opacity = Float(PointsFormat.text(shadow.opacity)), opacity > 0 else { return nil }
            return "shadow \(opacity) \(number(shadow.offset.width)),\(number(shadow.offset.height)) \(number(shadow.radius)) "
                + identity(shadow.color) + " path \(number(size.width))x\(number(size.height)) r\(number(style.cornerRadius))"
        } ?? "shadow none"
        let pattern = style.image.flatMap(BackgroundPattern.init(named:))
        let drawing = pattern.map { pattern -> String in
            let ink = SwiftPatternSource.ink(fill: style.color, canvas: canvas, appearance: .light)
            return "pattern " + SVGPatternDrawing.tile(pattern, ink: channels(ink))
        }
        return "fill \(style.color.map(identity) ?? "none") | radius \(number(style.cornerRadius)) | \(border) | \(shadow) | "
            + "image \(pattern == nil ? style.image ?? "none" : "none") | pattern \(drawing ?? "none")"
    }

    /// A colour as the test UIKit names it: a UIKit name, or its components as `UIColor(red:…)` gets them.
    static func identity(_ color: Color) -> String {
        let text = color.description
        guard text.hasPrefix("#") else { return text }
        return channels(color)
    }

    /// A colour's components as `UIColor(red:…)` gets them from the exported channels (`0x99 / 255`).
    static func channels(_ color: Color) -> String {
        let alpha = color.alpha == 1 ? 1 : Double(UInt8((color.alpha * 255).rounded())) / 255
        return "\(Double(color.red) / 255),\(Double(color.green) / 255),\(Double(color.blue) / 255),\(alpha)"
    }
}
