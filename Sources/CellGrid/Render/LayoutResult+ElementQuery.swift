import SectionLayout

extension LayoutResult: ElementQuery {
    /// `forEachElement(in:orthogonalOffsets:_:)`.
    public func visitElements(in rect: Rect, orthogonalOffsets: [Int: Double],
                              _ body: (LayoutAttributes) -> Void) {
        forEachElement(in: rect, orthogonalOffsets: orthogonalOffsets, body)
    }

    /// The style of the section's background element.
    public func backgroundStyle(ofSection section: Int) -> BackgroundStyle? {
        attributes(kind: .background, section: section)?.style
    }
}
