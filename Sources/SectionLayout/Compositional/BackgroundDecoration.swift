/// A section background decoration item, like `NSCollectionLayoutDecorationItem.background(elementKind:)`.
///
/// It covers the section's whole frame — the container's full cross extent, from the start of the header
/// to the end of the footer, content insets included — shrunk by `contentInsets` (negative values grow
/// it); a background left with no area is not emitted. A section without items still gets one (its
/// frame keeps the content insets, header and footer). It sits below the cells (`ElementKind.background`).
public struct BackgroundDecoration: Hashable, Sendable {
    /// Space between the section's frame and the background.
    public var contentInsets: DirectionalEdgeInsets
    /// How it looks (the decoration view's appearance).
    public var style: BackgroundStyle

    /// Creates a background decoration.
    public init(contentInsets: DirectionalEdgeInsets = .zero, style: BackgroundStyle = BackgroundStyle()) {
        self.contentInsets = contentInsets
        self.style = style
    }
}
