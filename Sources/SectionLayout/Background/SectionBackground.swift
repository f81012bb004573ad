/// Which area of a section a flow-layout background covers before header/footer inclusion and margin.
public enum BackgroundCover: String, Hashable, Sendable, CaseIterable {
    /// A band across the container's full cross extent, from the end of the header to the start of the
    /// footer: `sectionInset`'s leading and trailing space along the scroll axis plus all lines.
    case section
    /// The bounding box of all of the section's items.
    case items
    /// Nothing: no background (`"none"` in spec files). Not `none`, which would read as `nil` wherever
    /// a cover is optional (`BackgroundOverride(cover: .none)`).
    case nothing = "none"

    /// The next cover in the cycle section → items → nothing → section (the viewer's `t` key).
    public var next: BackgroundCover {
        switch self {
        case .section: return .items
        case .items: return .nothing
        case .nothing: return .section
        }
    }
}

/// One model for every hand-written section background (decoration view) in a flow layout.
///
/// The frame is computed in four steps: the `cover` area; extended over the header and/or footer
/// (`includeHeader`, `includeFooter`: the union with their frames); shrunk by `margin` on each side
/// (negative values grow it); dropped when it has no area left. Sections without items get a background
/// only when `coversEmptySections` is set, and then `items` covers as `section` does (there is nothing
/// to bound).
public struct SectionBackground: Hashable, Sendable {
    /// The area covered.
    public var cover: BackgroundCover
    /// Extend over the section header.
    public var includeHeader: Bool
    /// Extend over the section footer.
    public var includeFooter: Bool
    /// Shrinks the frame on each side after the above; negative values grow it.
    public var margin: EdgeInsets
    /// Whether a section with no items gets a background too (`whenEmpty` in spec files).
    public var coversEmptySections: Bool
    /// How it looks.
    public var style: BackgroundStyle

    /// Creates a background model. The default covers the section band.
    public init(
        cover: BackgroundCover = .section, includeHeader: Bool = false, includeFooter: Bool = false,
        margin: EdgeInsets = .zero, coversEmptySections: Bool = false,
        style: BackgroundStyle = BackgroundStyle()
    ) {
        self.cover = cover
        self.includeHeader = includeHeader
        self.includeFooter = includeFooter
        self.margin = margin
        self.coversEmptySections = coversEmptySections
        self.style = style
    }

    /// No background at all (not `none`, which reads as `nil` where a background is optional, as in
    /// `FlowSection.background`).
    public static let hidden = SectionBackground(cover: .nothing)
}
