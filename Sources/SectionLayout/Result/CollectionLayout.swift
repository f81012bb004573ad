/// A layout engine: anything that lays sections out in a container and answers with a `LayoutResult`
/// (`FlowLayout`, `CompositionalLayout`).
public protocol CollectionLayout: Sendable {
    /// The scroll direction.
    var scrollDirection: Axis { get }
    /// Lays the sections out in a container of the given size (the viewport minus its content inset).
    func layout(in container: Size) -> LayoutResult
}

extension CollectionLayout {
    /// Lays the sections out in a collection view of `viewport` bounds with `contentInset`; the
    /// container is the viewport minus the inset.
    public func layout(viewport: Size, contentInset: EdgeInsets = .zero) -> LayoutResult {
        layout(in: Size(width: viewport.width - contentInset.horizontal,
                        height: viewport.height - contentInset.vertical))
    }
}
