/// An abstract interface for responding to and handling events.
/// https://developer.apple.com/documentation/uikit/uiresponder
@MainActor
open class UIResponder: NSObject {}

/// The iOS interface environment for your app, defined by traits such as horizontal and vertical size
/// class, display scale, and user interface idiom.
/// https://developer.apple.com/documentation/uikit/uitraitcollection — one appearance here.
@MainActor
open class UITraitCollection: NSObject {
    /// The display scale of the trait collection: 0.0 when unspecified ("the default value is 0.0").
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/displayscale
    open private(set) var displayScale: CGFloat = 0

    override public init() {
        super.init()
    }

    /// Creates a trait collection that contains only a specified display scale.
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/init(displayscale:)
    public convenience init(displayScale scale: CGFloat) {
        self.init()
        displayScale = scale
    }

    /// Returns a Boolean value that indicates whether changing between the specified and current trait
    /// collections would affect color values.
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/hasdifferentcolorappearance(comparedto:)
    open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool { false }
}

/// An object that manages the content for a rectangular area on the screen.
/// https://developer.apple.com/documentation/uikit/uiview
@MainActor
open class UIView: UIResponder {
    /// Options for automatic view resizing.
    /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexiblewidth
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexibleheight
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    }

    /// The insets that you use to determine the safe area for this view (read-only, as in UIKit): zero
    /// unless the test harness puts the view on a device (`deviceSafeAreaInsets`), as for a view that
    /// is not on a screen ("if the view is not currently installed in a view hierarchy, or is not yet
    /// visible onscreen, the edge insets in this property are 0").
    /// https://developer.apple.com/documentation/uikit/uiview/safeareainsets
    open var safeAreaInsets: UIEdgeInsets { deviceSafeAreaInsets }

    /// **Not UIKit API**: the test harness's hook standing for the device and window around the view,
    /// which give a view its safe area on iOS. Internal to this test module (the driver reaches it with
    /// `@testable import UIKit`; the generated files cannot). Setting it calls `safeAreaInsetsDidChange()`
    /// and, for a view controller's root view, `viewSafeAreaInsetsDidChange()`, as UIKit does when the
    /// safe area changes.
    var deviceSafeAreaInsets = UIEdgeInsets.zero {
        didSet {
            safeAreaInsetsDidChange()
            owningViewController?.viewSafeAreaInsetsDidChange()
        }
    }

    /// The view controller whose root view this is (what UIKit's responder chain knows).
    weak var owningViewController: UIViewController?

    /// Called when the safe area of the view changes.
    /// https://developer.apple.com/documentation/uikit/uiview/safeareainsetsdidchange()
    open func safeAreaInsetsDidChange() {}

    /// The default spacing to use when laying out content in the view: "normally 8 points on each side".
    /// Settable, as in UIKit; reported as set (on iOS a view controller's root view also keeps the
    /// system minimum margins and, with `insetsLayoutMarginsFromSafeArea`, the safe area: a spec's
    /// `layoutMargins` are those final values, which the test harness sets).
    /// https://developer.apple.com/documentation/uikit/uiview/1622566-layoutmargins
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

    /// Options to specify how a view adjusts its content when its size changes.
    /// https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill
    }

    /// https://developer.apple.com/documentation/uikit/uiview/frame
    open var frame: CGRect {
        get { CGRect(origin: origin, size: bounds.size) }
        set {
            origin = newValue.origin
            bounds = CGRect(origin: bounds.origin, size: newValue.size)
        }
    }
    private var origin = CGPoint.zero
    /// https://developer.apple.com/documentation/uikit/uiview/bounds
    open var bounds = CGRect.zero
    /// https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
    open var backgroundColor: UIColor?
    /// https://developer.apple.com/documentation/uikit/uiview/layer
    public let layer = CALayer()
    /// https://developer.apple.com/documentation/uikit/uiview/clipstobounds
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.property
    open var autoresizingMask: AutoresizingMask = []
    /// https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.property
    open var contentMode = ContentMode.scaleToFill
    /// https://developer.apple.com/documentation/uikit/uiview/subviews
    open private(set) var subviews: [UIView] = []
    /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection — read-only
    /// in UIKit, where the screen gives it; here the test harness sets it (internal, not UIKit API) to
    /// give the view a display scale.
    open internal(set) var traitCollection = UITraitCollection()
    /// A semantic description of the view's contents, used to determine whether the view should be
    /// flipped when switching between left-to-right and right-to-left layouts.
    /// https://developer.apple.com/documentation/uikit/uiview/semanticcontentattribute (iOS 9)
    open var semanticContentAttribute = UISemanticContentAttribute.unspecified
    /// The user interface layout direction appropriate for arranging the immediate content of this view.
    /// https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection (iOS 10).
    /// Here: right to left exactly when `semanticContentAttribute` forces it (no app language is right
    /// to left on Linux).
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        semanticContentAttribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }
    /// The user interface style adopted by the view and all of its subviews.
    /// https://developer.apple.com/documentation/uikit/uiview/overrideuserinterfacestyle (iOS 13)
    open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified

    /// Initializes and returns a newly allocated view object with the specified frame rectangle.
    /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public init(frame: CGRect) {
        super.init()
        self.frame = frame
    }

    /// https://developer.apple.com/documentation/uikit/uiview/init(coder:)
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
    open func addSubview(_ view: UIView) { subviews.append(view) }

    /// https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()
    open func layoutIfNeeded() {}

    /// https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()
    open func layoutSubviews() {}

    /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollectiondidchange(_:)
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}

/// An object that manages image data in your app.
/// https://developer.apple.com/documentation/uikit/uiimage — here every name finds an image.
open class UIImage: NSObject {
    /// The name it was found by.
    public let name: String

    /// Creates an image object using the named image asset.
    /// https://developer.apple.com/documentation/uikit/uiimage/init(named:)
    public init?(named name: String) {
        self.name = name
    }
}

/// An object that displays a single image or a sequence of animated images in your interface.
/// https://developer.apple.com/documentation/uikit/uiimageview
@MainActor
open class UIImageView: UIView {
    /// https://developer.apple.com/documentation/uikit/uiimageview/image
    open var image: UIImage?

    /// https://developer.apple.com/documentation/uikit/uiimageview/init(image:)
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: .zero)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}


/// A semantic description of a view's contents.
/// https://developer.apple.com/documentation/uikit/uisemanticcontentattribute (iOS 9)
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified = 0, playback, spatial, forceLeftToRight, forceRightToLeft
}

/// Specifies the directional flow of the user interface.
/// https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0, rightToLeft
}

/// Constants that indicate the interface style for the app.
/// https://developer.apple.com/documentation/uikit/uiuserinterfacestyle (iOS 12)
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0, light, dark
}
