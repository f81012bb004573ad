/// An object that manages image-based content and allows you to perform animations (Core Animation).
/// https://developer.apple.com/documentation/quartzcore/calayer — what a view's look is made of, with
/// the documented defaults; the host reads it (`ViewLook`), nothing draws it.
@preconcurrency @MainActor
open class CALayer: NSObject {
    /// https://developer.apple.com/documentation/quartzcore/calayer/cornerradius (default 0)
    open var cornerRadius: CGFloat = 0
    /// https://developer.apple.com/documentation/quartzcore/calayer/maskedcorners (iOS 11; default all four)
    open var maskedCorners: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    /// https://developer.apple.com/documentation/quartzcore/calayer/cornercurve (iOS 13; default circular)
    open var cornerCurve = CALayerCornerCurve.circular
    /// https://developer.apple.com/documentation/quartzcore/calayer/maskstobounds (default false)
    open var masksToBounds = false
    /// https://developer.apple.com/documentation/quartzcore/calayer/borderwidth (default 0)
    open var borderWidth: CGFloat = 0
    /// https://developer.apple.com/documentation/quartzcore/calayer/bordercolor (default opaque black)
    open var borderColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// https://developer.apple.com/documentation/quartzcore/calayer/backgroundcolor (default nil; a view's
    /// `backgroundColor` is kept by the view, resolved for its traits)
    open var backgroundColor: CGColor?
    /// https://developer.apple.com/documentation/quartzcore/calayer/shadowcolor (default opaque black)
    open var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// https://developer.apple.com/documentation/quartzcore/calayer/shadowoffset (default (0, -3))
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// https://developer.apple.com/documentation/quartzcore/calayer/shadowradius (default 3)
    open var shadowRadius: CGFloat = 3
    /// https://developer.apple.com/documentation/quartzcore/calayer/shadowopacity (default 0)
    open var shadowOpacity: Float = 0
    /// https://developer.apple.com/documentation/quartzcore/calayer/shadowpath
    open var shadowPath: CGPath?
    /// https://developer.apple.com/documentation/quartzcore/calayer/opacity (default 1)
    open var opacity: Float = 1
    /// https://developer.apple.com/documentation/quartzcore/calayer/ishidden
    open var isHidden = false
    /// https://developer.apple.com/documentation/quartzcore/calayer/zposition
    open var zPosition: CGFloat = 0
    /// https://developer.apple.com/documentation/quartzcore/calayer/contents (an image's `cgImage`, kept)
    open var contents: Any?
    /// https://developer.apple.com/documentation/quartzcore/calayer/name
    open var name: String?
    /// https://developer.apple.com/documentation/quartzcore/calayer/frame
    open var frame = CGRect.zero
    /// https://developer.apple.com/documentation/quartzcore/calayer/bounds
    open var bounds = CGRect.zero
    /// https://developer.apple.com/documentation/quartzcore/calayer/sublayers
    open var sublayers: [CALayer]?
    /// https://developer.apple.com/documentation/quartzcore/calayer/superlayer
    open private(set) weak var superlayer: CALayer?

    /// https://developer.apple.com/documentation/quartzcore/calayer/init()
    override public init() {
        super.init()
    }

    /// https://developer.apple.com/documentation/quartzcore/calayer/addsublayer(_:)
    open func addSublayer(_ layer: CALayer) {
        layer.removeFromSuperlayer()
        sublayers = (sublayers ?? []) + [layer]
        layer.superlayer = self
    }

    /// https://developer.apple.com/documentation/quartzcore/calayer/insertsublayer(_:at:)
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        layer.removeFromSuperlayer()
        var layers = sublayers ?? []
        layers.insert(layer, at: min(Int(index), layers.count))
        sublayers = layers
        layer.superlayer = self
    }

    /// https://developer.apple.com/documentation/quartzcore/calayer/removefromsuperlayer()
    open func removeFromSuperlayer() {
        superlayer?.sublayers?.removeAll { $0 === self }
        superlayer = nil
    }

    /// https://developer.apple.com/documentation/quartzcore/calayer/setneedslayout()
    open func setNeedsLayout() {}

    /// https://developer.apple.com/documentation/quartzcore/calayer/setneedsdisplay()
    open func setNeedsDisplay() {}
}

/// A mask for the corners a layer's `cornerRadius` rounds.
/// https://developer.apple.com/documentation/quartzcore/cacornermask (iOS 11)
public struct CACornerMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// https://developer.apple.com/documentation/quartzcore/calayercornercurve (iOS 13)
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
