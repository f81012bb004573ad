// Changes to a collection view's items: applied at once (nothing animates here), each invalidating the
// layout as UIKit's updates do, so the next layout pass asks the data source again.

extension UICollectionView {
    /// Runs `updates`, invalidates the layout, then calls `completion(true)`.
    /// https://developer.apple.com/documentation/uikit/uicollectionview/performbatchupdates(_:completion:)
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        collectionViewLayout.invalidateLayout()
        completion?(true)
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/insertitems(at:)
    public func insertItems(at indexPaths: [IndexPath]) { collectionViewLayout.invalidateLayout() }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/deleteitems(at:)
    public func deleteItems(at indexPaths: [IndexPath]) { collectionViewLayout.invalidateLayout() }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/reloaditems(at:)
    public func reloadItems(at indexPaths: [IndexPath]) { collectionViewLayout.invalidateLayout() }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/moveitem(at:to:)
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { collectionViewLayout.invalidateLayout() }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/insertsections(_:)
    public func insertSections(_ sections: IndexSet) { collectionViewLayout.invalidateLayout() }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/deletesections(_:)
    public func deleteSections(_ sections: IndexSet) { collectionViewLayout.invalidateLayout() }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/reloadsections(_:)
    public func reloadSections(_ sections: IndexSet) { collectionViewLayout.invalidateLayout() }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/movesection(_:tosection:)
    public func moveSection(_ section: Int, toSection newSection: Int) { collectionViewLayout.invalidateLayout() }

    /// Nothing scrolls here. https://developer.apple.com/documentation/uikit/uicollectionview/scrolltoitem(at:at:animated:)
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool) {}

    /// https://developer.apple.com/documentation/uikit/uicollectionview/selectitem(at:animated:scrollposition:)
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition) {
        guard let indexPath else { return }
        selectedItems = (allowsMultipleSelection ? selectedItems.filter { $0 != indexPath } : []) + [indexPath]
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/deselectitem(at:animated:)
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedItems.removeAll { $0 == indexPath }
    }

    private var selectedItems: [IndexPath] {
        get { indexPathsForSelectedItems ?? [] }
        set { indexPathsForSelectedItems = newValue }
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/visiblecells() — the host's views
    /// are not kept on the collection view: none.
    public var visibleCells: [UICollectionViewCell] { [] }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/indexpathsforvisibleitems — the
    /// cells whose frames meet the bounds.
    public var indexPathsForVisibleItems: [IndexPath] {
        layoutIfNeeded()
        return (collectionViewLayout.layoutAttributesForElements(in: bounds) ?? [])
            .filter { $0.representedElementCategory == .cell }.map(\.indexPath)
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/cellforitem(at:) — `nil`: the
    /// host's views are not kept on the collection view.
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { nil }
}
