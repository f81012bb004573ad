/// A view that displays one or more lines of informational text.
/// https://developer.apple.com/documentation/uikit/uilabel — its text is what the host reports as the
/// text a view shows (`ViewLook.text`).
@preconcurrency @MainActor
open class UILabel: UIView {
    /// https://developer.apple.com/documentation/uikit/uilabel/text
    open var text: String?
    /// https://developer.apple.com/documentation/uikit/uilabel/font (default: the system font at 17)
    open var font: UIFont! = UIFont.systemFont(ofSize: 17)
    /// https://developer.apple.com/documentation/uikit/uilabel/textcolor (default `label`)
    open var textColor: UIColor! = UIColor.label
    /// https://developer.apple.com/documentation/uikit/uilabel/textalignment (default natural)
    open var textAlignment = NSTextAlignment.natural
    /// https://developer.apple.com/documentation/uikit/uilabel/numberoflines (default 1)
    open var numberOfLines = 1
    /// https://developer.apple.com/documentation/uikit/uilabel/linebreakmode (default truncating tail)
    open var lineBreakMode = NSLineBreakMode.byTruncatingTail
    /// https://developer.apple.com/documentation/uikit/uilabel/adjustsfontsizetofitwidth
    open var adjustsFontSizeToFitWidth = false
    /// https://developer.apple.com/documentation/uikit/uilabel/minimumscalefactor
    open var minimumScaleFactor: CGFloat = 0
    /// https://developer.apple.com/documentation/uikit/uilabel/isenabled
    open var isEnabled = true
    /// https://developer.apple.com/documentation/uikit/uilabel/highlightedtextcolor
    open var highlightedTextColor: UIColor?
}
