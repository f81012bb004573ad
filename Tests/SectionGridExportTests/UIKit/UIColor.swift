/// An object that stores color data and sometimes opacity.
/// https://developer.apple.com/documentation/uikit/uicolor — a colour here is what it was made from (its
/// components or its name), which is all the tests look at. System colours stay dynamic: resolving one
/// gives the same colour back, as no trait collection here differs in appearance.
open class UIColor: NSObject {
    /// What the colour is: a system colour's name, or `r,g,b,a` (this module's own, for tests).
    public let identity: String

    init(identity: String) {
        self.identity = identity
    }

    /// Creates a color object using the specified opacity and RGB component values.
    /// https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        identity = "\(red),\(green),\(blue),\(alpha)"
    }

    /// The Quartz color that corresponds to the color object.
    /// https://developer.apple.com/documentation/uikit/uicolor/cgcolor
    open var cgColor: CGColor { CGColor(identity: identity) }

    /// Returns the version of the current color that results from the specified traits.
    /// https://developer.apple.com/documentation/uikit/uicolor/resolvedcolor(with:) (iOS 13)
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }

    /// Colours are equal when they were made the same way.
    override open func isEqual(_ object: Any?) -> Bool {
        (object as? UIColor)?.identity == identity
    }

    /// The hash of what the colour was made from.
    override open var hash: Int { identity.hashValue }
}

extension UIColor {
    /// https://developer.apple.com/documentation/uikit/uicolor/black
    public class var black: UIColor { UIColor(identity: "black") }
    /// https://developer.apple.com/documentation/uikit/uicolor/darkgray
    public class var darkGray: UIColor { UIColor(identity: "darkGray") }
    /// https://developer.apple.com/documentation/uikit/uicolor/lightgray
    public class var lightGray: UIColor { UIColor(identity: "lightGray") }
    /// https://developer.apple.com/documentation/uikit/uicolor/white
    public class var white: UIColor { UIColor(identity: "white") }
    /// https://developer.apple.com/documentation/uikit/uicolor/gray
    public class var gray: UIColor { UIColor(identity: "gray") }
    /// https://developer.apple.com/documentation/uikit/uicolor/red
    public class var red: UIColor { UIColor(identity: "red") }
    /// https://developer.apple.com/documentation/uikit/uicolor/green
    public class var green: UIColor { UIColor(identity: "green") }
    /// https://developer.apple.com/documentation/uikit/uicolor/blue
    public class var blue: UIColor { UIColor(identity: "blue") }
    /// https://developer.apple.com/documentation/uikit/uicolor/cyan
    public class var cyan: UIColor { UIColor(identity: "cyan") }
    /// https://developer.apple.com/documentation/uikit/uicolor/yellow
    public class var yellow: UIColor { UIColor(identity: "yellow") }
    /// https://developer.apple.com/documentation/uikit/uicolor/magenta
    public class var magenta: UIColor { UIColor(identity: "magenta") }
    /// https://developer.apple.com/documentation/uikit/uicolor/orange
    public class var orange: UIColor { UIColor(identity: "orange") }
    /// https://developer.apple.com/documentation/uikit/uicolor/purple
    public class var purple: UIColor { UIColor(identity: "purple") }
    /// https://developer.apple.com/documentation/uikit/uicolor/brown
    public class var brown: UIColor { UIColor(identity: "brown") }
    /// https://developer.apple.com/documentation/uikit/uicolor/clear
    public class var clear: UIColor { UIColor(identity: "clear") }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemred (iOS 13)
    public class var systemRed: UIColor { UIColor(identity: "systemRed") }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemorange (iOS 13)
    public class var systemOrange: UIColor { UIColor(identity: "systemOrange") }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemyellow (iOS 13)
    public class var systemYellow: UIColor { UIColor(identity: "systemYellow") }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemgreen (iOS 13)
    public class var systemGreen: UIColor { UIColor(identity: "systemGreen") }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemteal (iOS 13)
    public class var systemTeal: UIColor { UIColor(identity: "systemTeal") }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemblue (iOS 13)
    public class var systemBlue: UIColor { UIColor(identity: "systemBlue") }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemindigo (iOS 13)
    public class var systemIndigo: UIColor { UIColor(identity: "systemIndigo") }
    /// https://developer.apple.com/documentation/uikit/uicolor/systempurple (iOS 13)
    public class var systemPurple: UIColor { UIColor(identity: "systemPurple") }
    /// https://developer.apple.com/documentation/uikit/uicolor/systempink (iOS 13)
    public class var systemPink: UIColor { UIColor(identity: "systemPink") }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemgray (iOS 13)
    public class var systemGray: UIColor { UIColor(identity: "systemGray") }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemgray2 (iOS 13)
    public class var systemGray2: UIColor { UIColor(identity: "systemGray2") }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemgray3 (iOS 13)
    public class var systemGray3: UIColor { UIColor(identity: "systemGray3") }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemgray4 (iOS 13)
    public class var systemGray4: UIColor { UIColor(identity: "systemGray4") }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemgray5 (iOS 13)
    public class var systemGray5: UIColor { UIColor(identity: "systemGray5") }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemgray6 (iOS 13)
    public class var systemGray6: UIColor { UIColor(identity: "systemGray6") }
    /// https://developer.apple.com/documentation/uikit/uicolor/systembackground (iOS 13)
    public class var systemBackground: UIColor { UIColor(identity: "systemBackground") }
    /// https://developer.apple.com/documentation/uikit/uicolor/secondarysystembackground (iOS 13)
    public class var secondarySystemBackground: UIColor { UIColor(identity: "secondarySystemBackground") }
    /// https://developer.apple.com/documentation/uikit/uicolor/tertiarysystembackground (iOS 13)
    public class var tertiarySystemBackground: UIColor { UIColor(identity: "tertiarySystemBackground") }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemgroupedbackground (iOS 13)
    public class var systemGroupedBackground: UIColor { UIColor(identity: "systemGroupedBackground") }
    /// https://developer.apple.com/documentation/uikit/uicolor/secondarysystemgroupedbackground (iOS 13)
    public class var secondarySystemGroupedBackground: UIColor { UIColor(identity: "secondarySystemGroupedBackground") }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemfill (iOS 13)
    public class var systemFill: UIColor { UIColor(identity: "systemFill") }
    /// https://developer.apple.com/documentation/uikit/uicolor/label (iOS 13)
    public class var label: UIColor { UIColor(identity: "label") }
    /// https://developer.apple.com/documentation/uikit/uicolor/secondarylabel (iOS 13)
    public class var secondaryLabel: UIColor { UIColor(identity: "secondaryLabel") }
    /// https://developer.apple.com/documentation/uikit/uicolor/tertiarysystemgroupedbackground (iOS 13)
    public class var tertiarySystemGroupedBackground: UIColor { UIColor(identity: "tertiarySystemGroupedBackground") }
    /// https://developer.apple.com/documentation/uikit/uicolor/secondarysystemfill (iOS 13)
    public class var secondarySystemFill: UIColor { UIColor(identity: "secondarySystemFill") }
    /// https://developer.apple.com/documentation/uikit/uicolor/tertiarysystemfill (iOS 13)
    public class var tertiarySystemFill: UIColor { UIColor(identity: "tertiarySystemFill") }
    /// https://developer.apple.com/documentation/uikit/uicolor/quaternarysystemfill (iOS 13)
    public class var quaternarySystemFill: UIColor { UIColor(identity: "quaternarySystemFill") }
    /// https://developer.apple.com/documentation/uikit/uicolor/tertiarylabel (iOS 13)
    public class var tertiaryLabel: UIColor { UIColor(identity: "tertiaryLabel") }
    /// https://developer.apple.com/documentation/uikit/uicolor/quaternarylabel (iOS 13)
    public class var quaternaryLabel: UIColor { UIColor(identity: "quaternaryLabel") }
    /// https://developer.apple.com/documentation/uikit/uicolor/separator (iOS 13)
    public class var separator: UIColor { UIColor(identity: "separator") }
    /// https://developer.apple.com/documentation/uikit/uicolor/opaqueseparator (iOS 13)
    public class var opaqueSeparator: UIColor { UIColor(identity: "opaqueSeparator") }
    /// https://developer.apple.com/documentation/uikit/uicolor/link (iOS 13)
    public class var link: UIColor { UIColor(identity: "link") }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemmint (iOS 15: not in the iOS 13 SDK)
    @available(iOS 15.0, *)
    public class var systemMint: UIColor { UIColor(identity: "systemMint") }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemcyan (iOS 15: not in the iOS 13 SDK)
    @available(iOS 15.0, *)
    public class var systemCyan: UIColor { UIColor(identity: "systemCyan") }
    /// https://developer.apple.com/documentation/uikit/uicolor/systembrown (iOS 15: not in the iOS 13 SDK)
    @available(iOS 15.0, *)
    public class var systemBrown: UIColor { UIColor(identity: "systemBrown") }
}
