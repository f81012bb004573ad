/// An object that manages the content for a rectangular area on the screen.
/// https://developer.apple.com/documentation/uikit/uiview — frame, bounds, hierarchy, look (its layer),
/// margins, safe area and traits; nothing is drawn, and Auto Layout is not there (views keep the frames
/// code gives them). A view's traits and safe area come from the device the host puts its hierarchy on.
@preconcurrency @MainActor
open class UIView: UIResponder, UITraitEnvironment {
    private var origin = CGPoint.zero
    private var boundsValue = CGRect.zero

    /// https://developer.apple.com/documentation/uikit/uiview/frame
    open var frame: CGRect {
        get { CGRect(origin: origin, size: bounds.size) }
        set {
            origin = newValue.origin
            bounds = CGRect(origin: bounds.origin, size: newValue.size)
        }
    }
    /// https://developer.apple.com/documentation/uikit/uiview/bounds
    open var bounds: CGRect {
        get { boundsValue }
        set {
            let oldSize = boundsValue.size
            boundsValue = newValue
            layer.bounds = newValue
            if newValue.size != oldSize { resizeSubviews(from: oldSize) }
        }
    }
    /// https://developer.apple.com/documentation/uikit/uiview/center
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { origin = CGPoint(x: newValue.x - bounds.width / 2, y: newValue.y - bounds.height / 2) }
    }
    /// https://developer.apple.com/documentation/uikit/uiview/transform (kept; frames are not transformed)
    open var transform = CGAffineTransform.identity
    /// https://developer.apple.com/documentation/uikit/uiview/alpha (default 1)
    open var alpha: CGFloat = 1
    /// https://developer.apple.com/documentation/uikit/uiview/ishidden
    open var isHidden = false
    /// https://developer.apple.com/documentation/uikit/uiview/isopaque
    open var isOpaque = true
    /// https://developer.apple.com/documentation/uikit/uiview/tag
    open var tag = 0
    /// https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled
    open var isUserInteractionEnabled = true
    /// https://developer.apple.com/documentation/uikit/uiview/backgroundcolor (kept as given: a dynamic
    /// colour resolves for the view's traits when read)
    open var backgroundColor: UIColor?
    /// https://developer.apple.com/documentation/uikit/uiview/tintcolor
    open var tintColor: UIColor! = .systemBlue
    /// https://developer.apple.com/documentation/uikit/uiview/layer
    public let layer = CALayer()
    /// https://developer.apple.com/documentation/uikit/uiview/clipstobounds
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.property: subviews
    /// follow their superview's size changes by it.
    open var autoresizingMask: AutoresizingMask = []
    /// https://developer.apple.com/documentation/uikit/uiview/autoresizessubviews (default true)
    open var autoresizesSubviews = true
    /// https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints
    /// (kept; there are no constraints here)
    open var translatesAutoresizingMaskIntoConstraints = true
    /// https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.property
    open var contentMode = ContentMode.scaleToFill

    /// https://developer.apple.com/documentation/uikit/uiview/subviews
    open private(set) var subviews: [UIView] = []
    /// https://developer.apple.com/documentation/uikit/uiview/superview
    open private(set) weak var superview: UIView?
    /// The view controller whose root view this is (what UIKit's responder chain knows).
    weak var owningViewController: UIViewController?

    /// The default spacing to use when laying out content in the view: "normally 8 points on each
    /// side". https://developer.apple.com/documentation/uikit/uiview/layoutmargins — settable; the host
    /// sets a collection view's to the request's `layoutMargins` when it gives some.
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
        didSet { layoutMarginsDidChange() }
    }
    /// The margins with leading and trailing resolved by the view's direction.
    /// https://developer.apple.com/documentation/uikit/uiview/directionallayoutmargins (iOS 11)
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
            return NSDirectionalEdgeInsets(
                top: layoutMargins.top, leading: rightToLeft ? layoutMargins.right : layoutMargins.left,
                bottom: layoutMargins.bottom, trailing: rightToLeft ? layoutMargins.left : layoutMargins.right)
        }
        set {
            let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
            layoutMargins = UIEdgeInsets(
                top: newValue.top, left: rightToLeft ? newValue.trailing : newValue.leading,
                bottom: newValue.bottom, right: rightToLeft ? newValue.leading : newValue.trailing)
        }
    }
    /// https://developer.apple.com/documentation/uikit/uiview/preservessuperviewlayoutmargins (kept)
    open var preservesSuperviewLayoutMargins = false
    /// https://developer.apple.com/documentation/uikit/uiview/insetslayoutmarginsfromsafearea (kept)
    open var insetsLayoutMarginsFromSafeArea = true

    /// The insets that you use to determine the safe area for this view (read-only, as in UIKit): what
    /// the device the host puts the view on gives it, zero off a device ("if the view is not currently
    /// installed in a view hierarchy, or is not yet visible onscreen, the edge insets in this property
    /// are 0"). https://developer.apple.com/documentation/uikit/uiview/safeareainsets
    open var safeAreaInsets: UIEdgeInsets { deviceSafeAreaInsets }

    /// **Not UIKit API**: the safe area the device around the view gives it, set by the host
    /// (`HostScene`). Setting it calls `safeAreaInsetsDidChange()` and, for a view controller's root
    /// view, `viewSafeAreaInsetsDidChange()`, as UIKit does when the safe area changes.
    var deviceSafeAreaInsets = UIEdgeInsets.zero {
        didSet {
            guard deviceSafeAreaInsets != oldValue else { return }
            safeAreaInsetsDidChange()
            owningViewController?.viewSafeAreaInsetsDidChange()
        }
    }

    /// https://developer.apple.com/documentation/uikit/uiview/semanticcontentattribute (iOS 9)
    open var semanticContentAttribute = UISemanticContentAttribute.unspecified
    /// Right to left when `semanticContentAttribute` forces it or, unless forced left to right, when the
    /// traits' layout direction is. https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection (iOS 10)
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceRightToLeft: return .rightToLeft
        case .forceLeftToRight: return .leftToRight
        default: return traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        }
    }
    /// The user interface style adopted by the view and all of its subviews.
    /// https://developer.apple.com/documentation/uikit/uiview/overrideuserinterfacestyle (iOS 13)
    open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified {
        didSet { if overrideUserInterfaceStyle != oldValue { traitsChanged(from: traitCollection(overriding: oldValue)) } }
    }

    /// The traits of the device the view is on, with the nearest `overrideUserInterfaceStyle` of the view,
    /// its superviews and their view controllers. https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
    open var traitCollection: UITraitCollection { traitCollection(overriding: overrideUserInterfaceStyle) }

    /// Initializes and returns a newly allocated view object with the specified frame rectangle.
    /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public init(frame: CGRect) {
        super.init()
        self.frame = frame
    }

    /// https://developer.apple.com/documentation/uikit/uiview/init(coder:) — what a nib's views are made
    /// with (`UINib` registrations): a view of zero size until its frame is set.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// A view with a zero frame (Objective-C's `-init`, as `UIView()` is written in Swift).
    override public convenience init() {
        self.init(frame: .zero)
    }

    /// https://developer.apple.com/documentation/uikit/uiresponder/next — the superview, or the view
    /// controller whose root view this is.
    override open var next: UIResponder? { owningViewController ?? superview }

    /// https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:at:)
    open func insertSubview(_ view: UIView, at index: Int) {
        let previous = view.traitCollection
        if view.superview === self, let current = subviews.firstIndex(of: view) {
            subviews.remove(at: current)
        } else {
            view.removeFromSuperview()
        }
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        view.traitsChanged(from: previous)
        didAddSubview(view)
    }

    /// https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
    open func removeFromSuperview() {
        guard let superview else { return }
        superview.willRemoveSubview(self)
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
    }

    /// https://developer.apple.com/documentation/uikit/uiview/bringsubviewtofront(_:)
    open func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(of: view) else { return }
        subviews.append(subviews.remove(at: index))
    }

    /// https://developer.apple.com/documentation/uikit/uiview/sendsubviewtoback(_:)
    open func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(of: view) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
    }

    /// https://developer.apple.com/documentation/uikit/uiview/viewwithtag(_:)
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// https://developer.apple.com/documentation/uikit/uiview/isdescendant(of:)
    open func isDescendant(of view: UIView) -> Bool {
        self === view || (superview?.isDescendant(of: view) ?? false)
    }

    /// https://developer.apple.com/documentation/uikit/uiview/didaddsubview(_:)
    open func didAddSubview(_ subview: UIView) {}
    /// https://developer.apple.com/documentation/uikit/uiview/willremovesubview(_:)
    open func willRemoveSubview(_ subview: UIView) {}
    /// https://developer.apple.com/documentation/uikit/uiview/setneedslayout()
    open func setNeedsLayout() {}
    /// https://developer.apple.com/documentation/uikit/uiview/setneedsdisplay()
    open func setNeedsDisplay() {}
    /// https://developer.apple.com/documentation/uikit/uiview/layoutifneeded() — here the host's layout
    /// pass calls `layoutSubviews()` itself, once for each view it makes.
    open func layoutIfNeeded() {}
    /// https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()
    open func layoutSubviews() {}
    /// https://developer.apple.com/documentation/uikit/uiview/safeareainsetsdidchange()
    open func safeAreaInsetsDidChange() {}
    /// https://developer.apple.com/documentation/uikit/uiview/layoutmarginsdidchange()
    open func layoutMarginsDidChange() {}
    /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollectiondidchange(_:)
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// https://developer.apple.com/documentation/uikit/uiview/sizethatfits(_:) — the view's own size (no
    /// intrinsic content is measured here).
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    /// https://developer.apple.com/documentation/uikit/uiview/sizetofit()
    open func sizeToFit() { frame.size = sizeThatFits(bounds.size) }

    /// Runs `animations` at once, then `completion(true)`: nothing animates here.
    /// https://developer.apple.com/documentation/uikit/uiview/animate(withduration:animations:completion:)
    open class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }

    /// https://developer.apple.com/documentation/uikit/uiview/animate(withduration:animations:)
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animations()
    }

    /// https://developer.apple.com/documentation/uikit/uiview/performwithoutanimation(_:)
    open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        actionsWithoutAnimation()
    }
}
