/// One laid-out section: its band, its other elements, its background style and its item store.
struct SectionEntry: Sendable, Equatable {
    /// The section's frame: its full extent along the scroll axis (header to footer) across the
    /// container's full cross extent.
    var frame: Rect
    /// The section's elements other than cells (background, header, footer), in query order
    /// (`SupplementaryElement.followsCells` says which come after the cells).
    var supplementaries: SupplementaryList
    /// How the section's background looks (`nil` without one).
    var backgroundStyle: BackgroundStyle?
    /// The items.
    var items: ItemStore
    /// Main-axis start of everything the section draws (may precede `frame` with negative insets/margins).
    var inkStart: Double
    /// Main-axis end of everything the section draws.
    var inkEnd: Double
    /// The row of an orthogonally scrolling section (compositional layout), `nil` for other sections.
    var orthogonalRow: OrthogonalRow? = nil
}
