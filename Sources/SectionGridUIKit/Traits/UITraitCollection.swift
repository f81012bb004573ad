/// The iOS interface environment for your app, defined by traits such as horizontal and vertical size
/// class, display scale, and user interface idiom.
/// https://developer.apple.com/documentation/uikit/uitraitcollection — immutable, every trait
/// unspecified until given. Views and view controllers get theirs from the device the host puts them on
/// (`HostScreen`): its scale, appearance, writing direction, size classes and idiom, with their own
/// `overrideUserInterfaceStyle`.
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/displayscale — 0.0: unspecified.
    public let displayScale: CGFloat
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/userinterfacestyle (iOS 12)
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/layoutdirection
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/horizontalsizeclass
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/verticalsizeclass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/userinterfaceidiom
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/preferredcontentsizecategory
    public let preferredContentSizeCategory: UIContentSizeCategory

    init(
        displayScale: CGFloat = 0, userInterfaceStyle: UIUserInterfaceStyle = .unspecified,
        layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified,
        horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified, verticalSizeClass: UIUserInterfaceSizeClass = .unspecified,
        userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified,
        preferredContentSizeCategory: UIContentSizeCategory = .unspecified
    ) {
        self.displayScale = displayScale
        self.userInterfaceStyle = userInterfaceStyle
        self.layoutDirection = layoutDirection
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceIdiom = userInterfaceIdiom
        self.preferredContentSizeCategory = preferredContentSizeCategory
    }

    /// A trait collection with every trait unspecified.
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/init()
    override public convenience init() {
        self.init(displayScale: 0)
    }

    /// https://developer.apple.com/documentation/uikit/uitraitcollection/init(displayscale:)
    public convenience init(displayScale scale: CGFloat) {
        self.init(displayScale: scale, userInterfaceStyle: .unspecified)
    }

    /// https://developer.apple.com/documentation/uikit/uitraitcollection/init(userinterfacestyle:) (iOS 12)
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(displayScale: 0, userInterfaceStyle: userInterfaceStyle)
    }

    /// https://developer.apple.com/documentation/uikit/uitraitcollection/init(layoutdirection:)
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(displayScale: 0, layoutDirection: layoutDirection)
    }

    /// https://developer.apple.com/documentation/uikit/uitraitcollection/init(horizontalsizeclass:)
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(displayScale: 0, horizontalSizeClass: horizontalSizeClass)
    }

    /// https://developer.apple.com/documentation/uikit/uitraitcollection/init(verticalsizeclass:)
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(displayScale: 0, verticalSizeClass: verticalSizeClass)
    }

    /// https://developer.apple.com/documentation/uikit/uitraitcollection/init(userinterfaceidiom:)
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.init(displayScale: 0, userInterfaceIdiom: userInterfaceIdiom)
    }

    /// A trait collection of the specified traits of `traitCollections`, later ones winning.
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/init(traitsfrom:)
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        func last<Value: Equatable>(_ trait: (UITraitCollection) -> Value, unspecified: Value) -> Value {
            traitCollections.reversed().map(trait).first { $0 != unspecified } ?? unspecified
        }
        self.init(
            displayScale: last(\.displayScale, unspecified: 0),
            userInterfaceStyle: last(\.userInterfaceStyle, unspecified: .unspecified),
            layoutDirection: last(\.layoutDirection, unspecified: .unspecified),
            horizontalSizeClass: last(\.horizontalSizeClass, unspecified: .unspecified),
            verticalSizeClass: last(\.verticalSizeClass, unspecified: .unspecified),
            userInterfaceIdiom: last(\.userInterfaceIdiom, unspecified: .unspecified),
            preferredContentSizeCategory: last(\.preferredContentSizeCategory, unspecified: .unspecified))
    }

    nonisolated(unsafe) private static var currentCollection = UITraitCollection()

    /// The trait collection UIKit resolves dynamic colours with outside a view's own callbacks: here
    /// the device's, which the host sets for each request.
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/current (iOS 13)
    open class var current: UITraitCollection {
        get { currentCollection }
        set { currentCollection = newValue }
    }

    /// Runs `actions` with this collection as `current`.
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/performascurrent(_:) (iOS 13)
    open func performAsCurrent(_ actions: () -> Void) {
        let previous = UITraitCollection.current
        UITraitCollection.current = self
        actions()
        UITraitCollection.current = previous
    }

    /// Whether colours resolve differently for the two collections: their styles differ.
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/hasdifferentcolorappearance(comparedto:) (iOS 13)
    open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        userInterfaceStyle != (traitCollection?.userInterfaceStyle ?? .unspecified)
    }

    /// Whether every specified trait of `trait` has the same value here.
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/containstraits(in:)
    open func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return (trait.displayScale == 0 || trait.displayScale == displayScale)
            && (trait.userInterfaceStyle == .unspecified || trait.userInterfaceStyle == userInterfaceStyle)
            && (trait.layoutDirection == .unspecified || trait.layoutDirection == layoutDirection)
            && (trait.horizontalSizeClass == .unspecified || trait.horizontalSizeClass == horizontalSizeClass)
            && (trait.verticalSizeClass == .unspecified || trait.verticalSizeClass == verticalSizeClass)
            && (trait.userInterfaceIdiom == .unspecified || trait.userInterfaceIdiom == userInterfaceIdiom)
    }

    override open func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return containsTraits(in: other) && other.containsTraits(in: self)
            && preferredContentSizeCategory == other.preferredContentSizeCategory
    }

    override open var hash: Int { [Int(displayScale * 10), userInterfaceStyle.rawValue, layoutDirection.rawValue].hashValue }

    /// This collection with `style` (SectionGrid's, for views' `overrideUserInterfaceStyle`).
    func with(userInterfaceStyle style: UIUserInterfaceStyle) -> UITraitCollection {
        guard style != .unspecified, style != userInterfaceStyle else { return self }
        return UITraitCollection(
            displayScale: displayScale, userInterfaceStyle: style, layoutDirection: layoutDirection,
            horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass,
            userInterfaceIdiom: userInterfaceIdiom, preferredContentSizeCategory: preferredContentSizeCategory)
    }
}

/// A set of methods that makes the iOS interface environment available to your app.
/// https://developer.apple.com/documentation/uikit/uitraitenvironment
@preconcurrency @MainActor
public protocol UITraitEnvironment: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
    var traitCollection: UITraitCollection { get }
    /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollectiondidchange(_:)
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// Constants that indicate the interface style for the app.
/// https://developer.apple.com/documentation/uikit/uiuserinterfacestyle (iOS 12)
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0
    case light, dark
}

/// The layout direction of the trait environment.
/// https://developer.apple.com/documentation/uikit/uitraitenvironmentlayoutdirection
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1
    case leftToRight = 0
    case rightToLeft = 1
}

/// Constants that indicate the size class of a trait collection.
/// https://developer.apple.com/documentation/uikit/uiuserinterfacesizeclass
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0
    case compact, regular
}

/// The type of interface to use on the current device.
/// https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone = 0
    case pad, tv, carPlay
    case mac = 5
    case vision = 6
}

/// Constants that indicate the preferred size of your content.
/// https://developer.apple.com/documentation/uikit/uicontentsizecategory — the device's is `large` (the
/// default size) here.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
}
