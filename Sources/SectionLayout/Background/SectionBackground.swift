/// Which area of a section a flow-layout background covers before header/footer inclusion and margin.
public enum BackgroundCover: String, Hashable, Sendable, CaseIterable {
    /// A band across the container's full cross extent, from the end of the header to the start of the
    /// footer: `sectionInset`'s leading and trailing space along the scroll axis plus all lines.
    case section
    /// The bounding box of all of the section's items.
    case items
    /// No background.
    case none

    /// The next cover in the cycle section → items → none → section (the viewer's `t` key).
    public var next: BackgroundCover {
        switch self {
        case .section: return .items
        case .items: return .none
        case .none: return .section
        }
    }
}

/// One model for every hand-written section background (decoration view) in a flow layout.
///
/// The frame is computed in four steps: the `cover` area; extended over the header and/or footer
/// (`includeHeader`, `includeFooter`: the union with their frames); shrunk by `margin` on each side
/// (negative values grow it); dropped when it has no area left. Sections without items get a background
/// only when `whenEmpty` is set, and then `items` covers as `section` does (there is nothing to bound).
public struct SectionBackground: Hashable, Sendable {
    /// The area covered.
    public var cover: BackgroundCover
    /// Extend over the section header.
    public var includeHeader: Bool
    /// Extend over the section footer.
    public var includeFooter: Bool
    /// Shrinks the frame on each side after the above; negative values grow it.
    public var margin: EdgeInsets
    /// Whether a section with no items gets a background.
    public var whenEmpty: Bool
    /// How it looks.
    public var style: BackgroundStyle

    /// Creates a background model. The default covers the section band.
    public init(cover: BackgroundCover = .section, includeHeader: Bool = false, includeFooter: Bool = false,
                margin: EdgeInsets = .zero, whenEmpty: Bool = false, style: BackgroundStyle = BackgroundStyle()) {
        self.cover = cover
        self.includeHeader = includeHeader
        self.includeFooter = includeFooter
        self.margin = margin
        self.whenEmpty = whenEmpty
        self.style = style
    }

    /// No background at all.
    public static let none = SectionBackground(cover: .none)
}
