/// What a flow layout's section insets are measured from across the scroll axis, like
/// `UICollectionViewFlowLayout.SectionInsetReference` (iOS 11): "Section insets are defined in relation
/// to the collection view's content inset" (the default), "… the safe area", or "… the margins of the
/// layout" (`UICollectionViewFlowLayout.h` and Apple's documentation of the enum).
///
/// Only the two edges across the scroll axis are measured from the reference (the left and right edges
/// of a vertical layout): along it the safe area is already in the adjusted content inset, and a section
/// inset added to it at every section would stack. Headers and footers keep the container's full width.
public enum SectionInsetReference: String, Hashable, Sendable, CaseIterable {
    /// From the content inset: the container's edges (UIKit's default).
    case fromContentInset
    /// From the safe area (`safeAreaInsets`).
    case fromSafeArea
    /// From the layout margins (`layoutMargins`).
    case fromLayoutMargins

    /// The edges across `axis` the insets are measured from, inward from the container's.
    func reference(in environment: LayoutEnvironment, scrollDirection axis: Axis) -> CrossInsets {
        switch self {
        case .fromContentInset: return .zero
        case .fromSafeArea: return environment.safeAreaReference(scrollDirection: axis)
        case .fromLayoutMargins: return environment.layoutMarginsReference(scrollDirection: axis)
        }
    }
}
