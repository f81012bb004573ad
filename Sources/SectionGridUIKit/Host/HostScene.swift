import SectionGridHostProtocol

/// What the host lays out: the entry's view controller (or none, for a layout entry) and the collection
/// view it shows, put on each request's device.
@MainActor
final class HostScene {
    let viewController: UIViewController?
    let collectionView: UICollectionView
    /// The data source the host gives a collection view that has none (`HostRequest.items`).
    private let itemsDataSource = ItemsDataSource()

    private init(viewController: UIViewController?, collectionView: UICollectionView) {
        self.viewController = viewController
        self.collectionView = collectionView
    }

    /// Why an entry cannot be laid out.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Makes the entry on `request`'s device (already `HostScreen.current`): a view controller's view is
    /// loaded with the viewport's bounds (before `viewDidLoad()`) and its collection view found and
    /// connected as a storyboard's outlets would be; a layout gets a collection view the viewport's size.
    static func make(_ entry: SectionGridEntry, request: HostRequest) throws -> HostScene {
        let screen = HostScreen.current.bounds
        switch entry.source {
        case .layout(let make):
            let collectionView = UICollectionView(frame: screen, collectionViewLayout: make())
            UINib.searchedModules.insert(contentsOf: modules(of: collectionView.collectionViewLayout), at: 0)
            return HostScene(viewController: nil, collectionView: collectionView)
        case .viewController(let make):
            return try scene(for: make(), in: screen)
        case .storyboard(let controllerClass, let layoutClass):
            let layout = layoutClass.flatMap { $0.init(coder: StoryboardCoder(layout: nil)) }
            layout?.awakeFromNib()
            guard let controller = controllerClass.init(coder: StoryboardCoder(layout: layout)) else {
                throw Failure(description: "\(controllerClass).init(coder:) returned nil")
            }
            controller.awakeFromNib()
            return try scene(for: controller, in: screen)
        }
    }

    private static func scene(for controller: UIViewController, in screen: CGRect) throws -> HostScene {
        UINib.searchedModules.insert(contentsOf: modules(of: controller), at: 0)
        controller.pendingViewFrame = screen
        controller.loadViewIfNeeded()
        guard let collectionView = CollectionViewFinder.collectionView(of: controller) else {
            throw Failure(
                description: "\(type(of: controller)) shows no UICollectionView (not its view, a subview or a stored property)")
        }
        if collectionView.bounds.size == .zero, collectionView !== controller.view {
            collectionView.frame = controller.view.bounds
        }
        // A storyboard connects a controller that conforms to the protocols as the outlets' data source
        // and delegate; code that sets them itself keeps its own.
        if collectionView.dataSource == nil, let dataSource = controller as? any UICollectionViewDataSource {
            collectionView.dataSource = dataSource
        }
        if collectionView.delegate == nil, let delegate = controller as? any UICollectionViewDelegate {
            collectionView.delegate = delegate
        }
        return HostScene(viewController: controller, collectionView: collectionView)
    }

    /// The module of `object`'s class (where a nib's class is looked for: the user's).
    private static func modules(of object: AnyObject) -> [String] {
        let name = String(reflecting: type(of: object))
        return name.firstIndex(of: ".").map { [String(name[..<$0])] } ?? []
    }

    /// Puts the scene on `request`'s device (`HostScreen.current`): the viewport, the safe area, the
    /// layout margins, the traits (telling views and the controller when they changed since the last
    /// request: `previousTraits` is `nil` for the first), the scroll direction asked for, and the host's
    /// data source where the collection view has none.
    func place(on request: HostRequest, previousTraits: UITraitCollection?) {
        let screen = HostScreen.current
        if let viewController {
            let root = viewController.view!
            if root.frame != screen.bounds { root.frame = screen.bounds }
            root.deviceSafeAreaInsets = Self.inset(screen.safeArea, viewController.additionalSafeAreaInsets)
            if collectionView !== root {
                collectionView.deviceSafeAreaInsets = Self.safeArea(
                    of: collectionView.frame, in: root.bounds, root.safeAreaInsets)
            }
            if let previousTraits, !screen.traitCollection.isEqual(previousTraits) {
                viewController.traitCollectionDidChange(previousTraits)
                root.traitsChanged(from: previousTraits.with(userInterfaceStyle: root.overrideUserInterfaceStyle))
            }
        } else {
            if collectionView.frame != screen.bounds { collectionView.frame = screen.bounds }
            collectionView.deviceSafeAreaInsets = screen.safeArea
            if let previousTraits {
                collectionView.traitsChanged(
                    from: previousTraits.with(userInterfaceStyle: collectionView.overrideUserInterfaceStyle))
            }
        }
        if let margins = request.layoutMargins {
            collectionView.layoutMargins = UIEdgeInsets(
                top: margins.top, left: margins.left, bottom: margins.bottom, right: margins.right)
        }
        if let direction = request.scrollDirection {
            ScrollDirectionSwitch.set(direction == .vertical ? .vertical : .horizontal, on: collectionView.collectionViewLayout)
        }
        if collectionView.dataSource == nil || collectionView.dataSource === itemsDataSource {
            itemsDataSource.items = request.items ?? HostRequest.defaultItems
            collectionView.dataSource = itemsDataSource
        }
    }

    /// The part of the root's safe area `frame` (in the root's bounds) lies in.
    private static func safeArea(of frame: CGRect, in bounds: CGRect, _ insets: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(
            top: max(0, insets.top - frame.minY), left: max(0, insets.left - frame.minX),
            bottom: max(0, frame.maxY - (bounds.height - insets.bottom)),
            right: max(0, frame.maxX - (bounds.width - insets.right)))
    }

    private static func inset(_ a: UIEdgeInsets, _ b: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }
}
