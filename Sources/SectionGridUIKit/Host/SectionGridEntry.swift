/// **SectionGrid's, not UIKit API.** What a compiled user program lays out: the object its `main.swift`
/// hands `SectionGridLayoutHost.main(_:)` — a view controller, as an app's window shows it, or a layout,
/// which the host puts in a collection view of its own with a data source of `HostRequest.items`.
///
/// ```swift
/// SectionGridLayoutHost.main(.viewController { ViewController() })
/// SectionGridLayoutHost.main(.storyboard(CollectionViewController.self, layout: SectionBgLayout.self))
/// SectionGridLayoutHost.main(.layout { makeLayout() })
/// ```
public struct SectionGridEntry {
    enum Source {
        case viewController(@MainActor () -> UIViewController)
        case storyboard(UIViewController.Type, layout: UICollectionViewLayout.Type?)
        case layout(@MainActor () -> UICollectionViewLayout)
    }

    let source: Source
    /// What the `ready` message names.
    public let name: String

    /// A view controller made by `make`, its view given the viewport's bounds before `viewDidLoad()`.
    public static func viewController(
        named name: String = "view controller",
        _ make: @escaping @MainActor () -> UIViewController
    ) -> SectionGridEntry {
        SectionGridEntry(source: .viewController(make), name: name)
    }

    /// A view controller as a storyboard makes it: `init(coder:)` then `awakeFromNib()`; a
    /// `UICollectionViewController`'s collection view laid out by `layout` (made by `init(coder:)` and
    /// `awakeFromNib()` too, as a storyboard's custom layout class is; a flow layout when `nil`).
    public static func storyboard(
        _ controller: UIViewController.Type,
        layout: UICollectionViewLayout.Type? = nil
    ) -> SectionGridEntry {
        SectionGridEntry(source: .storyboard(controller, layout: layout), name: String(describing: controller))
    }

    /// A layout made by `make` (a layout class's initializer, or a function returning one), in a
    /// collection view the size of the viewport with the host's data source (`HostRequest.items`).
    public static func layout(
        named name: String = "layout",
        _ make: @escaping @MainActor () -> UICollectionViewLayout
    ) -> SectionGridEntry {
        SectionGridEntry(source: .layout(make), name: name)
    }
}
