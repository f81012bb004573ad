import SectionLayout

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

    /// Appends one element's object, on one line, without indentation or separator.
    mutating func append(element: LayoutAttributes) {
        append("{\"kind\": \"")
        switch element.kind {
        case .cell: append("cell")
        case .header: append("header")
        case .footer: append("footer")
        case .background: append("background")
        default: append("supplementary")   // no layout makes other element kinds yet
        }
        append("\", \"section\": ")
        append(integer: element.section)
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
        append("}")
    }

    /// The text so far as a string.
    var text: String { String(decoding: bytes, as: UTF8.self) }
}
