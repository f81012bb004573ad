import CellGrid
import Foundation
import SectionLayout
import SectionScene
import SectionSpec

/// An element of `frames`' JSON, with the colour the spec gives it under the `spec` scheme.
struct ExpectedElement: CustomStringConvertible {
    var kind: String
    /// The element kind `frames` names (`badge`, `banner`); cells and backgrounds have none.
    var elementKind: String? = nil
    var section: Int
    var item: Int?
    var frame: Rect

    /// The name the picture gives the element: its element kind, else its kind.
    var name: String { elementKind ?? kind }
    var id: String { "\(name)-" + path.replacingOccurrences(of: ".", with: "-") }
    /// `2.14`, `3`, or `layout` for the layout's own elements (no section in `frames`).
    var path: String {
        section == LayoutAttributes.layoutWideSection ? "layout" : "\(section)" + (item.map { ".\($0)" } ?? "")
    }
    var description: String { "\(name) \(path) \(frame)" }

    /// The elements of `frames`' output, read with the project's exact JSON reader (Foundation's rounds
    /// some doubles on Linux: `193.39999999999998` came back `193.4`).
    static func parse(frames json: String) throws -> [ExpectedElement] {
        guard case .array(let elements)? = try JSONParser().parse(json)["elements"] else { return [] }
        func number(_ value: JSONValue?) -> Double? {
            if case .number(let number, _)? = value { return number }
            return nil
        }
        return elements.map { element in
            var kind = ""
            if case .string(let text)? = element["kind"] { kind = text }
            var elementKind: String?
            if case .string(let text)? = element["elementKind"] { elementKind = text }
            let frame = element["frame"]
            return ExpectedElement(
                kind: kind, elementKind: elementKind, section: number(element["section"]).map { Int($0) } ?? -1,
                item: number(element["item"]).map { Int($0) },
                frame: Rect(
                    x: number(frame?["x"]) ?? .nan, y: number(frame?["y"]) ?? .nan,
                    width: number(frame?["width"]) ?? .nan, height: number(frame?["height"]) ?? .nan))
        }
    }

    /// The layout's own elements in `rect` (for the `large` demo, whose `frames` output is 130 MB).
    static func query(_ layout: LayoutResult, in rect: Rect) -> [ExpectedElement] {
        layout.elements(in: rect).map {
            ExpectedElement(kind: $0.kind.rawValue, elementKind: nil, section: $0.section, item: $0.item, frame: $0.frame)
        }
    }

    /// The fill `frames`' element must have in a picture of `layout` under `scheme`: a background's
    /// spec colour (the scheme's), a cell its section's item colour; `nil` for other kinds.
    func fill(in layout: LayoutResult, scheme: ColorScheme = .spec, appearance: Appearance = .light) -> Color? {
        // Dynamic colours as the spec's appearance shows them (`Color.darkNamed`).
        let style = layout.backgroundStyle(ofSection: section)?.resolved(for: appearance)
        let background = style.flatMap { scheme.backgroundColor(section: section, specColor: $0.color) }
        switch kind {
        case "background": return background
        case "cell": return scheme.itemColor(section: section, background: background)
        default: return nil
        }
    }
}

extension Color {
    /// `#RRGGBB` as an SVG `fill` holds it.
    var hex: String {
        "#"
            + [red, green, blue].map { byte in
                let text = String(byte, radix: 16, uppercase: true)
                return byte < 16 ? "0" + text : text
            }.joined()
    }
}
