/// How a collection view makes the views of one reuse identifier: a class, or a nib.
enum ViewRegistration {
    case viewClass(AnyClass)
    case nib(UINib)
}

extension UICollectionView {
    /// The element kind cells are registered under (UIKit's own name for it).
    static let cellKind = "UICollectionElementKindCell"

    /// https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forcellwithreuseidentifier:)-(anyclass?,_)
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registrations[Self.cellKind + "/" + identifier] = cellClass.map(ViewRegistration.viewClass)
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forcellwithreuseidentifier:)-(uinib?,_)
    public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        registrations[Self.cellKind + "/" + identifier] = nib.map(ViewRegistration.nib)
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forsupplementaryviewofkind:withreuseidentifier:)-(anyclass?,_,_)
    public func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
        withReuseIdentifier identifier: String
    ) {
        registrations[elementKind + "/" + identifier] = viewClass.map(ViewRegistration.viewClass)
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forsupplementaryviewofkind:withreuseidentifier:)-(uinib?,_,_)
    public func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        registrations[kind + "/" + identifier] = nib.map(ViewRegistration.nib)
    }

    /// A new cell of the class or nib registered for `identifier`, framed and given its attributes as
    /// the layout has them. With nothing registered, the identifier is taken as a storyboard's prototype
    /// cell's, whose class is named like it (`"\(CollectionViewCell.self)"`, the common convention): a
    /// class of that name in the user's module is made as a storyboard makes it (`init(coder:)`,
    /// `awakeFromNib()`); else a plain cell (where UIKit raises an exception).
    /// https://developer.apple.com/documentation/uikit/uicollectionview/dequeuereusablecell(withreuseidentifier:for:)
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        let registration = registrations[Self.cellKind + "/" + identifier] ?? .nib(UINib(nibName: identifier, bundle: nil))
        let cell = (registration.make(frame: pendingFrame) as? UICollectionViewCell) ?? UICollectionViewCell(frame: pendingFrame)
        cell.reuseIdentifier = identifier
        applyPendingAttributes(to: cell)
        return cell
    }

    /// A new supplementary view of the class or nib registered for `elementKind` and `identifier` (with
    /// nothing registered, a storyboard's section header or footer, as for cells).
    /// https://developer.apple.com/documentation/uikit/uicollectionview/dequeuereusablesupplementaryview(ofkind:withreuseidentifier:for:)
    public func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String,
        for indexPath: IndexPath
    ) -> UICollectionReusableView {
        let registration = registrations[elementKind + "/" + identifier] ?? .nib(UINib(nibName: identifier, bundle: nil))
        let view = registration.make(frame: pendingFrame) ?? UICollectionReusableView(frame: pendingFrame)
        view.reuseIdentifier = identifier
        applyPendingAttributes(to: view)
        return view
    }

    private var pendingFrame: CGRect { pendingAttributes?.frame ?? .zero }

    private func applyPendingAttributes(to view: UICollectionReusableView) {
        guard let pendingAttributes else { return }
        view.frame = pendingAttributes.frame
        view.apply(pendingAttributes)
    }
}

extension ViewRegistration {
    /// A new view: a class's through `init(frame:)`, a nib's through `init(coder:)` and `awakeFromNib()`
    /// (see `UINib`); `nil` when the class is not a reusable view or the nib names no class.
    @MainActor
    func make(frame: CGRect) -> UICollectionReusableView? {
        switch self {
        case .viewClass(let viewClass):
            return (viewClass as? UICollectionReusableView.Type)?.init(registeredFrame: frame)
        case .nib(let nib):
            guard let viewClass = nib.viewClass, let view = viewClass.init(coder: StoryboardCoder(layout: nil)) else {
                return nil
            }
            view.frame = frame
            view.awakeFromNib()
            return view
        }
    }
}

extension UINib {
    /// The modules whose classes a nib's name may name (the host adds the user program's).
    @MainActor static var searchedModules: [String] = ["main"]

    /// The reusable view class named like the nib, in the user's module or fully qualified.
    @MainActor
    var viewClass: UICollectionReusableView.Type? {
        let names = [nibName] + UINib.searchedModules.map { $0 + "." + nibName }
        return names.lazy.compactMap { NSClassFromString($0) as? UICollectionReusableView.Type }.first
    }
}

/// The coder a storyboard or nib's objects are made with here: it holds no archive, only the layout a
/// storyboard's collection view was given (SectionGrid's: `init(coder:)` of a `UICollectionView` or
/// `UICollectionViewController` reads it).
final class StoryboardCoder: NSCoder {
    let layout: UICollectionViewLayout?

    init(layout: UICollectionViewLayout?) {
        self.layout = layout
        super.init()
    }
}
