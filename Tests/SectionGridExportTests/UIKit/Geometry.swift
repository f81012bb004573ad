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

/// A set of components that define a color, with a color space specifying how to interpret them.
/// https://developer.apple.com/documentation/coregraphics/cgcolor — here only the components a
/// `UIColor` was made from, or the name of the system colour it was resolved from.
public final class CGColor: Equatable {
    /// What the colour is: `systemBlue`, or `0.2,0.4,0.6,1.0` (this module's own, for tests).
    public let identity: String

    init(identity: String) {
        self.identity = identity
    }

    /// Colours are equal when they were made the same way.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.identity == rhs.identity }
}

/// A mutable graphics path (CoreGraphics): https://developer.apple.com/documentation/coregraphics/cgpath —
/// here the rounded rectangle it was made from.
public final class CGPath {
    /// The rectangle and corner radius (this module's own, for tests).
    public let roundedRect: (rect: CGRect, cornerRadius: CGFloat)

    init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        roundedRect = (rect, cornerRadius)
    }
}

/// A path that consists of straight and curved line segments.
/// https://developer.apple.com/documentation/uikit/uibezierpath
@MainActor
open class UIBezierPath: NSObject {
    /// https://developer.apple.com/documentation/uikit/uibezierpath/cgpath
    public let cgPath: CGPath

    /// Creates and returns a new Bézier path object with a rounded rectangular path.
    /// https://developer.apple.com/documentation/uikit/uibezierpath/init(roundedrect:cornerradius:)
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        cgPath = CGPath(roundedRect: rect, cornerRadius: cornerRadius)
    }
}

/// An object that manages image-based content (Core Animation).
/// https://developer.apple.com/documentation/quartzcore/calayer — only the properties the exported
/// views set, with their documented defaults.
@MainActor
open class CALayer {
    /// https://developer.apple.com/documentation/quartzcore/calayer/cornerradius
    open var cornerRadius: CGFloat = 0
    /// https://developer.apple.com/documentation/quartzcore/calayer/borderwidth
    open var borderWidth: CGFloat = 0
    /// https://developer.apple.com/documentation/quartzcore/calayer/bordercolor (default opaque black).
    open var borderColor: CGColor? = UIColor.black.cgColor
    /// https://developer.apple.com/documentation/quartzcore/calayer/shadowcolor (default opaque black).
    open var shadowColor: CGColor? = UIColor.black.cgColor
    /// https://developer.apple.com/documentation/quartzcore/calayer/shadowoffset (default (0, -3)).
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// https://developer.apple.com/documentation/quartzcore/calayer/shadowradius (default 3).
    open var shadowRadius: CGFloat = 3
    /// https://developer.apple.com/documentation/quartzcore/calayer/shadowopacity (default 0).
    open var shadowOpacity: Float = 0
    /// https://developer.apple.com/documentation/quartzcore/calayer/shadowpath
    open var shadowPath: CGPath?
    /// https://developer.apple.com/documentation/quartzcore/calayer/maskstobounds
    open var masksToBounds = false

    /// https://developer.apple.com/documentation/quartzcore/calayer/init()
    public init() {}
}

/// UIKit's additions to `IndexPath` for collection views.
/// https://developer.apple.com/documentation/foundation/indexpath/init(item:section:) (UIKit)
extension IndexPath {
    /// Initializes an index path with the indexes of a specific item and section in a collection view.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// An index number identifying a section in a table view or collection view.
    /// https://developer.apple.com/documentation/foundation/indexpath/section
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// An index number identifying an item in a section of a collection view.
    /// https://developer.apple.com/documentation/foundation/indexpath/item
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
