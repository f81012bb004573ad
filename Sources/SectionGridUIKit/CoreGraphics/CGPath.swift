/// An immutable graphics path (CoreGraphics). https://developer.apple.com/documentation/coregraphics/cgpath —
/// here only what it outlines: a rectangle, with a corner radius when it was made from a rounded one.
/// Nothing is drawn on Linux; `layer.shadowPath` keeps it.
public class CGPath: Equatable, @unchecked Sendable {
    /// The outlined rectangle and its corner radius (SectionGrid's, for reading a shadow's shape).
    public let roundedRect: (rect: CGRect, cornerRadius: CGFloat)

    init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        roundedRect = (rect, cornerRadius)
    }

    /// https://developer.apple.com/documentation/coregraphics/cgpath/init(rect:transform:)
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(roundedRect: rect, cornerRadius: 0)
    }

    /// https://developer.apple.com/documentation/coregraphics/cgpath/init(roundedrect:cornerwidth:cornerheight:transform:)
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>?
    ) {
        self.init(roundedRect: rect, cornerRadius: min(cornerWidth, cornerHeight))
    }

    /// https://developer.apple.com/documentation/coregraphics/cgpath/boundingbox
    public var boundingBox: CGRect { roundedRect.rect }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
        lhs.roundedRect.rect == rhs.roundedRect.rect && lhs.roundedRect.cornerRadius == rhs.roundedRect.cornerRadius
    }
}

/// A path that consists of straight and curved line segments (UIKit).
/// https://developer.apple.com/documentation/uikit/uibezierpath — the rectangles a shadow path is made
/// of; nothing is drawn.
@preconcurrency @MainActor
open class UIBezierPath: NSObject {
    /// https://developer.apple.com/documentation/uikit/uibezierpath/cgpath
    public let cgPath: CGPath

    /// https://developer.apple.com/documentation/uikit/uibezierpath/init(rect:)
    public init(rect: CGRect) {
        cgPath = CGPath(roundedRect: rect, cornerRadius: 0)
    }

    /// https://developer.apple.com/documentation/uikit/uibezierpath/init(roundedrect:cornerradius:)
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        cgPath = CGPath(roundedRect: rect, cornerRadius: cornerRadius)
    }

    /// https://developer.apple.com/documentation/uikit/uibezierpath/init(roundedrect:byroundingcorners:cornerradii:)
    public init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        cgPath = CGPath(roundedRect: rect, cornerRadius: min(cornerRadii.width, cornerRadii.height))
    }

    /// https://developer.apple.com/documentation/uikit/uibezierpath/init(ovalin:)
    public init(ovalIn rect: CGRect) {
        cgPath = CGPath(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2)
    }

    /// https://developer.apple.com/documentation/uikit/uibezierpath/bounds
    open var bounds: CGRect { cgPath.boundingBox }
}

/// The corners of a rectangle. https://developer.apple.com/documentation/uikit/uirectcorner
public struct UIRectCorner: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
