/// The interface style UIKit's dynamic system colours resolve by (`UITraitCollection.userInterfaceStyle`,
/// `UIUserInterfaceStyle`): `systemBackground` is white in light mode and black in dark mode.
public enum Appearance: String, Hashable, Sendable, CaseIterable {
    /// Light mode (UIKit's default).
    case light
    /// Dark mode.
    case dark

    /// The other appearance.
    public var toggled: Appearance { self == .light ? .dark : .light }
}
