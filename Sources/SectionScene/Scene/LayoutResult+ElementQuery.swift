import SectionLayout

extension LayoutResult: ElementQuery {
    /// The style of the section's background element.
    public func backgroundStyle(ofSection section: Int) -> BackgroundStyle? {
        attributes(kind: .background, section: section)?.style
    }
}
