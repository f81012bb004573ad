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
