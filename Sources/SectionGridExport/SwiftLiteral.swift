import SectionLayout

/// Values as Swift source: numbers as the spec writes them (`PointsFormat`), strings escaped,
/// `CGSize` and `UIEdgeInsets` initialisers.
enum SwiftLiteral {
    /// A number: `320`, `-4`, `67.5`, `1e-07` (each a valid `CGFloat` literal).
    static func number(_ value: Double) -> String {
        PointsFormat.text(value)
    }

    /// `CGSize(width: 100, height: 100)`.
    static func size(_ size: Size) -> String {
        "CGSize(width: \(number(size.width)), height: \(number(size.height)))"
    }

    /// `UIEdgeInsets(top: 0, left: 36, bottom: 12, right: 36)`.
    static func insets(_ insets: EdgeInsets) -> String {
        "UIEdgeInsets(top: \(number(insets.top)), left: \(number(insets.left)), bottom: \(number(insets.bottom)), "
            + "right: \(number(insets.right)))"
    }

    /// A string literal: quotes, backslashes and control characters escaped, everything else as it is
    /// (`"第1组"`, `"👨‍👩‍👧"`).
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _
            where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                || (0x2028...0x2029).contains(scalar.value):
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
