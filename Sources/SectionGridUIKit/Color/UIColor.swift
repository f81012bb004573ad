/// An object that stores color data and sometimes opacity.
/// https://developer.apple.com/documentation/uikit/uicolor — a colour is fixed components (sRGB red,
/// green, blue and alpha, or a white level: `UIColor(white:alpha:)`, `.black`, `.gray`), dynamic,
/// resolved for a trait collection (`init(dynamicProvider:)`, every system colour, whose light and dark
/// values are `UIColor+System.swift`'s), or a pattern (`init(patternImage:)`). `cgColor` and
/// `getRed(_:green:blue:alpha:)` resolve a dynamic colour with `UITraitCollection.current`, as UIKit
/// does. Declared without `Sendable`: stricter than the SDK, so code that compiles here does not depend
/// on it.
open class UIColor: NSObject {
    enum Value {
        /// Fixed sRGB components (`isWhite`: made as a white level, which UIKit keeps in its own colour
        /// space: `UIColor.white` is not `isEqual` to `UIColor(red: 1, green: 1, blue: 1, alpha: 1)`).
        case components(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat, isWhite: Bool)
        /// Resolved for each trait collection; `name` for the system colours.
        case dynamic(name: String?, provider: (UITraitCollection) -> UIColor)
        /// An image repeated (`init(patternImage:)`): no components.
        case pattern(UIImage)
    }

    let value: Value

    init(value: Value) {
        self.value = value
    }

    /// Creates a color object using the specified opacity and RGB component values (extended sRGB).
    /// https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        value = .components(red: red, green: green, blue: blue, alpha: alpha, isWhite: false)
    }

    /// Creates a color object using the specified opacity and grayscale values.
    /// https://developer.apple.com/documentation/uikit/uicolor/init(white:alpha:)
    public init(white: CGFloat, alpha: CGFloat) {
        value = .components(red: white, green: white, blue: white, alpha: alpha, isWhite: true)
    }

    /// Creates a color object using the specified opacity and HSB color space component values.
    /// https://developer.apple.com/documentation/uikit/uicolor/init(hue:saturation:brightness:alpha:)
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (red, green, blue) = UIColor.rgb(hue: hue, saturation: saturation, brightness: brightness)
        value = .components(red: red, green: green, blue: blue, alpha: alpha, isWhite: false)
    }

    /// Creates a color object using the specified opacity and RGB component values in the Display P3
    /// color space. https://developer.apple.com/documentation/uikit/uicolor/init(displayp3red:green:blue:alpha:) —
    /// here the components are read as sRGB (no colour management on Linux): a saturated P3 colour shows
    /// slightly duller than on a P3 display.
    public init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        value = .components(red: displayP3Red, green: green, blue: blue, alpha: alpha, isWhite: false)
    }

    /// Creates a color object using the specified Quartz color reference.
    /// https://developer.apple.com/documentation/uikit/uicolor/init(cgcolor:)
    public init(cgColor: CGColor) {
        let rgba = cgColor.rgba
        value = .components(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha, isWhite: false)
    }

    /// Creates a color object that uses the specified block to generate its color data dynamically.
    /// https://developer.apple.com/documentation/uikit/uicolor/init(dynamicprovider:) (iOS 13)
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        value = .dynamic(name: nil, provider: dynamicProvider)
    }

    /// Creates a color object from the named color in the app's asset catalog: `nil` here, where there
    /// is no asset catalog ("nil if the color was not found").
    /// https://developer.apple.com/documentation/uikit/uicolor/init(named:)
    public convenience init?(named name: String) {
        return nil
    }

    /// https://developer.apple.com/documentation/uikit/uicolor/init(named:in:compatiblewith:) — `nil`, as
    /// `init(named:)`.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        return nil
    }

    /// Returns the version of the current color that results from the specified traits.
    /// https://developer.apple.com/documentation/uikit/uicolor/resolvedcolor(with:) (iOS 13)
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard case .dynamic(_, let provider) = value else { return self }
        return provider(traitCollection).resolvedColor(with: traitCollection)
    }

    /// The components of the colour resolved with `traitCollection` (`UITraitCollection.current` when nil);
    /// a pattern's are all 0.
    func components(in traitCollection: UITraitCollection? = nil) -> (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
    {
        let resolved = resolvedColor(with: traitCollection ?? UITraitCollection.current)
        guard case .components(let red, let green, let blue, let alpha, _) = resolved.value else { return (0, 0, 0, 0) }
        return (red, green, blue, alpha)
    }

    /// The Quartz color that corresponds to the color object, resolved with `UITraitCollection.current`.
    /// https://developer.apple.com/documentation/uikit/uicolor/cgcolor
    open var cgColor: CGColor {
        let rgba = components()
        return CGColor(srgbRed: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)
    }

    /// Creates a color object that has the same color space and component values as the receiver, but has
    /// the specified alpha component (a dynamic colour stays dynamic).
    /// https://developer.apple.com/documentation/uikit/uicolor/withalphacomponent(_:)
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        switch value {
        case .components(let red, let green, let blue, _, let isWhite):
            return UIColor(value: .components(red: red, green: green, blue: blue, alpha: alpha, isWhite: isWhite))
        case .dynamic:
            return UIColor { traits in self.resolvedColor(with: traits).withAlphaComponent(alpha) }
        case .pattern:
            return self // the image is drawn as it is: a pattern's alpha is not modelled
        }
    }

    /// Returns the components that form the color in the RGB color space: `false` for a pattern colour,
    /// which has none ("false if the color could not be converted").
    /// https://developer.apple.com/documentation/uikit/uicolor/getred(_:green:blue:alpha:)
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        guard patternImage == nil else { return false }
        let rgba = components()
        red?.pointee = rgba.red
        green?.pointee = rgba.green
        blue?.pointee = rgba.blue
        alpha?.pointee = rgba.alpha
        return true
    }

    /// Returns the grayscale components of the color: `false` unless it is a grey.
    /// https://developer.apple.com/documentation/uikit/uicolor/getwhite(_:alpha:)
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let rgba = components()
        guard patternImage == nil, rgba.red == rgba.green, rgba.green == rgba.blue else { return false }
        white?.pointee = rgba.red
        alpha?.pointee = rgba.alpha
        return true
    }

    /// Fixed colours are equal when made the same way with the same components (UIKit keeps white
    /// levels in their own colour space); dynamic ones when they are the same system colour or object;
    /// patterns when they repeat the same image.
    override open func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        switch (value, other.value) {
        case (.components(let r1, let g1, let b1, let a1, let w1), .components(let r2, let g2, let b2, let a2, let w2)):
            return r1 == r2 && g1 == g2 && b1 == b2 && a1 == a2 && w1 == w2
        case (.dynamic(let name1, _), .dynamic(let name2, _)):
            return self === other || (name1 != nil && name1 == name2)
        case (.pattern(let image1), .pattern(let image2)):
            return image1 === image2
        default:
            return false
        }
    }

    override open var hash: Int {
        switch value {
        case .components(let red, let green, let blue, let alpha, _): return [red, green, blue, alpha].hashValue
        case .dynamic(let name, _): return name?.hashValue ?? ObjectIdentifier(self).hashValue
        case .pattern(let image): return ObjectIdentifier(image).hashValue
        }
    }

    override open var description: String {
        switch value {
        case .components(let red, let green, let blue, let alpha, let isWhite):
            return isWhite
                ? "UIExtendedGrayColorSpace \(red) \(alpha)" : "UIExtendedSRGBColorSpace \(red) \(green) \(blue) \(alpha)"
        case .dynamic(let name, _): return "<UIDynamicColor: \(name ?? "provider")>"
        case .pattern(let image): return "<pattern of \(image.name ?? "a drawn image")>"
        }
    }

    /// HSB to RGB (the standard hexcone conversion).
    private static func rgb(hue: CGFloat, saturation: CGFloat, brightness: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h) % 6
        let f = h - CGFloat(Int(h))
        let p = brightness * (1 - saturation)
        let q = brightness * (1 - saturation * f)
        let t = brightness * (1 - saturation * (1 - f))
        switch sector {
        case 0: return (brightness, t, p)
        case 1: return (q, brightness, p)
        case 2: return (p, brightness, t)
        case 3: return (p, q, brightness)
        case 4: return (t, p, brightness)
        default: return (brightness, p, q)
        }
    }
}
