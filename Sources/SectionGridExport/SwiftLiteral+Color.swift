import SectionLayout

extension SwiftLiteral {
    /// UIKit's colours that iOS 13 lacks (added in iOS 15): they come through a fallback property.
    static let colorsAddedInIOS15: Set<String> = ["systemMint", "systemCyan", "systemBrown"]

    /// A colour as written: a UIKit name stays that colour (`.systemBackground`, dynamic as ever), hex
    /// becomes its channels (`UIColor(red: 0xFF / 255, green: 0xCC / 255, blue: 0x00 / 255, alpha: 1)` for
    /// `#FC0`). A name iOS 13 lacks refers to its fallback property (`systemMintColor`), which
    /// `fallbackProperty` declares.
    static func color(_ color: Color) -> String {
        let text = color.description
        if text.hasPrefix("#") { return channels(color) }
        return colorsAddedInIOS15.contains(text) ? fallbackName(text) : "." + text
    }

    /// The UIKit names among `colors` that need a fallback property, sorted.
    static func namesNeedingFallback(_ colors: [Color]) -> [String] {
        Set(colors.map(\.description)).intersection(colorsAddedInIOS15).sorted()
    }

    /// A static property giving the iOS 15 colour `name`, or before iOS 15 its light-appearance value.
    static func fallbackProperty(_ name: String) -> String {
        let light = Color.named[name].map(channels) ?? "UIColor.clear"
        return """
            /// `UIColor.\(name)`, which iOS 15 added; before, its light-appearance value.
            static var \(fallbackName(name)): UIColor {
                if #available(iOS 15.0, *) { return .\(name) }
                return \(light)
            }
            """
    }

    private static func fallbackName(_ name: String) -> String { name + "Color" }

    /// `UIColor(red: 0xC7 / 255, green: 0xC7 / 255, blue: 0xCC / 255, alpha: 1)`.
    static func channels(_ color: Color) -> String {
        func hex(_ value: UInt8) -> String {
            let digits = String(value, radix: 16, uppercase: true)
            return "0x" + (value < 16 ? "0" : "") + digits + " / 255"
        }
        let alpha = color.alpha == 1 ? "1" : hex(UInt8((color.alpha * 255).rounded()))
        return "UIColor(red: \(hex(color.red)), green: \(hex(color.green)), blue: \(hex(color.blue)), alpha: \(alpha))"
    }
}
