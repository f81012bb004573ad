/// One laid-out section: its band, its other elements, its background style and its item store.
struct SectionEntry: Sendable, Equatable {
    /// The section's frame: its full extent along the scroll axis (header to footer) across the
    /// container's full cross extent.
    var frame: Rect
    /// The section's elements other than cells and badges (background, header, footer, other boundary
    /// items), in query order
    /// (`SupplementaryElement.followsCells` says which come after the cells).
    var supplementaries: SupplementaryList
    /// How the section's background looks (`nil` without one).
    var backgroundStyle: BackgroundStyle?
    /// The items (and a compositional section's badges, `items.badges`).
    var items: ItemStore
    /// The cells' stacking order: 0, or 1 in a compositional section with a background (UIKit promotes
    /// a section's other items above its background decoration). Small, in the padding after `items`.
    var cellZIndex: Int8 = 0
    /// Main-axis start of everything the section draws (may precede `frame` with negative insets/margins).
    var inkStart: Double
    /// Main-axis end of everything the section draws.
    var inkEnd: Double
    /// The row of an orthogonally scrolling section (compositional layout), `nil` for other sections.
    var orthogonalRow: OrthogonalRow? = nil

    /// The largest magnitude of an edge of anything the section holds (its frame, ink, supplementaries,
    /// items and badges), along either axis.
    var reach: Double {
        var farthest = Swift.max(frame.reach, Swift.max(abs(inkStart), abs(inkEnd)))
        supplementaries.forEach { element in
            farthest = Swift.max(farthest, element.frame.reach)
            return true
        }
        return Swift.max(farthest, items.reach)
    }
}
