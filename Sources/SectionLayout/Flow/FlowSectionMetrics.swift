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

    /// The layout-wide metrics (for sections without overrides).
    init(layout: FlowLayout) {
        itemSize = sanitized(layout.itemSize)
        lineSpacing = finite(layout.minimumLineSpacing)
        interitemSpacing = finite(layout.minimumInteritemSpacing)
        inset = finite(layout.sectionInset)
        headerSize = sanitized(layout.headerReferenceSize)
        footerSize = sanitized(layout.footerReferenceSize)
        background = layout.background
    }

    /// These metrics with `section`'s overrides applied (made safe the same way).
    func overridden(by section: FlowSection) -> FlowSectionMetrics {
        var result = self
        if let value = section.itemSize { result.itemSize = sanitized(value) }
        if let value = section.minimumLineSpacing { result.lineSpacing = finite(value) }
        if let value = section.minimumInteritemSpacing { result.interitemSpacing = finite(value) }
        if let value = section.sectionInset { result.inset = finite(value) }
        if let value = section.headerReferenceSize { result.headerSize = sanitized(value) }
        if let value = section.footerReferenceSize { result.footerSize = sanitized(value) }
        if let value = section.background { result.background = value }
        return result
    }
}

/// `value`, or 0 when it is NaN or infinite.
func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }

/// Insets with each side made finite.
func finite(_ insets: EdgeInsets) -> EdgeInsets {
    EdgeInsets(top: finite(insets.top), left: finite(insets.left), bottom: finite(insets.bottom),
               right: finite(insets.right))
}

/// A length: finite and not negative.
func sanitizedLength(_ value: Double) -> Double { value.isFinite ? Swift.max(0, value) : 0 }

/// A size with both extents made lengths.
func sanitized(_ size: Size) -> Size {
    Size(width: sanitizedLength(size.width), height: sanitizedLength(size.height))
}
