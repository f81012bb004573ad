/// Where a compositional section's insets are measured from: its content insets from its
/// `contentInsetsReference` (the layout's when `automatic`), its boundary items from its
/// `supplementaryContentInsetsReference`.
extension CompositionalSectionBuilder {
    /// The reference a section's content insets are measured from: its own, or the layout's when it is
    /// `automatic` (and the safe area when that is `automatic` too).
    func contentReference(of section: borrowing LayoutSection) -> ContentInsetsReference {
        section.contentInsetsReference == .automatic ? layoutReference : section.contentInsetsReference
    }

    /// The section's content insets as physical insets from the container's edges: its own, plus the
    /// edges its reference stands for across the scroll axis.
    func contentInsets(of section: borrowing LayoutSection) -> EdgeInsets {
        let insets = section.contentInsets.sanitized
        let reference = references.insets(for: contentReference(of: section))
        return reference == .zero ? insets : reference.added(to: insets, across: axis)
    }

    /// How the section's boundary items are sized and placed: against the section's effective size and
    /// between its content insets (`automatic`), against the container across its full extent (`none`),
    /// or against the container inside the edges the reference stands for (`safeArea`, `layoutMargins`,
    /// `readableContent`).
    func boundaryLayout(of section: borrowing LayoutSection, insets: EdgeInsets, available: Size) -> BoundaryLayout {
        let crossExtent = container.cross(axis)
        switch section.supplementaryContentInsetsReference {
        case .automatic:
            return BoundaryLayout(
                axis: axis, sizingContainer: available, crossStart: insets.crossLeading(axis),
                crossLength: available.cross(axis), pixelScale: pixelScale)
        case .none:
            return BoundaryLayout(
                axis: axis, sizingContainer: container, crossStart: 0, crossLength: crossExtent,
                pixelScale: pixelScale)
        case let reference:
            let edges = references.insets(for: reference)
            let length = Swift.max(0, crossExtent - edges.total)
            return BoundaryLayout(
                axis: axis, sizingContainer: Size(main: container.main(axis), cross: length, axis: axis),
                crossStart: edges.leading, crossLength: length, pixelScale: pixelScale)
        }
    }
}
