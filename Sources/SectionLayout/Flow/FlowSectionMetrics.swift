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

    init(layout: FlowLayout, section: FlowSection) {
        itemSize = sanitized(section.itemSize ?? layout.itemSize)
        lineSpacing = finite(section.minimumLineSpacing ?? layout.minimumLineSpacing)
        interitemSpacing = finite(section.minimumInteritemSpacing ?? layout.minimumInteritemSpacing)
        let rawInset = section.sectionInset ?? layout.sectionInset
        inset = EdgeInsets(top: finite(rawInset.top), left: finite(rawInset.left),
                           bottom: finite(rawInset.bottom), right: finite(rawInset.right))
        headerSize = sanitized(section.headerReferenceSize ?? layout.headerReferenceSize)
        footerSize = sanitized(section.footerReferenceSize ?? layout.footerReferenceSize)
        background = section.background ?? layout.background
    }
}

/// `value`, or 0 when it is NaN or infinite.
func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }

/// A length: finite and not negative.
func sanitizedLength(_ value: Double) -> Double { value.isFinite ? Swift.max(0, value) : 0 }

/// A size with both extents made lengths.
func sanitized(_ size: Size) -> Size {
    Size(width: sanitizedLength(size.width), height: sanitizedLength(size.height))
}
