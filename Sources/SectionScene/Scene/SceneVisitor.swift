/// What consumes a scene as it is built: the cell rasteriser, a recorded `Scene`, a picture writer.
///
/// A builder calls `beginScene` once, then for each element in drawing order `beginElement`, its
/// commands (at least one; `drawShadow`, `drawRectangle`, `drawText`, in that order when an element
/// has several), and `endElement`. Conform with a struct and pass it `inout`: the builder is generic
/// over its visitor, so nothing is boxed, and each command reaches its method by reference, not
/// wrapped in a `SceneCommand` (`draw(_:)` unwraps a recorded one).
public protocol SceneVisitor {
    /// The scene starts: the collection view's background colour (`nil`: none given).
    mutating func beginScene(backgroundColor: SceneColor?)
    /// An element starts; its commands follow.
    mutating func beginElement(_ element: SceneElement)
    /// A shadow of the element begun last.
    mutating func drawShadow(_ shadow: SceneShadow)
    /// A rectangle of the element begun last.
    mutating func drawRectangle(_ rectangle: SceneRectangle)
    /// A text run of the element begun last.
    mutating func drawText(_ text: SceneText)
    /// The element begun last has no more commands.
    mutating func endElement()
}

extension SceneVisitor {
    /// Draws a recorded command through the method for its kind.
    public mutating func draw(_ command: SceneCommand) {
        switch command {
        case .shadow(let shadow): drawShadow(shadow)
        case .rectangle(let rectangle): drawRectangle(rectangle)
        case .text(let text): drawText(text)
        }
    }
}
