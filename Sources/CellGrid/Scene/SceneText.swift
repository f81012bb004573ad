import SectionLayout

/// A run of text laid in a box: a section title along a header or footer, an item's label centred on
/// it. How it is fitted (shortened, truncated, turned down a narrow strip) is the consumer's business;
/// the scene says what it reads, where, and how it stands out.
public struct SceneText: Hashable, Sendable {
    /// Where the text runs along its box.
    public enum Alignment: String, Hashable, Sendable {
        /// From the leading edge (a header's title).
        case leading
        /// Centred (an item's label).
        case center
        /// Against the trailing edge (a footer's title).
        case trailing
    }

    /// How the text stands out.
    public enum Emphasis: String, Hashable, Sendable {
        /// Ordinary text (an item's label).
        case regular
        /// Bold (a header's title).
        case strong
        /// Dim, secondary (a footer's title).
        case subdued
    }

    /// The box the text is laid in, in points (its element's frame).
    public var rect: Rect
    /// What it reads.
    public var content: SceneTextContent
    /// Where it runs along the box.
    public var alignment: Alignment
    /// How it stands out.
    public var emphasis: Emphasis = .regular
    /// Its colour: black or white, whichever reads better on the colour beneath it.
    public var color: SceneColor
    /// True for a label that must stay on its one row (a badge's kind): cut to the box, or left out,
    /// never run down a box narrower than it as a header's title may be.
    public var staysOnItsRow = false
}

extension SceneText {
    /// Creates a text run. (The builder uses the memberwise initializer, which builds the value in
    /// place: one assigning field by field copies and destroys its content on the way.)
    public init(_ content: SceneTextContent, in rect: Rect, alignment: Alignment, emphasis: Emphasis = .regular,
                color: SceneColor) {
        self.init(rect: rect, content: content, alignment: alignment, emphasis: emphasis, color: color)
    }
}

/// What a text run reads. Labels made of numbers stay numbers, so drawing them builds no string and a
/// consumer short of room can shorten them by their parts.
public enum SceneTextContent: Hashable, Sendable {
    /// Text as given (a section title).
    case string(String)
    /// An index path, read `section.item` (an item's label).
    case indexPath(section: Int, item: Int)
    /// An item number (an item's label).
    case itemNumber(Int)

    /// The text as it reads in full.
    public var text: String {
        switch self {
        case .string(let string): return string
        case .indexPath(let section, let item): return "\(section).\(item)"
        case .itemNumber(let item): return "\(item)"
        }
    }
}
