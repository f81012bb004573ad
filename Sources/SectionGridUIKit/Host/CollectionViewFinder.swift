/// Finds the collection view a view controller shows, as a storyboard would have connected it: the
/// controller's own (a `UICollectionViewController`'s, or a root view that is one), else the first in
/// its view hierarchy (breadth first), else one it holds in a stored property (an outlet that was never
/// added to the hierarchy: the host adds it as the root view's subview, filling it, as a storyboard's
/// collection view would be).
@MainActor
enum CollectionViewFinder {
    static func collectionView(of controller: UIViewController) -> UICollectionView? {
        if let view = controller.view as? UICollectionView { return view }
        var queue: [UIView] = controller.view.subviews
        while !queue.isEmpty {
            let view = queue.removeFirst()
            if let collectionView = view as? UICollectionView { return collectionView }
            queue += view.subviews
        }
        guard let stored = storedCollectionView(of: controller) else { return nil }
        stored.frame = controller.view.bounds
        stored.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        controller.view.addSubview(stored)
        return stored
    }

    /// The first `UICollectionView` among the controller's stored properties, its own class's first.
    private static func storedCollectionView(of controller: UIViewController) -> UICollectionView? {
        var mirror: Mirror? = Mirror(reflecting: controller)
        while let current = mirror {
            for child in current.children {
                if let collectionView = child.value as? UICollectionView { return collectionView }
            }
            mirror = current.superclassMirror
        }
        return nil
    }
}

/// Sets a layout's scroll direction, as the viewer's `o` asks: a flow layout's `scrollDirection`, a
/// compositional layout's configuration's; other layouts have none to set.
@MainActor
enum ScrollDirectionSwitch {
    static func set(_ direction: UICollectionView.ScrollDirection, on layout: UICollectionViewLayout) {
        if let flow = layout as? UICollectionViewFlowLayout, flow.scrollDirection != direction {
            flow.scrollDirection = direction
        } else if let compositional = layout as? UICollectionViewCompositionalLayout,
            compositional.configuration.scrollDirection != direction
        {
            compositional.configuration.scrollDirection = direction
        }
    }
}

/// The data source the host gives a collection view without one: `items[s]` plain cells in section `s`.
@MainActor
final class ItemsDataSource: NSObject, UICollectionViewDataSource {
    var items = [6, 6, 6]

    func numberOfSections(in collectionView: UICollectionView) -> Int { items.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        items.indices.contains(section) ? items[section] : 0
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }
}
