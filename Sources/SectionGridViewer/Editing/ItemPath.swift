/// An item of the layout by its index path: section and item, as `frames` and the message line write it
/// (`1.3`).
public struct ItemPath: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The section.
    public var section: Int
    /// The item within the section.
    public var item: Int

    /// The item `item` of section `section`.
    public init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }

    /// Index-path order: by section, then by item.
    public static func < (lhs: ItemPath, rhs: ItemPath) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }

    /// `section.item`, e.g. `1.3`.
    public var description: String { "\(section).\(item)" }
}

/// A direction on screen, for moving the item selection (the arrows in item selection) or the selected
/// item (Shift and the arrows).
public enum ScreenDirection: String, Hashable, Sendable, CaseIterable {
    /// Towards the top of the screen.
    case up
    /// Towards the bottom.
    case down
    /// Towards the left.
    case left
    /// Towards the right.
    case right
}
