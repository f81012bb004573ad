/// How a section background looks. The layout only carries it through; renderers draw it.
///
/// A value type whose parts live in one shared, immutable box: copying a style (into every section of a
/// layout, every background element a query returns) costs one reference, not ~100 bytes of optionals.
/// Setting a part makes a new box, so styles still behave exactly like plain structs.
public struct BackgroundStyle: Hashable, Sendable {
    /// The parts, stored out of line.
    private struct Parts: Hashable, Sendable {
        var color: Color?
        var cornerRadius: Double
        var border: Border?
        var shadow: Shadow?
        var image: String?
    }

    /// The shared box holding the parts.
    private final class Storage: Sendable {
        let parts: Parts
        init(_ parts: Parts) { self.parts = parts }
    }

    private var storage: Storage

    /// Writes one part into a new box (other copies keep the old one).
    private mutating func setPart<T>(_ keyPath: WritableKeyPath<Parts, T>, _ value: T) {
        var parts = storage.parts
        parts[keyPath: keyPath] = value
        storage = Storage(parts)
    }

    /// The fill colour (`nil`: no fill).
    public var color: Color? {
        get { storage.parts.color }
        set { setPart(\.color, newValue) }
    }
    /// Corner radius in points (`layer.cornerRadius`).
    public var cornerRadius: Double {
        get { storage.parts.cornerRadius }
        set { setPart(\.cornerRadius, newValue) }
    }
    /// An outline (`layer.borderWidth` / `borderColor`).
    public var border: Border? {
        get { storage.parts.border }
        set { setPart(\.border, newValue) }
    }
    /// A drop shadow (`layer.shadow…`).
    public var shadow: Shadow? {
        get { storage.parts.shadow }
        set { setPart(\.shadow, newValue) }
    }
    /// An image drawn as the background: a built-in pattern's name (`BackgroundPattern`), or an image
    /// file's path or an app's asset name (renderers and exporters document which).
    public var image: String? {
        get { storage.parts.image }
        set { setPart(\.image, newValue) }
    }

    /// Creates a style; every part is optional.
    public init(
        color: Color? = nil, cornerRadius: Double = 0, border: Border? = nil,
        shadow: Shadow? = nil, image: String? = nil
    ) {
        storage = Storage(
            Parts(
                color: color, cornerRadius: cornerRadius, border: border, shadow: shadow,
                image: image))
    }

    /// Styles are equal when all their parts are.
    public static func == (lhs: BackgroundStyle, rhs: BackgroundStyle) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.parts == rhs.storage.parts
    }

    /// Hashes the parts.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.parts)
    }
}

/// A background outline.
public struct Border: Hashable, Sendable {
    /// Line width in points.
    public var width: Double
    /// Line colour.
    public var color: Color

    /// Creates a border.
    public init(width: Double = 1, color: Color = .black) {
        self.width = width
        self.color = color
    }
}

/// A background drop shadow, as `CALayer` describes one.
public struct Shadow: Hashable, Sendable {
    /// Shadow colour.
    public var color: Color
    /// Offset of the shadow from the background, in points.
    public var offset: Size
    /// Blur radius in points.
    public var radius: Double
    /// Opacity, 0 … 1.
    public var opacity: Double

    /// Creates a shadow (UIKit's defaults: black, offset (0, -3), radius 3, opacity 0 — so pass an opacity).
    public init(
        color: Color = .black, offset: Size = Size(width: 0, height: -3), radius: Double = 3,
        opacity: Double = 0.5
    ) {
        self.color = color
        self.offset = offset
        self.radius = radius
        self.opacity = opacity
    }
}
