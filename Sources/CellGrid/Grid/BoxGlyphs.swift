/// The characters of a box outline.
public struct BoxGlyphs: Hashable, Sendable {
    /// Top-left corner.
    public var topLeft: Unicode.Scalar
    /// Top-right corner.
    public var topRight: Unicode.Scalar
    /// Bottom-left corner.
    public var bottomLeft: Unicode.Scalar
    /// Bottom-right corner.
    public var bottomRight: Unicode.Scalar
    /// Top and bottom edges.
    public var horizontal: Unicode.Scalar
    /// Left and right edges.
    public var vertical: Unicode.Scalar

    /// Creates a glyph set.
    public init(
        topLeft: Unicode.Scalar, topRight: Unicode.Scalar, bottomLeft: Unicode.Scalar,
        bottomRight: Unicode.Scalar, horizontal: Unicode.Scalar, vertical: Unicode.Scalar
    ) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomLeft = bottomLeft
        self.bottomRight = bottomRight
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// `┌─┐ │ └─┘`
    public static let square = BoxGlyphs(
        topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘",
        horizontal: "─", vertical: "│")
    /// `╭─╮ │ ╰─╯`
    public static let rounded = BoxGlyphs(
        topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯",
        horizontal: "─", vertical: "│")
}
