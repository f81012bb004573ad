import SectionLayout

/// The keys of a spec's `background` object, each optional: applied over a base `SectionBackground`
/// (the defaults for the layout-wide one, the layout-wide one for a section's).
///
/// Merging is one level deep: a `margin`, `border` or `shadow` given here replaces the base's whole.
public struct BackgroundOverride: Hashable, Sendable {
    /// `cover`: `section`, `items` or `none`.
    public var cover: BackgroundCover?
    /// `includeHeader`.
    public var includeHeader: Bool?
    /// `includeFooter`.
    public var includeFooter: Bool?
    /// `margin`.
    public var margin: EdgeInsets?
    /// `whenEmpty`.
    public var coversEmptySections: Bool?
    /// `color`.
    public var color: Color?
    /// `cornerRadius`.
    public var cornerRadius: Double?
    /// `border`.
    public var border: Border?
    /// `shadow`.
    public var shadow: Shadow?
    /// `image`.
    public var image: String?

    /// Creates an override; keys not given keep the base's value.
    public init(
        cover: BackgroundCover? = nil, includeHeader: Bool? = nil, includeFooter: Bool? = nil,
        margin: EdgeInsets? = nil, coversEmptySections: Bool? = nil, color: Color? = nil,
        cornerRadius: Double? = nil, border: Border? = nil, shadow: Shadow? = nil, image: String? = nil
    ) {
        self.cover = cover
        self.includeHeader = includeHeader
        self.includeFooter = includeFooter
        self.margin = margin
        self.coversEmptySections = coversEmptySections
        self.color = color
        self.cornerRadius = cornerRadius
        self.border = border
        self.shadow = shadow
        self.image = image
    }

    /// `base` with every key given here replaced.
    public func applied(to base: SectionBackground) -> SectionBackground {
        var result = base
        if let cover { result.cover = cover }
        if let includeHeader { result.includeHeader = includeHeader }
        if let includeFooter { result.includeFooter = includeFooter }
        if let margin { result.margin = margin }
        if let coversEmptySections { result.coversEmptySections = coversEmptySections }
        if let color { result.style.color = color }
        if let cornerRadius { result.style.cornerRadius = cornerRadius }
        if let border { result.style.border = border }
        if let shadow { result.style.shadow = shadow }
        if let image { result.style.image = image }
        return result
    }
}
