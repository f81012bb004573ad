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
    /// bounds minus the content inset).
    public func layout(in environment: LayoutEnvironment) -> LayoutResult {
        layout(in: environment.container)
    }
}

extension CompositionalLayout {
    /// Lays the sections out in the collection view `environment` describes: in its container (the
    /// bounds minus the content inset), paging rows by its bounds.
    public func layout(in environment: LayoutEnvironment) -> LayoutResult {
        layout(in: environment.container, bounds: environment.bounds)
    }
}
