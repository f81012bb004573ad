/// What consumes a scene as it is built: the cell rasteriser, a recorded `Scene`, a picture writer.
///
/// A builder calls `beginScene` once, then for each element in drawing order `beginElement`, its
/// commands through `draw` (at least one), and `endElement`. Conform with a struct and pass it
/// `inout`: the builder is generic over its visitor, so nothing is boxed or copied on the way.
public protocol SceneVisitor {
    /// The scene starts: the collection view's background colour (`nil`: none given).
    mutating func beginScene(backgroundColor: SceneColor?)
    /// An element starts; its commands follow.
    mutating func beginElement(_ element: SceneElement)
    /// A command of the element begun last.
    mutating func draw(_ command: SceneCommand)
    /// The element begun last has no more commands.
    mutating func endElement()
}
