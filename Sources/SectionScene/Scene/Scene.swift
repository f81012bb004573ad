import SectionLayout

/// A display list in points: the collection view's background colour, then each element in drawing
/// order with its commands — what `SceneBuilder` makes of a rect of a layout, recorded.
///
/// The renderer draws without recording (it is a `SceneVisitor` itself); a recorded scene is for what
/// needs the list as a value: tests, pictures, and drawing the same scene more than once.
///
/// ```swift
/// let builder = SceneBuilder(scheme: .spec, backgroundColor: spec.backgroundColor)
/// if let scene = builder.scene(of: layout, in: Rect(x: 0, y: 0, width: 375, height: 667)) {
///     for (element, command) in scene.commands { print(element.id, command) }
/// }
/// ```
public struct Scene: Hashable, Sendable, SceneVisitor {
    /// One element and its commands, in drawing order.
    public struct Entry: Hashable, Sendable {
        /// The element.
        public var element: SceneElement
        /// Its commands, in drawing order.
        public var commands: [SceneCommand]

        /// Creates an entry.
        public init(element: SceneElement, commands: [SceneCommand]) {
            self.element = element
            self.commands = commands
        }
    }

    /// The collection view's background colour (`nil`: none given).
    public var backgroundColor: SceneColor?
    /// The elements in drawing order, each with its commands.
    public var entries: [Entry]

    /// Creates a scene.
    public init(backgroundColor: SceneColor? = nil, entries: [Entry] = []) {
        self.backgroundColor = backgroundColor
        self.entries = entries
    }

    /// Every command in drawing order with the element it belongs to.
    public var commands: [(element: SceneElement, command: SceneCommand)] {
        entries.flatMap { entry in entry.commands.map { (entry.element, $0) } }
    }

    /// Hands the scene to `visitor` as a builder would.
    public func replay<Visitor: SceneVisitor>(into visitor: inout Visitor) {
        visitor.beginScene(backgroundColor: backgroundColor)
        for entry in entries {
            visitor.beginElement(entry.element)
            for command in entry.commands { visitor.draw(command) }
            visitor.endElement()
        }
    }

    /// Records the start of a scene (dropping anything recorded before).
    public mutating func beginScene(backgroundColor: SceneColor?) {
        self.backgroundColor = backgroundColor
        entries.removeAll(keepingCapacity: true)
    }

    /// Records an element.
    public mutating func beginElement(_ element: SceneElement) {
        entries.append(Entry(element: element, commands: []))
    }

    /// Records a shadow of the last element.
    public mutating func drawShadow(_ shadow: SceneShadow) { record(.shadow(shadow)) }

    /// Records a rectangle of the last element.
    public mutating func drawRectangle(_ rectangle: SceneRectangle) { record(.rectangle(rectangle)) }

    /// Records a text run of the last element.
    public mutating func drawText(_ text: SceneText) { record(.text(text)) }

    private mutating func record(_ command: SceneCommand) {
        guard !entries.isEmpty else { return }
        entries[entries.count - 1].commands.append(command)
    }

    /// Nothing to record.
    public mutating func endElement() {}
}
