import SectionLayout

/// The bytes of one message under construction: JSON written by hand, keys in a fixed order and numbers
/// as `sectiongrid frames` writes them (`PointsFormat`: `67.5`, `320`, `0` for −0; `null` when not
/// finite), so a host's elements read exactly as a spec's `frames` do.
struct WireWriter {
    /// The text so far, UTF-8.
    private(set) var bytes: [UInt8] = []

    /// Appends ASCII text as it is.
    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends `text` as it is (JSON a writer made already).
    mutating func raw(text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// Appends a number (`null` when not finite).
    mutating func number(_ value: Double) {
        if value.isFinite {
            PointsFormat.append(value, to: &bytes)
        } else {
            raw("null")
        }
    }

    /// Appends an integer.
    mutating func integer(_ value: Int) {
        PointsFormat.append(integer: value, to: &bytes)
    }

    /// Appends `true` or `false`.
    mutating func bool(_ value: Bool) {
        if value { raw("true") } else { raw("false") }
    }

    /// Appends `string` quoted, with JSON's escapes (control characters as `\u00XX`).
    mutating func string(_ string: String) {
        bytes.append(UInt8(ascii: "\""))
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": raw("\\\"")
            case "\\": raw("\\\\")
            case "\n": raw("\\n")
            case "\r": raw("\\r")
            case "\t": raw("\\t")
            case "\u{00}"..."\u{1F}", "\u{7F}":
                let hex = String(scalar.value, radix: 16, uppercase: true)
                raw(text: "\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
            default:
                bytes.append(contentsOf: String(scalar).utf8)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends `{"width": W, "height": H}`.
    mutating func size(_ size: Size) {
        raw("{\"width\": ")
        number(size.width)
        raw(", \"height\": ")
        number(size.height)
        raw("}")
    }

    /// Appends `{"top": T, "left": L, "bottom": B, "right": R}`.
    mutating func insets(_ insets: EdgeInsets) {
        raw("{\"top\": ")
        number(insets.top)
        raw(", \"left\": ")
        number(insets.left)
        raw(", \"bottom\": ")
        number(insets.bottom)
        raw(", \"right\": ")
        number(insets.right)
        raw("}")
    }

    /// Appends `{"x": X, "y": Y}`.
    mutating func point(_ point: Point) {
        raw("{\"x\": ")
        number(point.x)
        raw(", \"y\": ")
        number(point.y)
        raw("}")
    }

    /// Appends `{"x": X, "y": Y, "width": W, "height": H}`, as `frames` writes a frame.
    mutating func rect(_ rect: Rect) {
        raw("{\"x\": ")
        number(rect.minX)
        raw(", \"y\": ")
        number(rect.minY)
        raw(", \"width\": ")
        number(rect.width)
        raw(", \"height\": ")
        number(rect.height)
        raw("}")
    }

    /// Appends a colour as `"#RRGGBBAA"`.
    mutating func color(_ color: Color) {
        string(WireColor.hex(color))
    }

    /// The text so far.
    var text: String { String(decoding: bytes, as: UTF8.self) }
}

/// Colours on the wire: `#RRGGBBAA`, sRGB, 8 bits a channel (alpha too).
public enum WireColor {
    /// `#RRGGBBAA` of `color` (alpha rounded to the nearest 1/255).
    public static func hex(_ color: Color) -> String {
        let alpha = UInt8((min(1, max(0, color.alpha)) * 255).rounded())
        return "#"
            + [color.red, color.green, color.blue, alpha].map { byte in
                let digits = String(byte, radix: 16, uppercase: true)
                return digits.count == 1 ? "0" + digits : digits
            }.joined()
    }
}
