/// A layout engine: anything that lays sections out in a container and answers with a `LayoutResult`
/// (`FlowLayout`, `CompositionalLayout`).
///
/// The container is what the sections are laid out in: a collection view's bounds minus its content
/// inset (`bounds.inset(by: contentInset)`), as UIKit's layouts measure it.
public protocol CollectionLayout: Sendable {
    /// The scroll direction.
    var scrollDirection: Axis { get }
    /// Lays the sections out in a container of the given size (the viewport minus its content inset).
    func layout(in container: Size) -> LayoutResult
}

extension FlowLayout {
    /// Lays the sections out in the collection view `environment` describes: in its container (the
    /// bounds minus the adjusted content inset: the content inset, plus the safe area along the scroll
    /// axis), the section insets measured across the scroll axis from `sectionInsetReference`. Frames
    /// are not rounded to the screen's pixels: UIKit documents no rounding for the flow layout (see
    /// docs/devices.md, "Screen scale").
    ///
    /// Right to left, the layout is computed left to right (with the physical insets' sides swapped)
    /// and its frames mirrored across the content's width, as UIKit's flow layout is shown: its
    /// `flipsHorizontallyInOppositeLayoutDirection` is true (see `LayoutResult.mirroredHorizontally()`).
    public func layout(in environment: LayoutEnvironment) -> LayoutResult {
        guard environment.layoutDirection == .leftToRight else {
            return layout(in: environment.mirroredForLeftToRight).mirroredHorizontally()
        }
        return layout(
            in: environment.container(scrollDirection: scrollDirection),
            reference: sectionInsetReference.reference(in: environment, scrollDirection: scrollDirection))
    }
}

extension CompositionalLayout {
    /// Lays the sections out in the collection view `environment` describes: in its container (the
    /// bounds minus the adjusted content inset), paging rows by its bounds, each section's content insets
    /// measured from its `contentInsetsReference` (the safe area by default), and every frame rounded to
    /// the screen's pixels when it has a `screenScale`.
    ///
    /// Right to left, leading and trailing resolve to the right and left — content insets, alignments,
    /// anchors, and orthogonal rows, which start at the right. The engine is symmetric under reflection,
    /// so this is the left-to-right layout of the environment with its physical insets' sides swapped,
    /// mirrored across the content's width: the mirrored table tests (`CompositionalRightToLeftTests`)
    /// check concrete frames of every case, asymmetric insets and scrolled rows included.
    public func layout(in environment: LayoutEnvironment) -> LayoutResult {
        guard environment.layoutDirection == .leftToRight else {
            return layout(in: environment.mirroredForLeftToRight).mirroredHorizontally()
        }
        return layout(
            in: environment.container(scrollDirection: scrollDirection), bounds: environment.bounds,
            references: InsetReferences(environment, scrollDirection: scrollDirection),
            pixelScale: PixelScale(environment.screenScale))
    }
}
