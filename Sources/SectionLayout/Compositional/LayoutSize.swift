/// The width and height of a compositional-layout element, like `NSCollectionLayoutSize`.
public struct LayoutSize: Hashable, Sendable {
    /// The width (`widthDimension`).
    public var width: LayoutDimension
    /// The height (`heightDimension`).
    public var height: LayoutDimension

    /// Creates a size from its two dimensions.
    public init(width: LayoutDimension, height: LayoutDimension) {
        self.width = width
        self.height = height
    }

    /// The size in points in a container of effective size `container` (each extent finite and ≥ 0).
    public func resolved(in container: Size) -> Size {
        Size(width: width.resolved(in: container), height: height.resolved(in: container))
    }

    /// The size mirrored across the main diagonal: width ⇄ height, each dimension transposed.
    public var transposed: LayoutSize { LayoutSize(width: height.transposed, height: width.transposed) }
}
