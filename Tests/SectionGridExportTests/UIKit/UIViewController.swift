/// An object that manages a view hierarchy for your UIKit app.
/// https://developer.apple.com/documentation/uikit/uiviewcontroller — `view` is loaded on first use
/// (`loadView()`, then `viewDidLoad()`).
@MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView? {
        didSet { loadedView?.owningViewController = self }
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The user interface style adopted by the view controller and all of its children.
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/overrideuserinterfacestyle (iOS 13)
    open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/view
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()
    open func loadView() {
        loadedView = UIView(frame: .zero)
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
    open func viewDidLoad() {}

    /// Called to notify the view controller that the safe area insets of its root view changed.
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewsafeareainsetsdidchange()
    open func viewSafeAreaInsetsDidChange() {}

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/loadviewifneeded()
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        viewDidLoad()
    }
}

/// A view controller that specializes in managing a collection view.
/// https://developer.apple.com/documentation/uikit/uicollectionviewcontroller — "the collection view
/// controller sets itself as the data source and delegate of the collection view" it loads with the
/// layout it was initialized with.
@MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private let initialLayout: UICollectionViewLayout

    /// https://developer.apple.com/documentation/uikit/uicollectionviewcontroller/init(collectionviewlayout:)
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewcontroller/collectionview
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewcontroller/collectionviewlayout
    open var collectionViewLayout: UICollectionViewLayout { collectionView?.collectionViewLayout ?? initialLayout }

    override open func loadView() {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: initialLayout)
        collectionView.dataSource = self
        collectionView.delegate = self
        view = collectionView
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:numberofitemsinsection:)
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:cellforitemat:)
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/numberofsections(in:)
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:viewforsupplementaryelementofkind:at:)
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        UICollectionReusableView(frame: .zero)
    }
}
