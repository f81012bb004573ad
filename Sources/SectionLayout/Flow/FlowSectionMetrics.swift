/// A section's metrics with overrides resolved and values made safe: non-finite numbers count as 0 and
/// lengths cannot be negative (spacings and insets may be, as in UIKit).
struct FlowSectionMetrics {
    var itemSize: Size
    var lineSpacing: Double
    var interitemSpacing: Double
    var inset: EdgeInsets
    var headerSize: Size
    var footerSize: Size
    var background: SectionBackground
}

extension FlowSectionMetrics {
    // Built through the memberwise initializer (declared in an extension, these keep it): values built
    // that way are moved, not copied and destroyed, which counts when it happens once per section.

    /// The layout-wide metrics (for sections without overrides).
    init(layout: FlowLayout) {
        self.init(
            itemSize: sanitized(layout.itemSize), lineSpacing: finite(layout.minimumLineSpacing),
            interitemSpacing: finite(layout.minimumInteritemSpacing), inset: finite(layout.sectionInset),
            headerSize: sanitized(layout.headerReferenceSize), footerSize: sanitized(layout.footerReferenceSize),
            background: layout.background)
    }

    /// These metrics with `section`'s overrides applied (made safe the same way).
    func overridden(by section: FlowSection) -> FlowSectionMetrics {
        FlowSectionMetrics(
            itemSize: section.itemSize.map(sanitized) ?? itemSize,
            lineSpacing: section.minimumLineSpacing.map(finite) ?? lineSpacing,
            interitemSpacing: section.minimumInteritemSpacing.map(finite) ?? interitemSpacing,
            inset: section.sectionInset.map(finite) ?? inset,
            headerSize: section.headerReferenceSize.map(sanitized) ?? headerSize,
            footerSize: section.footerReferenceSize.map(sanitized) ?? footerSize,
            background: section.background ?? background)
    }
}

/// `value`, or 0 when it is NaN or infinite.
func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }

/// Insets with each side made finite.
func finite(_ insets: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
        top: finite(insets.top), left: finite(insets.left), bottom: finite(insets.bottom),
        right: finite(insets.right))
}

/// A length: finite and not negative.
func sanitizedLength(_ value: Double) -> Double { value.isFinite ? Swift.max(0, value) : 0 }

/// A size with both extents made lengths.
func sanitized(_ size: Size) -> Size {
    Size(width: sanitizedLength(size.width), height: sanitizedLength(size.height))
}
