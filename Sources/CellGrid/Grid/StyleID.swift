/// The index of a `Style` in a `Grid`'s style table. Index 0 is always `Style.plain`.
public struct StyleID: Hashable, Sendable, Comparable {
    /// The index.
    public var rawValue: UInt16

    /// Wraps an index.
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// The plain style, present in every grid.
    public static let plain = StyleID(rawValue: 0)

    /// Orders ids by table index.
    public static func < (lhs: StyleID, rhs: StyleID) -> Bool { lhs.rawValue < rhs.rawValue }
}
