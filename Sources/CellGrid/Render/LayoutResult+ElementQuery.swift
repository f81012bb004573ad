import SectionLayout

extension LayoutResult: ElementQuery {
    /// `forEachElement(in:orthogonalOffsets:while:)`.
    public func visitElements(in rect: Rect, orthogonalOffsets: [Int: Double],
                              _ body: (LayoutAttributes) -> Bool) {
        forEachElement(in: rect, orthogonalOffsets: orthogonalOffsets, while: body)
    }

    /// The style of the section's background element.
    public func backgroundStyle(ofSection section: Int) -> BackgroundStyle? {
        attributes(kind: .background, section: section)?.style
    }
}
