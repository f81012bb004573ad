import SectionLayout

/// Background images loaded ahead of drawing, by the name a spec gives (`BackgroundStyle.image`).
///
/// Load once (`TextureCache.loading(names:relativeTo:)`, with the names a spec gives, when it is read)
/// and pass the cache to every render: drawing never touches the file system. Names of built-in
/// `FillPattern`s resolve without an entry.
public struct TextureCache: Hashable, Sendable {
    private var entries: [String: Texture] = [:]

    /// An empty cache (built-in patterns still resolve).
    public init() {}

    /// The texture for `name`: a built-in pattern, or a loaded entry; `nil` when neither.
    public func texture(named name: String) -> Texture? {
        if let pattern = FillPattern(named: name) { return .pattern(pattern) }
        return entries[name]
    }

    /// Adds or replaces the texture for `name`.
    public mutating func insert(_ texture: Texture, named name: String) {
        entries[name] = texture
    }

    /// Number of loaded entries (built-in patterns not counted).
    public var count: Int { entries.count }
}
