extension UIView {
    /// The traits the view would have with `style` as its own `overrideUserInterfaceStyle`: its
    /// superview's (or its view controller's, for a root view), else the device's, with `style` when
    /// specified.
    func traitCollection(overriding style: UIUserInterfaceStyle) -> UITraitCollection {
        let inherited = superview?.traitCollection ?? owningViewController?.traitCollection ?? HostScreen.current.traitCollection
        return inherited.with(userInterfaceStyle: style)
    }

    /// Tells the view, and its subviews in turn, that their traits changed from `previous` (the
    /// subviews' from `previous` with their own overrides), when they did, as UIKit calls
    /// `traitCollectionDidChange(_:)`.
    func traitsChanged(from previous: UITraitCollection) {
        guard !traitCollection.isEqual(previous) else { return }
        traitCollectionDidChange(previous)
        for subview in subviews {
            subview.traitsChanged(from: previous.with(userInterfaceStyle: subview.overrideUserInterfaceStyle))
        }
    }

    /// Moves and resizes the subviews for the view's new size, as their `autoresizingMask` says: a
    /// change along an axis is shared equally by the flexible margins and length on that axis (UIKit
    /// shares it in proportion to them; equal shares give the same frames for the masks of one flexible
    /// part, the common case).
    func resizeSubviews(from oldSize: CGSize) {
        guard autoresizesSubviews, !subviews.isEmpty else { return }
        let dx = bounds.width - oldSize.width
        let dy = bounds.height - oldSize.height
        for subview in subviews where !subview.autoresizingMask.isEmpty {
            let mask = subview.autoresizingMask
            var frame = subview.frame
            let horizontal = [
                mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin),
            ]
            let vertical = [
                mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin),
            ]
            let xShare = dx / CGFloat(max(1, horizontal.filter { $0 }.count))
            let yShare = dy / CGFloat(max(1, vertical.filter { $0 }.count))
            if horizontal[0] { frame.origin.x += xShare }
            if horizontal[1] { frame.size.width += xShare }
            if vertical[0] { frame.origin.y += yShare }
            if vertical[1] { frame.size.height += yShare }
            subview.frame = frame
        }
    }
}

extension UIView {
    /// Options for automatic view resizing.
    /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Options to specify how a view adjusts its content when its size changes.
    /// https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }
}

/// A semantic description of a view's contents.
/// https://developer.apple.com/documentation/uikit/uisemanticcontentattribute (iOS 9)
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified = 0
    case playback, spatial, forceLeftToRight, forceRightToLeft
}

/// Specifies the directional flow of the user interface.
/// https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0
    case rightToLeft
}
