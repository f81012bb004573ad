/// The methods that an object adopts to manage data and provide cells for a collection view.
/// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource — the optional methods'
/// defaults answer as UIKit does without them (see `OptionalRequirement.swift`).
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:numberofitemsinsection:)
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:cellforitemat:)
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// Optional: "If you don't implement this method, the collection view uses a default value of 1."
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/numberofsections(in:)
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// Optional; UIKit raises an exception when it needs a view the data source does not give: here the
    /// default gives a plain view, and the host reads no look from it.
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:viewforsupplementaryelementofkind:at:)
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView
    /// Optional (default false). https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:canmoveitemat:)
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// Optional. https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:moveitemat:to:)
    func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { OptionalRequirement.notImplemented(1) }

    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView {
        OptionalRequirement.notImplemented(UICollectionReusableView(frame: .zero))
    }

    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        OptionalRequirement.notImplemented(false)
    }

    public func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath
    ) {
        OptionalRequirement.notImplemented(())
    }

    /// The data source's `collectionView(…)` methods as optionals (`dataSource.collectionView?(…)`).
    public var collectionView: UICollectionViewDataSourceMethods? { UICollectionViewDataSourceMethods(dataSource: self) }
}

/// A data source's optional `collectionView(…)` methods, each answering `nil` when not implemented.
@preconcurrency @MainActor
public struct UICollectionViewDataSourceMethods {
    let dataSource: any UICollectionViewDataSource

    public func callAsFunction(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView? {
        OptionalRequirement.answer {
            dataSource.collectionView(collectionView, viewForSupplementaryElementOfKind: kind, at: indexPath)
        }
    }

    public func callAsFunction(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool? {
        OptionalRequirement.answer { dataSource.collectionView(collectionView, canMoveItemAt: indexPath) }
    }

    public func callAsFunction(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath
    ) -> Void? {
        OptionalRequirement.answer {
            dataSource.collectionView(collectionView, moveItemAt: sourceIndexPath, to: destinationIndexPath)
        }
    }
}
