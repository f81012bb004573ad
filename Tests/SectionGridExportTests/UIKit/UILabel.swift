/// Constants that specify text alignment.
/// https://developer.apple.com/documentation/uikit/nstextalignment
public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural
}

/// An object that provides access to the font's characteristics.
/// https://developer.apple.com/documentation/uikit/uifont — a text style's font here.
open class UIFont: NSObject {
    /// Constants that describe the preferred styles for fonts.
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle
    public struct TextStyle: Hashable, Sendable {
        let rawValue: String
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/headline
        public static let headline = TextStyle(rawValue: "headline")
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/footnote
        public static let footnote = TextStyle(rawValue: "footnote")
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/caption1
        public static let caption1 = TextStyle(rawValue: "caption1")
    }

    /// The style it stands for.
    public let textStyle: TextStyle

    init(textStyle: TextStyle) {
        self.textStyle = textStyle
    }

    /// Returns an instance of the system font for the specified text style with scaling for the user's
    /// selected content size category.
    /// https://developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:)
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        UIFont(textStyle: style)
    }
}

/// A view that displays one or more lines of informational text.
/// https://developer.apple.com/documentation/uikit/uilabel
@MainActor
open class UILabel: UIView {
    /// https://developer.apple.com/documentation/uikit/uilabel/text
    open var text: String?
    /// https://developer.apple.com/documentation/uikit/uilabel/font
    open var font: UIFont! = UIFont.preferredFont(forTextStyle: .caption1)
    /// https://developer.apple.com/documentation/uikit/uilabel/textcolor
    open var textColor: UIColor! = UIColor.label
    /// https://developer.apple.com/documentation/uikit/uilabel/textalignment
    open var textAlignment = NSTextAlignment.natural
}
