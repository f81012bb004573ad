/// One character cell of a `Grid`: a Unicode scalar and the index of its style in the grid's style table.
///
/// Eight bytes, no references, so a 200×60 grid is one flat allocation. A wide character (two columns)
/// is stored in its first cell; the cell to its right is a *continuation* cell that shows nothing.
public struct Cell: Hashable, Sendable {
    /// The character shown (a space for blank cells, U+0000 for continuation cells).
    public var scalar: Unicode.Scalar
    /// The cell's style, an index into the owning grid's `styles`.
    public var style: StyleID
    /// 0 for a continuation cell, 1 for a narrow character, 2 for the first cell of a wide one.
    @usableFromInline var widthCode: UInt8

    /// Creates a cell holding `scalar` (taken as narrow or wide by `DisplayWidth`).
    public init(_ scalar: Unicode.Scalar, style: StyleID = .plain) {
        self.scalar = scalar
        self.style = style
        self.widthCode = DisplayWidth.of(scalar) == 2 ? 2 : 1
    }

    @usableFromInline
    init(scalar: Unicode.Scalar, style: StyleID, widthCode: UInt8) {
        self.scalar = scalar
        self.style = style
        self.widthCode = widthCode
    }

    /// A blank cell in `style`.
    @inlinable
    public static func blank(_ style: StyleID = .plain) -> Cell {
        Cell(scalar: " ", style: style, widthCode: 1)
    }

    /// The right half of a wide character.
    @inlinable
    static func continuation(_ style: StyleID) -> Cell {
        Cell(scalar: "\u{0}", style: style, widthCode: 0)
    }

    /// True for the right half of a wide character (it shows nothing of its own).
    public var isContinuation: Bool { widthCode == 0 }

    /// True for the first cell of a wide character.
    public var isWide: Bool { widthCode == 2 }

    /// The character shown, as a `Character`.
    public var character: Character { Character(scalar) }
}
