import SectionLayout
import SectionSpec

/// The bytes of frames-export text under construction: appends elements without building a `String`
/// per value, so millions of elements stay cheap. Numbers come out exactly as `JSONWriter.number`
/// writes them (both are `PointsFormat`).
struct FramesBuffer {
    /// The text so far, UTF-8.
    var bytes: [UInt8] = []

    /// Appends ASCII text.
    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends an integer in decimal.
    mutating func append(integer: Int) {
        PointsFormat.append(integer: integer, to: &bytes)
    }

    /// Appends a number as `JSONWriter.number` writes it: `PointsFormat`'s text (`67.5`, `320`, `0` for
    /// −0), `null` when not finite.
    mutating func append(number: Double) {
        if number.isFinite {
            PointsFormat.append(number, to: &bytes)
        } else {
            append("null")
        }
    }

    /// Appends one element's object, on one line, without indentation or separator: `kind` (`cell`,
    /// `background`, `header`, `footer`, or `supplementary` for any other element kind), `elementKind`
    /// for supplementaries of other kinds and, when `namedKinds` (a compositional layout, whose headers
    /// and footers are boundary items too), for headers and footers; `section` unless the element is
    /// the layout's own; `item` for cells and item supplementaries; `frame`; `zIndex`; `"pinned": true`
    /// for a supplementary that pinning moved (`LayoutAttributes.isPinned`).
    mutating func append(element: LayoutAttributes, namedKinds: Bool) {
        append("{\"kind\": \"")
        var writesKind = namedKinds
        switch element.kind {
        case .cell:
            append("cell")
            writesKind = false
        case .header: append("header")
        case .footer: append("footer")
        case .background:
            append("background")
            writesKind = false
        default:
            append("supplementary")
            writesKind = true
        }
        append("\"")
        if writesKind {
            append(", \"elementKind\": ")
            bytes.append(contentsOf: JSONWriter.quoted(element.kind.rawValue).utf8)
        }
        if !element.isLayoutWide {
            append(", \"section\": ")
            append(integer: element.section)
        }
        if let item = element.item {
            append(", \"item\": ")
            append(integer: item)
        }
        append(", \"frame\": {\"x\": ")
        append(number: element.frame.minX)
        append(", \"y\": ")
        append(number: element.frame.minY)
        append(", \"width\": ")
        append(number: element.frame.width)
        append(", \"height\": ")
        append(number: element.frame.height)
        append("}, \"zIndex\": ")
        append(integer: element.zIndex)
        if element.isPinned { append(", \"pinned\": true") }
        append("}")
    }

    /// The text so far as a string.
    var text: String { String(decoding: bytes, as: UTF8.self) }
}
