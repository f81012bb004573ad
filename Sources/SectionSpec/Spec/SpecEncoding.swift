import SectionLayout

/// Spec values as JSON, the inverse of `SpecDecoding`.
enum SpecEncoding {
    static func number(_ value: Double) -> JSONValue { .double(value) }

    static func size(_ size: Size) -> JSONValue {
        .object(fromPairs: ["width": .double(size.width), "height": .double(size.height)])
    }

    static func insets(_ insets: EdgeInsets) -> JSONValue {
        .object(fromPairs: [
            "top": .double(insets.top), "left": .double(insets.left),
            "bottom": .double(insets.bottom), "right": .double(insets.right),
        ])
    }

    /// A colour by its UIKit name when it has one, otherwise `#RRGGBB` / `#RRGGBBAA`.
    static func color(_ color: Color) -> JSONValue { .string(color.description) }
}
