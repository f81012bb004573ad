/// An affine transformation matrix for use in drawing 2D graphics (CoreGraphics; not in
/// swift-corelibs-foundation). https://developer.apple.com/documentation/coregraphics/cgaffinetransform —
/// `[a b 0; c d 0; tx ty 1]`, points as row vectors: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
/// Layouts and views store it (`UICollectionViewLayoutAttributes.transform`, `UIView.transform`);
/// SectionGrid reports frames, which a transform does not change (UIKit: "if the transform property
/// is not the identity transform, the value of this property is undefined").
public struct CGAffineTransform: Equatable, Sendable {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    /// https://developer.apple.com/documentation/coregraphics/cgaffinetransform/init(a:b:c:d:tx:ty:)
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// https://developer.apple.com/documentation/coregraphics/cgaffinetransform/init() — the identity.
    public init() {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    }

    /// https://developer.apple.com/documentation/coregraphics/cgaffinetransform/identity
    public static let identity = CGAffineTransform()

    /// https://developer.apple.com/documentation/coregraphics/cgaffinetransform/init(translationx:y:)
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// https://developer.apple.com/documentation/coregraphics/cgaffinetransform/init(scalex:y:)
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// https://developer.apple.com/documentation/coregraphics/cgaffinetransform/init(rotationangle:)
    public init(rotationAngle angle: CGFloat) {
        let cosine = CGFloat(cos(Double(angle)))
        let sine = CGFloat(sin(Double(angle)))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// https://developer.apple.com/documentation/coregraphics/cgaffinetransform/isidentity
    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `t2`. https://developer.apple.com/documentation/coregraphics/cgaffinetransform/concatenating(_:)
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d, c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// https://developer.apple.com/documentation/coregraphics/cgaffinetransform/translatedby(x:y:)
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// https://developer.apple.com/documentation/coregraphics/cgaffinetransform/scaledby(x:y:)
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// https://developer.apple.com/documentation/coregraphics/cgaffinetransform/rotated(by:)
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }
}

extension CGPoint {
    /// https://developer.apple.com/documentation/corefoundation/cgpoint/applying(_:)
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// https://developer.apple.com/documentation/corefoundation/cgsize/applying(_:)
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle holding the transformed corners.
    /// https://developer.apple.com/documentation/corefoundation/cgrect/applying(_:)
    public func applying(_ t: CGAffineTransform) -> CGRect {
        let corners = [
            CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY),
            CGPoint(x: maxX, y: maxY),
        ].map { $0.applying(t) }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let minimumX = xs.min() ?? 0
        let minimumY = ys.min() ?? 0
        return CGRect(x: minimumX, y: minimumY, width: (xs.max() ?? 0) - minimumX, height: (ys.max() ?? 0) - minimumY)
    }
}
