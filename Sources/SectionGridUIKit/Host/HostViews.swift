/// Makes the view of an element as the collection view would to show it: a cell or supplementary view
/// from the data source (dequeued with the element's frame and attributes), a decoration view from the
/// class or nib its kind is registered with (`init(frame:)`, then `apply(_:)`); the delegate is told it
/// will be displayed, and it lays its subviews out (`layoutSubviews()`) as a layout pass would.
@MainActor
enum HostViews {
    /// `body`'s answer for the view of `attributes`, shown in the collection view (so it has the
    /// collection view's traits), or `nil` when there is no view to show: a supplementary view the data
    /// source does not make, a decoration kind nothing is registered for (UIKit raises an exception for
    /// both), a cell of a collection view without a data source.
    static func withView<Answer>(
        for attributes: UICollectionViewLayoutAttributes, in collectionView: UICollectionView,
        _ body: (UIView) -> Answer
    ) -> Answer? {
        let path = attributes.indexPath
        let view: UICollectionReusableView
        switch attributes.representedElementCategory {
        case .cell:
            guard let dataSource = collectionView.dataSource else { return nil }
            let cell = dequeued(attributes, in: collectionView) { dataSource.collectionView(collectionView, cellForItemAt: path) }
            collectionView.delegate?.collectionView(collectionView, willDisplay: cell, forItemAt: path)
            view = cell
        case .supplementaryView:
            let kind = attributes.representedElementKind ?? ""
            guard let dataSource = collectionView.dataSource,
                let supplementary = OptionalRequirement.answer({
                    dequeued(attributes, in: collectionView) {
                        dataSource.collectionView(collectionView, viewForSupplementaryElementOfKind: kind, at: path)
                    }
                })
            else { return nil }
            collectionView.delegate?.collectionView(
                collectionView, willDisplaySupplementaryView: supplementary, forElementKind: kind, at: path)
            view = supplementary
        case .decorationView:
            let layout = collectionView.collectionViewLayout
            guard let registration = layout.decorationRegistrations[attributes.representedElementKind ?? ""],
                let decoration = registration.make(frame: attributes.frame)
            else { return nil }
            decoration.apply(attributes)
            view = decoration
        }
        collectionView.addSubview(view)
        defer { view.removeFromSuperview() }
        view.layoutSubviews()
        return body(view)
    }

    /// What `make` returns, asked while the collection view dequeues views for `attributes`.
    private static func dequeued<View>(
        _ attributes: UICollectionViewLayoutAttributes, in collectionView: UICollectionView,
        _ make: () -> View
    ) -> View {
        let previous = collectionView.pendingAttributes
        collectionView.pendingAttributes = attributes.copy() as? UICollectionViewLayoutAttributes ?? attributes
        defer { collectionView.pendingAttributes = previous }
        return make()
    }
}
