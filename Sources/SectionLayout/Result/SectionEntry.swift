/// One laid-out section: its band, supplementary frames, background and item store.
struct SectionEntry: Sendable, Equatable {
    /// The section's frame: its full extent along the scroll axis (header to footer) across the
    /// container's full cross extent.
    var frame: Rect
    /// The header's frame, when the section has one.
    var header: Rect?
    /// The footer's frame, when the section has one.
    var footer: Rect?
    /// The background's frame, when the section has one.
    var background: Rect?
    /// How the background looks.
    var backgroundStyle: BackgroundStyle
    /// The items.
    var items: ItemStore
    /// Main-axis start of everything the section draws (may precede `frame` with negative insets/margins).
    var inkStart: Double
    /// Main-axis end of everything the section draws.
    var inkEnd: Double
    /// The row of an orthogonally scrolling section (compositional layout), `nil` for other sections.
    var orthogonalRow: OrthogonalRow? = nil
}
