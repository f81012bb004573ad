import SectionLayout
import SectionScene

/// The small pieces of SVG text every part of a picture writes: numbers, colours, escaped text, names.
enum SVGMarkup {
    /// A number of points as SectionGrid writes it everywhere (`PointsFormat`: `67.5`, `320`, `1e+16`),
    /// which is also an SVG 1.1 number.
    static func number(_ value: Double) -> String { PointsFormat.text(value.isFinite ? value : 0) }

    /// `#RRGGBB` (SVG 1.1 has no alpha in a colour: it goes in an opacity attribute).
    static func hex(_ color: SceneColor) -> String {
        "#"
            + [color.red, color.green, color.blue].map { byte in
                let text = String(byte, radix: 16, uppercase: true)
                return byte < 16 ? "0" + text : text
            }.joined()
    }

    /// ` fill="#RRGGBB"`, with ` fill-opacity="…"` when the colour is translucent (`attribute` may be
    /// `stroke` or `flood-color`'s owner instead).
    static func paint(_ attribute: String, _ color: SceneColor) -> String {
        var text = " \(attribute)=\"\(hex(color))\""
        if color.alpha < 1 { text += " \(attribute)-opacity=\"\(opacity(color.alpha))\"" }
        return text
    }

    /// An opacity with at most four decimals (`0.3`, `0.5`, `1`).
    static func opacity(_ value: Double) -> String {
        number((Swift.min(1, Swift.max(0, value.isFinite ? value : 1)) * 10_000).rounded() / 10_000)
    }

    /// `text` as XML character data or an attribute value: `& < > " '` as references, and what XML 1.0
    /// cannot hold at all (control characters but tab and line breaks, U+FFFE, U+FFFF) as U+FFFD.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            default:
                let value = scalar.value
                let allowed = value >= 0x20 && value != 0xFFFE && value != 0xFFFF
                result.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
            }
        }
        return result
    }

    /// `name` as an XML name fit for an `id`: letters, digits, `-`, `_` and `.` kept, anything else `_`,
    /// and `_` in front when it does not start with a letter or `_`.
    static func identifier(_ name: String) -> String {
        var result = ""
        for scalar in name.unicodeScalars {
            let keep = scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_.".unicodeScalars.contains(scalar)
            result.unicodeScalars.append(keep && scalar.isASCII ? scalar : "_")
        }
        if let first = result.unicodeScalars.first, first.properties.isAlphabetic || first == "_" { return result }
        return "_" + result
    }

    /// ` x="…" y="…" width="…" height="…"` of `rect`.
    static func frame(_ rect: Rect) -> String {
        " x=\"\(number(rect.minX))\" y=\"\(number(rect.minY))\" width=\"\(number(rect.width))\" height=\"\(number(rect.height))\""
    }

    /// ` rx="…"` for a corner radius (none for 0), never more than half the shorter side (as Core
    /// Animation and SVG both clamp it).
    static func corner(_ radius: Double, in rect: Rect) -> String {
        let clamped = Swift.min(radius, Swift.min(rect.width, rect.height) / 2)
        guard clamped > 0, clamped.isFinite else { return "" }
        return " rx=\"\(number(clamped))\""
    }

    /// The opening of a rectangle with `radius` on `corners` (`CALayer.maskedCorners`): `<rect … rx="…"`
    /// when it rounds all four or none, else a `<path d="…"` with an arc at each rounded corner (the
    /// radius clamped as `corner(_:in:)` clamps it). The caller adds the paint and `/>`.
    static func roundedRect(_ rect: Rect, radius: Double, corners: SceneCorners) -> String {
        let clamped = Swift.min(radius, Swift.min(rect.width, rect.height) / 2)
        guard clamped > 0, clamped.isFinite, corners != .all else {
            return "<rect\(frame(rect))" + (corners.isEmpty ? "" : corner(radius, in: rect))
        }
        func r(_ corner: SceneCorners) -> Double { corners.contains(corner) ? clamped : 0 }
        let topLeft = r(.minXMinY)
        let topRight = r(.maxXMinY)
        let bottomLeft = r(.minXMaxY)
        let bottomRight = r(.maxXMaxY)
        func arc(_ radius: Double, toX x: Double, y: Double) -> String {
            radius > 0 ? "A\(number(radius)),\(number(radius)) 0 0 1 \(number(x)),\(number(y))" : ""
        }
        let d =
            "M\(number(rect.minX + topLeft)),\(number(rect.minY))H\(number(rect.maxX - topRight))"
            + arc(topRight, toX: rect.maxX, y: rect.minY + topRight) + "V\(number(rect.maxY - bottomRight))"
            + arc(bottomRight, toX: rect.maxX - bottomRight, y: rect.maxY) + "H\(number(rect.minX + bottomLeft))"
            + arc(bottomLeft, toX: rect.minX, y: rect.maxY - bottomLeft) + "V\(number(rect.minY + topLeft))"
            + arc(topLeft, toX: rect.minX + topLeft, y: rect.minY) + "Z"
        return "<path d=\"\(d)\""
    }
}
