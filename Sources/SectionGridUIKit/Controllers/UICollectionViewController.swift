/// A view controller that specializes in managing a collection view.
/// https://developer.apple.com/documentation/uikit/uicollectionviewcontroller — "the collection view
/// controller sets itself as the data source and delegate of the collection view" it loads with the
/// layout it was initialized with (from a storyboard: the storyboard's layout, a flow layout unless the
/// host was given a custom layout class). Its data source and delegate methods are `open`, so a
/// subclass overrides them as on iOS; those it does not override answer as UIKit does without them.
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private let initialLayout: UICollectionViewLayout

    /// https://developer.apple.com/documentation/uikit/uicollectionviewcontroller/init(collectionviewlayout:)
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller with a flow layout.
    override public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:) — from a storyboard:
    /// the layout a storyboard coder carries (`SectionGridEntry.storyboard`), else a flow layout.
    public required init?(coder: NSCoder) {
        initialLayout = (coder as? StoryboardCoder)?.layout ?? UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewcontroller/collectionview
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewcontroller/collectionviewlayout
    open var collectionViewLayout: UICollectionViewLayout {
        viewIfLoaded.flatMap { ($0 as? UICollectionView)?.collectionViewLayout } ?? initialLayout
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewcontroller/clearsselectiononviewwillappear
    open var clearsSelectionOnViewWillAppear = true
    /// https://developer.apple.com/documentation/uikit/uicollectionviewcontroller/installsstandardgestureforinteractivemovement
    open var installsStandardGestureForInteractiveMovement = false

    override open func loadView() {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: initialLayout)
        collectionView.dataSource = self
        collectionView.delegate = self
        view = collectionView
    }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }

    open func numberOfSections(in collectionView: UICollectionView) -> Int { OptionalRequirement.notImplemented(1) }

    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView {
        OptionalRequirement.notImplemented(UICollectionReusableView(frame: .zero))
    }

    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        OptionalRequirement.notImplemented(false)
    }

    open func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        OptionalRequirement.notImplemented(())
    }

    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        OptionalRequirement.notImplemented(true)
    }

    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        OptionalRequirement.notImplemented(true)
    }

    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        OptionalRequirement.notImplemented(())
    }

    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        OptionalRequirement.notImplemented(())
    }

    open func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        OptionalRequirement.notImplemented(())
    }

    open func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {
        OptionalRequirement.notImplemented(())
    }

    open func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        OptionalRequirement.notImplemented(())
    }

    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}
