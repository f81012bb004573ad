// swift-format-ignore-file: AlwaysUseLowerCamelCase
// (Apple's C-style names, as UIKit spells them.)
// CoreGraphics' C functions, which Swift on iOS imports from the SDK's headers (CGGeometry.h) and
// swift-corelibs-foundation does not declare: `CGSizeMake(w, h)`, `CGRectGetMaxY(rect)`, …, each as its
// page on developer.apple.com/documentation/coregraphics documents it (the Get functions of a
// rectangle with a negative size answer for its standardized form, as `CGRect`'s properties do).

/// https://developer.apple.com/documentation/coregraphics/cgpointmake(_:_:)
public func CGPointMake(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }
/// https://developer.apple.com/documentation/coregraphics/cgsizemake(_:_:)
public func CGSizeMake(_ width: CGFloat, _ height: CGFloat) -> CGSize { CGSize(width: width, height: height) }
/// https://developer.apple.com/documentation/coregraphics/cgrectmake(_:_:_:_:)
public func CGRectMake(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}
/// https://developer.apple.com/documentation/coregraphics/cgvectormake(_:_:) is not here: no `CGVector`.

/// https://developer.apple.com/documentation/coregraphics/cgrectgetminx(_:)
public func CGRectGetMinX(_ rect: CGRect) -> CGFloat { rect.minX }
/// https://developer.apple.com/documentation/coregraphics/cgrectgetmidx(_:)
public func CGRectGetMidX(_ rect: CGRect) -> CGFloat { rect.midX }
/// https://developer.apple.com/documentation/coregraphics/cgrectgetmaxx(_:)
public func CGRectGetMaxX(_ rect: CGRect) -> CGFloat { rect.maxX }
/// https://developer.apple.com/documentation/coregraphics/cgrectgetminy(_:)
public func CGRectGetMinY(_ rect: CGRect) -> CGFloat { rect.minY }
/// https://developer.apple.com/documentation/coregraphics/cgrectgetmidy(_:)
public func CGRectGetMidY(_ rect: CGRect) -> CGFloat { rect.midY }
/// https://developer.apple.com/documentation/coregraphics/cgrectgetmaxy(_:)
public func CGRectGetMaxY(_ rect: CGRect) -> CGFloat { rect.maxY }
/// https://developer.apple.com/documentation/coregraphics/cgrectgetwidth(_:)
public func CGRectGetWidth(_ rect: CGRect) -> CGFloat { rect.width }
/// https://developer.apple.com/documentation/coregraphics/cgrectgetheight(_:)
public func CGRectGetHeight(_ rect: CGRect) -> CGFloat { rect.height }

/// https://developer.apple.com/documentation/coregraphics/cgrectequaltorect(_:_:)
public func CGRectEqualToRect(_ rect1: CGRect, _ rect2: CGRect) -> Bool { rect1 == rect2 }
/// https://developer.apple.com/documentation/coregraphics/cgsizeequaltosize(_:_:)
public func CGSizeEqualToSize(_ size1: CGSize, _ size2: CGSize) -> Bool { size1 == size2 }
/// https://developer.apple.com/documentation/coregraphics/cgpointequaltopoint(_:_:)
public func CGPointEqualToPoint(_ point1: CGPoint, _ point2: CGPoint) -> Bool { point1 == point2 }

/// https://developer.apple.com/documentation/coregraphics/cgrectisempty(_:)
public func CGRectIsEmpty(_ rect: CGRect) -> Bool { rect.isEmpty }
/// https://developer.apple.com/documentation/coregraphics/cgrectisnull(_:)
public func CGRectIsNull(_ rect: CGRect) -> Bool { rect.isNull }
/// https://developer.apple.com/documentation/coregraphics/cgrectisinfinite(_:)
public func CGRectIsInfinite(_ rect: CGRect) -> Bool { rect.isInfinite }
/// https://developer.apple.com/documentation/coregraphics/cgrectstandardize(_:)
public func CGRectStandardize(_ rect: CGRect) -> CGRect { rect.standardized }
/// https://developer.apple.com/documentation/coregraphics/cgrectintegral(_:)
public func CGRectIntegral(_ rect: CGRect) -> CGRect { rect.integral }

/// https://developer.apple.com/documentation/coregraphics/cgrectinset(_:_:_:)
public func CGRectInset(_ rect: CGRect, _ dx: CGFloat, _ dy: CGFloat) -> CGRect { rect.insetBy(dx: dx, dy: dy) }
/// https://developer.apple.com/documentation/coregraphics/cgrectoffset(_:_:_:)
public func CGRectOffset(_ rect: CGRect, _ dx: CGFloat, _ dy: CGFloat) -> CGRect { rect.offsetBy(dx: dx, dy: dy) }
/// https://developer.apple.com/documentation/coregraphics/cgrectunion(_:_:)
public func CGRectUnion(_ r1: CGRect, _ r2: CGRect) -> CGRect { r1.union(r2) }
/// https://developer.apple.com/documentation/coregraphics/cgrectintersection(_:_:)
public func CGRectIntersection(_ r1: CGRect, _ r2: CGRect) -> CGRect { r1.intersection(r2) }
/// https://developer.apple.com/documentation/coregraphics/cgrectintersectsrect(_:_:)
public func CGRectIntersectsRect(_ rect1: CGRect, _ rect2: CGRect) -> Bool { rect1.intersects(rect2) }
/// https://developer.apple.com/documentation/coregraphics/cgrectcontainsrect(_:_:)
public func CGRectContainsRect(_ rect1: CGRect, _ rect2: CGRect) -> Bool { rect1.contains(rect2) }
/// https://developer.apple.com/documentation/coregraphics/cgrectcontainspoint(_:_:)
public func CGRectContainsPoint(_ rect: CGRect, _ point: CGPoint) -> Bool { rect.contains(point) }
