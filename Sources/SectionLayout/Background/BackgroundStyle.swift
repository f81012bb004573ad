/// How a section background looks. The layout only carries it through; renderers draw it.
public struct BackgroundStyle: Hashable, Sendable {
    /// The fill colour (`nil`: no fill).
    public var color: Color?
    /// Corner radius in points (`layer.cornerRadius`).
    public var cornerRadius: Double
    /// An outline (`layer.borderWidth` / `borderColor`).
    public var border: Border?
    /// A drop shadow (`layer.shadow…`).
    public var shadow: Shadow?
    /// An image drawn as the background: a named pattern or a file path (renderers document which).
    public var image: String?

    /// Creates a style; every part is optional.
    public init(color: Color? = nil, cornerRadius: Double = 0, border: Border? = nil,
                shadow: Shadow? = nil, image: String? = nil) {
        self.color = color
        self.cornerRadius = cornerRadius
        self.border = border
        self.shadow = shadow
        self.image = image
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
    public init(color: Color = .black, offset: Size = Size(width: 0, height: -3), radius: Double = 3,
                opacity: Double = 0.5) {
        self.color = color
        self.offset = offset
        self.radius = radius
        self.opacity = opacity
    }
}
