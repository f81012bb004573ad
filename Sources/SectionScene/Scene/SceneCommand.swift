import SectionLayout

/// One drawing operation of a scene, in points. An element's commands come in the order they are
/// drawn: its shadow, its rectangle, its text.
public enum SceneCommand: Hashable, Sendable {
    /// A drop shadow cast by a (rounded) rectangle, drawn beneath it.
    case shadow(SceneShadow)
    /// A rectangle, filled and/or stroked, with rounded corners.
    case rectangle(SceneRectangle)
    /// A run of text laid in a box.
    case text(SceneText)

    /// The rectangle the command is laid out in (a shadow: the shape that casts it).
    public var rect: Rect {
        switch self {
        case .shadow(let shadow): return shadow.rect
        case .rectangle(let rectangle): return rectangle.rect
        case .text(let text): return text.rect
        }
    }
}

/// A shadow as `CALayer` describes one: cast by `rect` with its corner radius, moved by `offset` and
/// blurred by `radius`, in `color` at `opacity` (0 draws nothing: UIKit's default).
public struct SceneShadow: Hashable, Sendable {
    /// The shape that casts the shadow.
    public var rect: Rect
    /// The shape's corner radius in points.
    public var cornerRadius: Double
    /// The corners the radius rounds.
    public var roundedCorners: SceneCorners = .all
    /// The shadow's colour.
    public var color: SceneColor
    /// How far the shadow is moved from the shape, in points (`shadowOffset`).
    public var offset: Size
    /// The blur radius in points (`shadowRadius`).
    public var radius: Double
    /// The opacity, 0 … 1 (`shadowOpacity`).
    public var opacity: Double

    /// Creates a shadow.
    public init(
        rect: Rect, cornerRadius: Double = 0, roundedCorners: SceneCorners = .all, color: SceneColor = .black, offset: Size,
        radius: Double, opacity: Double
    ) {
        self.rect = rect
        self.cornerRadius = cornerRadius
        self.roundedCorners = roundedCorners
        self.color = color
        self.offset = offset
        self.radius = radius
        self.opacity = opacity
    }
}

/// A rectangle with rounded corners: filled with a colour, an image drawn over the fill, an outline.
public struct SceneRectangle: Hashable, Sendable {
    /// The rectangle in points.
    public var rect: Rect
    /// The corner radius in points (`cornerRadius`; 0: square).
    public var cornerRadius: Double = 0
    /// The corners the radius rounds (a view's `layer.maskedCorners`).
    public var roundedCorners: SceneCorners = .all
    /// Its fill colour (`nil`: none — a clear background still has its frame).
    public var fill: SceneColor?
    /// An image drawn over the fill (`nil`: none).
    public var image: SceneImage? = nil
    /// Its outline (`nil`: none).
    public var stroke: SceneStroke? = nil
    /// The fill of the section drawn before this one, which this fill must stay apart from (`nil`:
    /// none): a device showing the two as one colour marks this one another way.
    public var adjacentFill: SceneColor? = nil
    /// True for the rectangle of a view's look (`ElementLooks`: a document's code styled it): pictures
    /// draw its corners and border as given, a cell's too, not as their light rounded box.
    public var isViewLook = false
}

extension SceneRectangle {
    /// Creates a rectangle. (The builder uses the memberwise initializer, which builds the value in
    /// place: one assigning field by field copies and destroys its image on the way.)
    public init(
        _ rect: Rect, cornerRadius: Double = 0, fill: SceneColor?, image: SceneImage? = nil,
        stroke: SceneStroke? = nil, adjacentFill: SceneColor? = nil
    ) {
        self.init(
            rect: rect, cornerRadius: cornerRadius, fill: fill, image: image, stroke: stroke,
            adjacentFill: adjacentFill)
    }
}

/// An image over a rectangle's fill: the spec's `image` (a `FillPattern` name, or a file the caller
/// loads), patterns and tiled text drawn in `ink`. An image that cannot be drawn (not loaded, or an
/// empty name) leaves the fill showing.
public struct SceneImage: Hashable, Sendable {
    /// The image's name as the spec gives it.
    public var name: String
    /// The colour patterns and tiled text are drawn in (`nil`: black or white, whichever reads on what
    /// is beneath).
    public var ink: SceneColor?

    /// Creates an image.
    public init(name: String, ink: SceneColor?) {
        self.name = name
        self.ink = ink
    }
}

/// An outline drawn inside a rectangle's edge, as `CALayer.borderWidth` draws it.
public struct SceneStroke: Hashable, Sendable {
    /// Line width in points.
    public var width: Double
    /// Line colour.
    public var color: SceneColor

    /// Creates a stroke.
    public init(width: Double, color: SceneColor) {
        self.width = width
        self.color = color
    }
}

extension SceneRectangle {
    /// The memberwise initializer, for the builder's code that callers specialise (`@inlinable`
    /// emitting, which cannot call an internal initializer).
    @usableFromInline
    static func make(
        rect: Rect, cornerRadius: Double = 0, roundedCorners: SceneCorners = .all, fill: SceneColor?,
        image: SceneImage? = nil, stroke: SceneStroke? = nil, adjacentFill: SceneColor? = nil, isViewLook: Bool = false
    ) -> SceneRectangle {
        SceneRectangle(
            rect: rect, cornerRadius: cornerRadius, roundedCorners: roundedCorners, fill: fill, image: image,
            stroke: stroke, adjacentFill: adjacentFill, isViewLook: isViewLook)
    }
}
