import SectionLayout

/// A run of text laid in a box: a section title along a header or footer, an item's label centred on
/// it. How it is fitted (shortened, truncated, turned down a narrow strip) is the consumer's business;
/// the scene says what it reads, where, and how it stands out.
public struct SceneText: Hashable, Sendable {
    /// Where the text runs along its box, in the reading direction (`layoutDirection`).
    public enum Alignment: String, Hashable, Sendable {
        /// From the leading edge (a header's title): the left edge left to right, the right edge right
        /// to left.
        case leading
        /// Centred (an item's label).
        case center
        /// Against the trailing edge (a footer's title): the right edge left to right, the left edge
        /// right to left.
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
    /// The reading direction `alignment` follows, the layout's. A header label of natural alignment
    /// starts at the leading edge of the reading direction in UIKit: "The default alignment for
    /// left-to-right scripts is NSTextAlignment.left, and the default alignment for right-to-left scripts
    /// is NSTextAlignment.right" (https://developer.apple.com/documentation/uikit/nstextalignment/natural).
    /// A title turned down a narrow strip reads from its top (leading) or bottom (trailing) either way.
    public var layoutDirection = LayoutDirection.leftToRight

    /// Where the text stands across its box as drawn, its alignment in its reading direction.
    public var placement: Placement {
        switch (alignment, layoutDirection) {
        case (.center, _): return .center
        case (.leading, .leftToRight), (.trailing, .rightToLeft): return .left
        case (.leading, .rightToLeft), (.trailing, .leftToRight): return .right
        }
    }

    /// Where a text run stands across its box as drawn.
    public enum Placement: Hashable, Sendable {
        /// Against the left edge.
        case left
        /// Centred.
        case center
        /// Against the right edge.
        case right
    }
}

extension SceneText {
    /// Creates a text run. (The builder uses the memberwise initializer, which builds the value in
    /// place: one assigning field by field copies and destroys its content on the way.)
    public init(
        _ content: SceneTextContent, in rect: Rect, alignment: Alignment, emphasis: Emphasis = .regular,
        color: SceneColor
    ) {
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

extension SceneText {
    /// The memberwise initializer, for the builder's code that callers specialise (`@inlinable`
    /// emitting, which cannot call an internal initializer).
    @usableFromInline
    static func make(
        rect: Rect, content: SceneTextContent, alignment: Alignment, emphasis: Emphasis = .regular,
        color: SceneColor, staysOnItsRow: Bool = false, layoutDirection: LayoutDirection = .leftToRight
    ) -> SceneText {
        SceneText(
            rect: rect, content: content, alignment: alignment, emphasis: emphasis, color: color,
            staysOnItsRow: staysOnItsRow, layoutDirection: layoutDirection)
    }
}
