/// UIKit's additions to `IndexPath` for collection and table views (Foundation on Linux has none).
/// https://developer.apple.com/documentation/foundation/indexpath (UIKit additions)
extension IndexPath {
    /// Initializes an index path with the indexes of a specific item and section in a collection view.
    /// https://developer.apple.com/documentation/foundation/indexpath/init(item:section:)
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// Initializes an index path with the indexes of a specific row and section in a table view.
    /// https://developer.apple.com/documentation/foundation/indexpath/init(row:section:)
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// An index number identifying a section in a table view or collection view.
    /// https://developer.apple.com/documentation/foundation/indexpath/section
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// An index number identifying an item in a section of a collection view.
    /// https://developer.apple.com/documentation/foundation/indexpath/item
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// An index number identifying a row in a section of a table view (the item's index).
    /// https://developer.apple.com/documentation/foundation/indexpath/row
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
