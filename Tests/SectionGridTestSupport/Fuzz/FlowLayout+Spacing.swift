import SectionLayout

extension FlowLayout {
    /// True when no spacing or section inset, layout-wide or a section's own, is negative.
    var hasNonNegativeSpacingAndInsets: Bool {
        func fine(_ insets: EdgeInsets?) -> Bool { insets.map { min($0.top, $0.left, $0.bottom, $0.right) >= 0 } ?? true }
        return minimumLineSpacing >= 0 && minimumInteritemSpacing >= 0 && fine(sectionInset)
            && sections.allSatisfy { section in
                (section.minimumLineSpacing ?? 0) >= 0 && (section.minimumInteritemSpacing ?? 0) >= 0
                    && fine(section.sectionInset)
            }
    }
}
