/// The bounds a spec must stay within, so a mistyped or hostile file is refused by name instead of
/// exhausting memory. A one-million-item demo fits twenty times over.
public enum SpecLimits {
    /// The most items in all sections together (`items` counts and `itemSizes` entries): 20,000,000.
    public static let maximumItems = 20_000_000
    /// The most sections: 100,000.
    public static let maximumSections = 100_000
    /// The largest spec file read: 256 MiB.
    public static let maximumFileSize = 256 << 20
}
