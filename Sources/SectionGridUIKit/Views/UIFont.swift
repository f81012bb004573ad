/// An object that provides access to the font's characteristics.
/// https://developer.apple.com/documentation/uikit/uifont — its name, size and weight, kept; no glyphs
/// are measured here. Text styles take their default sizes at the large content size (Apple's Human
/// Interface Guidelines, "Typography", iOS Dynamic Type sizes: body 17, headline 17 semibold, …).
open class UIFont: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uifont/fontname
    public let fontName: String
    /// https://developer.apple.com/documentation/uikit/uifont/pointsize
    public let pointSize: CGFloat
    /// The weight (SectionGrid's: UIKit keeps it in the font descriptor).
    public let weight: Weight

    init(fontName: String, pointSize: CGFloat, weight: Weight) {
        self.fontName = fontName
        self.pointSize = pointSize
        self.weight = weight
    }

    /// https://developer.apple.com/documentation/uikit/uifont/init(name:size:) — any name is found.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(fontName: fontName, pointSize: fontSize, weight: .regular)
    }

    /// https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:)
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(fontName: ".SFUI-Regular", pointSize: fontSize, weight: .regular)
    }

    /// https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:weight:)
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(fontName: ".SFUI", pointSize: fontSize, weight: weight)
    }

    /// https://developer.apple.com/documentation/uikit/uifont/boldsystemfont(ofsize:)
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(fontName: ".SFUI-Bold", pointSize: fontSize, weight: .bold)
    }

    /// https://developer.apple.com/documentation/uikit/uifont/italicsystemfont(ofsize:)
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(fontName: ".SFUI-Italic", pointSize: fontSize, weight: .regular)
    }

    /// https://developer.apple.com/documentation/uikit/uifont/monospacedsystemfont(ofsize:weight:) (iOS 13)
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(fontName: ".SFUIMono", pointSize: fontSize, weight: weight)
    }

    /// The system font of a text style at its default size.
    /// https://developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:)
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        UIFont(
            fontName: ".SFUI-" + style.rawValue, pointSize: style.defaultSize, weight: style == .headline ? .semibold : .regular)
    }

    /// https://developer.apple.com/documentation/uikit/uifont/withsize(_:)
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(fontName: fontName, pointSize: fontSize, weight: weight)
    }

    /// https://developer.apple.com/documentation/uikit/uifont/lineheight — about 1.2 × the size.
    open var lineHeight: CGFloat { (pointSize * 1.2).rounded() }

    /// https://developer.apple.com/documentation/uikit/uifont/weight
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
    }

    /// Constants that describe the preferred styles for fonts.
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "largeTitle")
        public static let title1 = TextStyle(rawValue: "title1")
        public static let title2 = TextStyle(rawValue: "title2")
        public static let title3 = TextStyle(rawValue: "title3")
        public static let headline = TextStyle(rawValue: "headline")
        public static let subheadline = TextStyle(rawValue: "subheadline")
        public static let body = TextStyle(rawValue: "body")
        public static let callout = TextStyle(rawValue: "callout")
        public static let footnote = TextStyle(rawValue: "footnote")
        public static let caption1 = TextStyle(rawValue: "caption1")
        public static let caption2 = TextStyle(rawValue: "caption2")

        /// The size at the large (default) content size category (HIG, "Typography").
        var defaultSize: CGFloat {
            let sizes: [String: CGFloat] = [
                "largeTitle": 34, "title1": 28, "title2": 22, "title3": 20, "headline": 17,
                "subheadline": 15, "body": 17, "callout": 16, "footnote": 13, "caption1": 12,
                "caption2": 11,
            ]
            return sizes[rawValue] ?? 17
        }
    }
}

/// Constants that specify text alignment.
/// https://developer.apple.com/documentation/uikit/nstextalignment
public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center, right, justified, natural
}

/// Constants that specify what happens when a line is too long for its container.
/// https://developer.apple.com/documentation/uikit/nslinebreakmode
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0
    case byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
