@_exported import Foundation

// CGFloat, CGPoint, CGSize and CGRect are Foundation's (swift-corelibs-foundation implements
// CoreGraphics' geometry on Linux); `import UIKit` brings Foundation along, as it does on iOS.

/// The inset distances for views.
/// https://developer.apple.com/documentation/uikit/uiedgeinsets
public struct UIEdgeInsets: Equatable, Sendable {
    /// The top edge inset value.
    public var top: CGFloat
    /// The left edge inset value.
    public var left: CGFloat
    /// The bottom edge inset value.
    public var bottom: CGFloat
    /// The right edge inset value.
    public var right: CGFloat

    /// Creates an edge inset for a button or a view.
    /// https://developer.apple.com/documentation/uikit/uiedgeinsets/init(top:left:bottom:right:)
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// An edge insets struct whose top, left, bottom, and right fields are all set to 0.
    /// https://developer.apple.com/documentation/uikit/uiedgeinsets/zero
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

extension UIEdgeInsets {
    /// https://developer.apple.com/documentation/uikit/uiedgeinsets/init() — all zero.
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }
}

/// https://developer.apple.com/documentation/uikit/uiedgeinsetsmake(_:_:_:_:)
// swift-format-ignore: AlwaysUseLowerCamelCase
public func UIEdgeInsetsMake(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> UIEdgeInsets {
    UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

extension CGRect {
    /// The rectangle shrunk by `insets` (grown by negative ones).
    /// https://developer.apple.com/documentation/corefoundation/cgrect/inset(by:) (UIKit)
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left, y: origin.y + insets.top, width: size.width - insets.left - insets.right,
            height: size.height - insets.top - insets.bottom)
    }
}

/// The inset distances for views, taking the user interface layout direction into account.
/// https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets
public struct NSDirectionalEdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    /// https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/init(top:leading:bottom:trailing:)
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/init() — all zero.
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/zero
    public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}

/// https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsetsmake(_:_:_:_:)
// swift-format-ignore: AlwaysUseLowerCamelCase
public func NSDirectionalEdgeInsetsMake(
    _ top: CGFloat, _ leading: CGFloat, _ bottom: CGFloat,
    _ trailing: CGFloat
) -> NSDirectionalEdgeInsets {
    NSDirectionalEdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)
}

/// A structure that specifies an offset (UIKit).
/// https://developer.apple.com/documentation/uikit/uioffset
public struct UIOffset: Equatable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat

    /// https://developer.apple.com/documentation/uikit/uioffset/init(horizontal:vertical:)
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// https://developer.apple.com/documentation/uikit/uioffset/zero
    public static let zero = UIOffset(horizontal: 0, vertical: 0)
}
