internal import SectionLayout

// UIKit's named colours. The fixed ones as each page documents them ("A color object whose RGB values
// are 1.0, 0.5, and 0.0 and whose alpha value is 1.0", `orange`). The system colours are dynamic: their
// light and dark values are SectionLayout's tables (`Color.named`, `Color.darkNamed`, which cite their
// sources: Apple's Human Interface Guidelines colour tables for the system colours and grays, and the
// sRGB values `resolvedColor(with:)` returns on iOS 13–17 for the UI element colours), the ones a spec
// names, so a Swift file and a spec show the same colour. `placeholderText`, which specs do not name,
// resolves as `tertiaryLabel` does (the same values on iOS 13–17); `tintColor` as `systemBlue`, the
// default tint (no view hierarchy's tint is followed).

extension UIColor {
    /// https://developer.apple.com/documentation/uikit/uicolor/black — A color object in the grayscale color space, whose grayscale value is 0.0.
    public class var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/darkgray — grayscale value 0.333.
    public class var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/lightgray — grayscale value 0.667.
    public class var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/white — grayscale value 1.0.
    public class var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/gray — grayscale value 0.5.
    public class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/red — RGB values 1.0, 0.0, 0.0.
    public class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/green — RGB values 0.0, 1.0, 0.0.
    public class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/blue — RGB values 0.0, 0.0, 1.0.
    public class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/cyan — RGB values 0.0, 1.0, 1.0.
    public class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/yellow — RGB values 1.0, 1.0, 0.0.
    public class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/magenta — RGB values 1.0, 0.0, 1.0.
    public class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/orange — RGB values 1.0, 0.5, 0.0.
    public class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/purple — RGB values 0.5, 0.0, 0.5.
    public class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/brown — RGB values 0.6, 0.4, 0.2.
    public class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/clear — grayscale and alpha values 0.0.
    public class var clear: UIColor { UIColor(white: 0, alpha: 0) }
    /// https://developer.apple.com/documentation/uikit/uicolor/lighttext — white, alpha 0.6.
    public class var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }
    /// https://developer.apple.com/documentation/uikit/uicolor/darktext — black.
    public class var darkText: UIColor { UIColor(white: 0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemred (iOS 13)
    public class var systemRed: UIColor { system("systemRed") }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemorange (iOS 13)
    public class var systemOrange: UIColor { system("systemOrange") }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemyellow (iOS 13)
    public class var systemYellow: UIColor { system("systemYellow") }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemgreen (iOS 13)
    public class var systemGreen: UIColor { system("systemGreen") }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemteal (iOS 13)
    public class var systemTeal: UIColor { system("systemTeal") }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemblue (iOS 13)
    public class var systemBlue: UIColor { system("systemBlue") }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemindigo (iOS 13)
    public class var systemIndigo: UIColor { system("systemIndigo") }
    /// https://developer.apple.com/documentation/uikit/uicolor/systempurple (iOS 13)
    public class var systemPurple: UIColor { system("systemPurple") }
    /// https://developer.apple.com/documentation/uikit/uicolor/systempink (iOS 13)
    public class var systemPink: UIColor { system("systemPink") }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemgray (iOS 13)
    public class var systemGray: UIColor { system("systemGray") }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemgray2 (iOS 13)
    public class var systemGray2: UIColor { system("systemGray2") }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemgray3 (iOS 13)
    public class var systemGray3: UIColor { system("systemGray3") }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemgray4 (iOS 13)
    public class var systemGray4: UIColor { system("systemGray4") }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemgray5 (iOS 13)
    public class var systemGray5: UIColor { system("systemGray5") }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemgray6 (iOS 13)
    public class var systemGray6: UIColor { system("systemGray6") }
    /// https://developer.apple.com/documentation/uikit/uicolor/systembackground (iOS 13)
    public class var systemBackground: UIColor { system("systemBackground") }
    /// https://developer.apple.com/documentation/uikit/uicolor/secondarysystembackground (iOS 13)
    public class var secondarySystemBackground: UIColor { system("secondarySystemBackground") }
    /// https://developer.apple.com/documentation/uikit/uicolor/tertiarysystembackground (iOS 13)
    public class var tertiarySystemBackground: UIColor { system("tertiarySystemBackground") }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemgroupedbackground (iOS 13)
    public class var systemGroupedBackground: UIColor { system("systemGroupedBackground") }
    /// https://developer.apple.com/documentation/uikit/uicolor/secondarysystemgroupedbackground (iOS 13)
    public class var secondarySystemGroupedBackground: UIColor { system("secondarySystemGroupedBackground") }
    /// https://developer.apple.com/documentation/uikit/uicolor/tertiarysystemgroupedbackground (iOS 13)
    public class var tertiarySystemGroupedBackground: UIColor { system("tertiarySystemGroupedBackground") }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemfill (iOS 13)
    public class var systemFill: UIColor { system("systemFill") }
    /// https://developer.apple.com/documentation/uikit/uicolor/secondarysystemfill (iOS 13)
    public class var secondarySystemFill: UIColor { system("secondarySystemFill") }
    /// https://developer.apple.com/documentation/uikit/uicolor/tertiarysystemfill (iOS 13)
    public class var tertiarySystemFill: UIColor { system("tertiarySystemFill") }
    /// https://developer.apple.com/documentation/uikit/uicolor/quaternarysystemfill (iOS 13)
    public class var quaternarySystemFill: UIColor { system("quaternarySystemFill") }
    /// https://developer.apple.com/documentation/uikit/uicolor/label (iOS 13)
    public class var label: UIColor { system("label") }
    /// https://developer.apple.com/documentation/uikit/uicolor/secondarylabel (iOS 13)
    public class var secondaryLabel: UIColor { system("secondaryLabel") }
    /// https://developer.apple.com/documentation/uikit/uicolor/tertiarylabel (iOS 13)
    public class var tertiaryLabel: UIColor { system("tertiaryLabel") }
    /// https://developer.apple.com/documentation/uikit/uicolor/quaternarylabel (iOS 13)
    public class var quaternaryLabel: UIColor { system("quaternaryLabel") }
    /// https://developer.apple.com/documentation/uikit/uicolor/placeholdertext (iOS 13)
    public class var placeholderText: UIColor { system("placeholderText") }
    /// https://developer.apple.com/documentation/uikit/uicolor/separator (iOS 13)
    public class var separator: UIColor { system("separator") }
    /// https://developer.apple.com/documentation/uikit/uicolor/opaqueseparator (iOS 13)
    public class var opaqueSeparator: UIColor { system("opaqueSeparator") }
    /// https://developer.apple.com/documentation/uikit/uicolor/link (iOS 13)
    public class var link: UIColor { system("link") }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemmint (iOS 15: not in the iOS 13 SDK)
    @available(iOS 15.0, *)
    public class var systemMint: UIColor { system("systemMint") }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemcyan (iOS 15: not in the iOS 13 SDK)
    @available(iOS 15.0, *)
    public class var systemCyan: UIColor { system("systemCyan") }
    /// https://developer.apple.com/documentation/uikit/uicolor/systembrown (iOS 15: not in the iOS 13 SDK)
    @available(iOS 15.0, *)
    public class var systemBrown: UIColor { system("systemBrown") }
    /// https://developer.apple.com/documentation/uikit/uicolor/tintcolor (iOS 15): here `systemBlue`'s values.
    @available(iOS 15.0, *)
    public class var tintColor: UIColor { system("systemBlue", named: "tintColor") }

    /// The dynamic system colour `name`: its light value (`Color.named`) unless the traits are dark and it
    /// has a dark one (`Color.darkNamed`). `named` is the name it compares by (`isEqual`).
    static func system(_ name: String, named identity: String? = nil) -> UIColor {
        UIColor(
            value: .dynamic(
                name: identity ?? name,
                provider: { traits in
                    let table = name == "placeholderText" ? "tertiaryLabel" : name
                    let color =
                        (traits.userInterfaceStyle == .dark ? Color.darkNamed[table] : nil) ?? Color.named[table] ?? .black
                    return UIColor(
                        red: CGFloat(color.red) / 255, green: CGFloat(color.green) / 255, blue: CGFloat(color.blue) / 255,
                        alpha: CGFloat(color.alpha))
                }))
    }
}
