/// The collection view around a layout, as UIKit gives it to the layout: its bounds and content inset,
/// the safe area and layout margins, the screen's scale, and the writing direction.
///
/// One value, so that what the device contributes grows here rather than in every engine's signature.
/// `container` is what both engines measure against (the bounds minus the content inset).
public struct LayoutEnvironment: Hashable, Sendable {
    /// The collection view's bounds size (the viewport).
    public var bounds: Size
    /// The collection view's `contentInset`.
    public var contentInset: EdgeInsets
    /// The collection view's `safeAreaInsets` (zero: none).
    public var safeAreaInsets: EdgeInsets
    /// The collection view's `layoutMargins` (UIKit's default for a view is 8 on each side; zero here
    /// unless given, so a spec without device settings keeps its frames).
    public var layoutMargins: EdgeInsets
    /// The screen's scale (`UIScreen.scale`, 2 or 3 on current devices); `nil`: frames stay exact, not
    /// rounded to a pixel grid.
    public var screenScale: Double?
    /// The writing direction.
    public var layoutDirection: LayoutDirection

    /// Creates an environment; the defaults are those of a spec without device settings.
    public init(
        bounds: Size, contentInset: EdgeInsets = .zero, safeAreaInsets: EdgeInsets = .zero,
        layoutMargins: EdgeInsets = .zero, screenScale: Double? = nil,
        layoutDirection: LayoutDirection = .leftToRight
    ) {
        self.bounds = bounds
        self.contentInset = contentInset
        self.safeAreaInsets = safeAreaInsets
        self.layoutMargins = layoutMargins
        self.screenScale = screenScale
        self.layoutDirection = layoutDirection
    }

    /// What the sections are laid out in: the bounds minus the content inset.
    public var container: Size {
        Size(width: bounds.width - contentInset.horizontal, height: bounds.height - contentInset.vertical)
    }
}
