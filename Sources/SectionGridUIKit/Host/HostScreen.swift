import SectionGridHostProtocol
internal import SectionLayout

/// The device a request puts the entry on: the screen's bounds (the viewport) and scale, the traits
/// every view and view controller inherits, and the safe area around the root view.
@MainActor
struct HostScreen {
    var bounds: CGRect
    /// `UIScreen.scale`: the request's screen scale, 1 when it gives none.
    var scale: CGFloat
    var traitCollection: UITraitCollection
    var safeArea: UIEdgeInsets

    /// The device of the request being answered (a screen of zero size, unspecified traits, before the
    /// first).
    static var current = HostScreen(bounds: .zero, scale: 1, traitCollection: UITraitCollection(), safeArea: .zero)

    init(bounds: CGRect, scale: CGFloat, traitCollection: UITraitCollection, safeArea: UIEdgeInsets) {
        self.bounds = bounds
        self.scale = scale
        self.traitCollection = traitCollection
        self.safeArea = safeArea
    }

    /// The device `request` describes. Size classes follow the viewport, as on iPhones and iPads (Apple's
    /// Human Interface Guidelines, "Layout" → size classes): a height under 500 pt is compact (a phone
    /// on its side), a width is regular from 700 pt on a tall screen (an iPad) or from 900 pt on a short
    /// one (the large iPhones on their side); the idiom is a pad from 600 pt on the shorter side.
    init(_ request: HostRequest) {
        let width = request.viewport.width
        let height = request.viewport.height
        let regularWidth = height >= 500 ? width >= 700 : width >= 900
        bounds = CGRect(x: 0, y: 0, width: width, height: height)
        scale = CGFloat(request.screenScale ?? 1)
        traitCollection = UITraitCollection(
            displayScale: CGFloat(request.screenScale ?? 0),
            userInterfaceStyle: request.appearance == .dark ? .dark : .light,
            layoutDirection: request.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
            horizontalSizeClass: regularWidth ? .regular : .compact, verticalSizeClass: height >= 500 ? .regular : .compact,
            userInterfaceIdiom: min(width, height) >= 600 ? .pad : .phone, preferredContentSizeCategory: .large)
        let safeArea = request.safeArea
        self.safeArea = UIEdgeInsets(top: safeArea.top, left: safeArea.left, bottom: safeArea.bottom, right: safeArea.right)
    }
}
