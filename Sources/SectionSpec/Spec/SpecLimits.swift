/// The bounds a spec must stay within, so a mistyped or hostile file is refused by name instead of
/// exhausting memory or producing frames that are not finite. A one-million-item demo fits twenty times over.
public enum SpecLimits {
    /// The most items in all sections together (`items` counts and `itemSizes` entries, of either engine): 20,000,000.
    public static let maximumItems = 20_000_000
    /// The most sections: 100,000.
    public static let maximumSections = 100_000
    /// The deepest nesting of compositional groups: a section's `group` is level 1, a group inside it
    /// level 2, and so on up to 8.
    public static let maximumGroupDepth = 8
    /// The largest magnitude of any number that is a length, a spacing, an inset, an offset or a fraction:
    /// 10,000,000 (points, or times the container). Sums of such numbers over all items and sections stay
    /// far from infinity, so every frame is finite.
    public static let maximumMagnitude = 10_000_000.0
    /// The most supplementary items in one array — a section's or the layout's
    /// `boundarySupplementaryItems`, an item's `supplementaryItems` —: 100. The layout's own items are
    /// looked at by every rect query, and a section's by every query that reaches it.
    public static let maximumSupplementaries = 100
    /// The largest spec file read: 64 MiB. Reading JSON costs up to about 13 bytes of memory per byte
    /// (an array of small numbers), so the worst file stays under a gigabyte; a million `itemSizes`
    /// entries as the viewer writes them take about 40 MB.
    public static let maximumFileSize = 64 << 20
}
