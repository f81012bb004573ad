import SectionScene

/// One character cell of a `Grid`: a grapheme cluster (what a reader sees as one character) and the
/// index of its style in the grid's style table.
///
/// Eight bytes, no references, so a 200×60 grid is one flat allocation. A cluster of one Unicode scalar
/// (nearly every cell) is stored in the cell itself; a cluster of several (a flag, a ZWJ sequence, a
/// letter with combining marks) is stored once in the grid's cluster table and the cell holds its index,
/// like a style — ask the grid for it (`Grid.character(of:)`). A wide character (two columns) is stored
/// in its first cell; the cell to its right is a *continuation* cell that shows nothing.
public struct Cell: Hashable, Sendable {
    /// The scalar's value, or for a cluster cell the index of its cluster in the owning grid's table.
    @usableFromInline var content: UInt32
    /// The cell's style, an index into the owning grid's `styles`.
    public var style: StyleID
    /// 0 for a continuation cell, 1 for a narrow character, 2 for the first cell of a wide one.
    @usableFromInline var widthCode: UInt8
    /// True when `content` indexes the grid's cluster table.
    @usableFromInline var isCluster: Bool

    /// Creates a cell holding `scalar` (taken as narrow or wide by `DisplayWidth`).
    public init(_ scalar: Unicode.Scalar, style: StyleID = .plain) {
        self.init(scalar: scalar, style: style, widthCode: DisplayWidth.of(scalar) == 2 ? 2 : 1)
    }

    @usableFromInline
    init(scalar: Unicode.Scalar, style: StyleID, widthCode: UInt8) {
        content = scalar.value
        self.style = style
        self.widthCode = widthCode
        isCluster = false
    }

    /// A cell showing cluster number `index` of its grid's table.
    @usableFromInline
    init(cluster index: UInt32, style: StyleID, widthCode: UInt8) {
        content = index
        self.style = style
        self.widthCode = widthCode
        isCluster = true
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

    /// The columns the cell's character takes: 1 or 2 (0 for a continuation cell).
    public var width: Int { Int(widthCode) }

    /// The character when it is a single Unicode scalar (no table look-up); `nil` for a cluster of
    /// several scalars, which `Grid.character(of:)` gives.
    @inlinable
    public var scalar: Unicode.Scalar? { isCluster ? nil : Unicode.Scalar(content) }
}
