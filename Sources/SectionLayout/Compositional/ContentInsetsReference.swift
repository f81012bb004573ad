/// What a section's boundary supplementary items are inset against across the scroll axis, like
/// `UIContentInsetsReference` in `NSCollectionLayoutSection.supplementaryContentInsetsReference` (which
/// replaced `supplementariesFollowContentInsets` in iOS 16).
///
/// The safe area, layout margins and readable content guide belong to the device around the layout,
/// which SectionGrid does not model yet: until it does, those three act as `none`.
public enum ContentInsetsReference: String, Hashable, Sendable, CaseIterable {
    /// The system's choice: the section's `contentInsets` (`supplementariesFollowContentInsets = true`).
    case automatic
    /// No insets: the container's full extent (`supplementariesFollowContentInsets = false`).
    case none
    /// The safe area (acts as `none` for now).
    case safeArea
    /// The layout margins (acts as `none` for now).
    case layoutMargins
    /// The readable content guide (acts as `none` for now).
    case readableContent

    /// True when supplementaries follow the section's content insets (`automatic`).
    public var followsContentInsets: Bool { self == .automatic }
}
