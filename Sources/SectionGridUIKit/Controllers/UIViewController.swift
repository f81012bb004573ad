/// An object that manages a view hierarchy for your UIKit app.
/// https://developer.apple.com/documentation/uikit/uiviewcontroller — `view` is loaded on first use
/// (`loadView()`, then `viewDidLoad()`); the host gives the root view the viewport's bounds between the
/// two, as a window gives a root view controller's view its size, then calls the appearance and layout
/// callbacks in UIKit's order (`viewWillAppear(_:)`, `viewWillLayoutSubviews()`,
/// `viewDidLayoutSubviews()`, `viewDidAppear(_:)`).
@preconcurrency @MainActor
open class UIViewController: UIResponder, UITraitEnvironment {
    private var loadedView: UIView? {
        didSet {
            oldValue?.owningViewController = nil
            loadedView?.owningViewController = self
        }
    }
    /// The frame the host gives the view once loaded, before `viewDidLoad()` (SectionGrid's).
    var pendingViewFrame: CGRect?

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/nibname
    public let nibName: String?

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:) — there are
    /// no nibs here: the view is a plain view unless `loadView()` makes another.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        super.init()
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:) — what a storyboard
    /// makes a view controller with (`SectionGridEntry.storyboard`).
    public required init?(coder: NSCoder) {
        nibName = nil
        super.init()
    }

    /// A view controller without a nib (Objective-C's `-init`, as `ViewController()` is written in Swift).
    override public convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/title
    open var title: String?
    /// The user interface style adopted by the view controller and all of its children.
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/overrideuserinterfacestyle (iOS 13)
    open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/additionalsafeareainsets — added to
    /// the safe area the device gives the root view.
    open var additionalSafeAreaInsets = UIEdgeInsets.zero
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/children
    open private(set) var children: [UIViewController] = []
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/parent
    open private(set) weak var parent: UIViewController?

    /// The traits of the device (or the parent), with `overrideUserInterfaceStyle`.
    /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
    open var traitCollection: UITraitCollection {
        let inherited = parent?.traitCollection ?? loadedView?.superview?.traitCollection ?? HostScreen.current.traitCollection
        return inherited.with(userInterfaceStyle: overrideUserInterfaceStyle)
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/view
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewifloaded
    open var viewIfLoaded: UIView? { loadedView }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/isviewloaded
    open var isViewLoaded: Bool { loadedView != nil }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()
    open func loadView() {
        loadedView = UIView(frame: .zero)
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/loadviewifneeded()
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { loadedView = UIView(frame: .zero) }
        if let pendingViewFrame { loadedView?.frame = pendingViewFrame }
        viewDidLoad()
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
    open func viewDidLoad() {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:)
    open func viewWillAppear(_ animated: Bool) {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidappear(_:)
    open func viewDidAppear(_ animated: Bool) {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwilldisappear(_:)
    open func viewWillDisappear(_ animated: Bool) {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdiddisappear(_:)
    open func viewDidDisappear(_ animated: Bool) {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwilllayoutsubviews()
    open func viewWillLayoutSubviews() {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidlayoutsubviews()
    open func viewDidLayoutSubviews() {}
    /// Called to notify the view controller that the safe area insets of its root view changed.
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewsafeareainsetsdidchange()
    open func viewSafeAreaInsetsDidChange() {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewlayoutmarginsdidchange()
    open func viewLayoutMarginsDidChange() {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/didreceivememorywarning() (never sent here)
    open func didReceiveMemoryWarning() {}
    /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollectiondidchange(_:)
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)
    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        children.append(childController)
        childController.parent = self
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/removefromparent()
    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/willmove(toparent:)
    open func willMove(toParent parent: UIViewController?) {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)
    open func didMove(toParent parent: UIViewController?) {}
}
