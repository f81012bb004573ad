/// What a compositional section's content insets, or its boundary items, are measured from across the
/// scroll axis: `UIContentInsetsReference` (iOS 14), the type of
/// `UICollectionViewCompositionalLayoutConfiguration.contentInsetsReference`,
/// `NSCollectionLayoutSection.contentInsetsReference` and
/// `NSCollectionLayoutSection.supplementaryContentInsetsReference` (which replaced
/// `supplementariesFollowContentInsets` in iOS 16).
///
/// Only the edges across the scroll axis are measured from a reference (the left and right edges of a
/// vertical layout): along it the safe area is already in the adjusted content inset.
public enum ContentInsetsReference: String, Hashable, Sendable, CaseIterable {
    /// "Use system defined default" (`UICollectionViewCompositionalLayout.h`). For a section's content
    /// insets: the layout configuration's reference ("default is UIContentInsetsReferenceAutomatic i.e.
    /// following the layout configuration's contentInsetsReference"); for the configuration: the safe
    /// area, its documented default. For boundary items: the section's content insets, measured from the
    /// section's reference (`supplementariesFollowContentInsets = true`).
    case automatic
    /// No reference: the container's edges ("no additional insets"; for boundary items,
    /// `supplementariesFollowContentInsets = false`: the container's full extent).
    case none
    /// The safe area ("honor safe area").
    case safeArea
    /// The layout margins ("honor layout margins").
    case layoutMargins
    /// The readable content guide ("honor readable content"; see `LayoutEnvironment.readableContentInsets`).
    case readableContent

    /// True when boundary items follow the section's content insets (`automatic`).
    public var followsContentInsets: Bool { self == .automatic }
}

/// The edges a compositional layout's references stand for in one environment, across the scroll axis
/// and inward from the container's edges.
struct InsetReferences: Sendable {
    /// The safe area.
    var safeArea = CrossInsets.zero
    /// The layout margins.
    var layoutMargins = CrossInsets.zero
    /// The readable content guide.
    var readableContent = CrossInsets.zero

    /// No device around the layout: every reference is the container's edges.
    static let none = InsetReferences()

    /// The references of `environment` for a layout scrolling along `axis`.
    init(_ environment: LayoutEnvironment, scrollDirection axis: Axis) {
        safeArea = environment.safeAreaReference(scrollDirection: axis)
        layoutMargins = environment.layoutMarginsReference(scrollDirection: axis)
        readableContent = environment.readableContentReference(scrollDirection: axis)
    }

    private init() {}

    /// The edges `reference` stands for; `automatic` is the caller's to resolve (the safe area here).
    func insets(for reference: ContentInsetsReference) -> CrossInsets {
        switch reference {
        case .none: return .zero
        case .automatic, .safeArea: return safeArea
        case .layoutMargins: return layoutMargins
        case .readableContent: return readableContent
        }
    }
}
