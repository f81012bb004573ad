/// A view that allows the scrolling and zooming of its contained views.
/// https://developer.apple.com/documentation/uikit/uiscrollview — nothing scrolls here: the content
/// inset and its adjustment are what layouts measure their container by.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// Constants that indicate how safe area insets are added to the adjusted content inset.
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic, scrollableAxes, never, always
    }

    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentinset
    open var contentInset = UIEdgeInsets.zero
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.property
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset (kept; nothing scrolls)
    open var contentOffset = CGPoint.zero
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentsize
    open var contentSize = CGSize.zero
    /// https://developer.apple.com/documentation/uikit/uiscrollview/isscrollenabled
    open var isScrollEnabled = true
    /// https://developer.apple.com/documentation/uikit/uiscrollview/ispagingenabled
    open var isPagingEnabled = false
    /// https://developer.apple.com/documentation/uikit/uiscrollview/bounces
    open var bounces = true
    /// https://developer.apple.com/documentation/uikit/uiscrollview/alwaysbouncevertical
    open var alwaysBounceVertical = false
    /// https://developer.apple.com/documentation/uikit/uiscrollview/alwaysbouncehorizontal
    open var alwaysBounceHorizontal = false
    /// https://developer.apple.com/documentation/uikit/uiscrollview/showsverticalscrollindicator
    open var showsVerticalScrollIndicator = true
    /// https://developer.apple.com/documentation/uikit/uiscrollview/showshorizontalscrollindicator
    open var showsHorizontalScrollIndicator = true
    /// https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate-swift.property
    open var decelerationRate = DecelerationRate.normal

    /// https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate-swift.struct
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// The insets derived from the content insets and the safe area of the scroll view.
    /// https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset — `.never`: the
    /// content inset; `.always`: plus the whole safe area ("always include the safe area insets in the
    /// content adjustment"). `.automatic` and `.scrollableAxes` adjust only the axes the content scrolls
    /// along, which depends on the content size against the bounds over layout passes; this UIKit does
    /// not scroll, and counts them as `.never` (the exported sample sets `.never` and adds the safe area
    /// itself).
    open var adjustedContentInset: UIEdgeInsets {
        guard contentInsetAdjustmentBehavior == .always else { return contentInset }
        let safeArea = safeAreaInsets
        return UIEdgeInsets(
            top: contentInset.top + safeArea.top, left: contentInset.left + safeArea.left,
            bottom: contentInset.bottom + safeArea.bottom, right: contentInset.right + safeArea.right)
    }

    /// https://developer.apple.com/documentation/uikit/uiscrollview/setcontentoffset(_:animated:)
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    /// https://developer.apple.com/documentation/uikit/uiscrollview/scrollrecttovisible(_:animated:) (nothing scrolls)
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {}
}

/// The methods that the delegate of a scroll view object can adopt.
/// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate — its optional methods are
/// requirements with defaults that do nothing (nothing scrolls here).
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidscroll(_:)
    func scrollViewDidScroll(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}
