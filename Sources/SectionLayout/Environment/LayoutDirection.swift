/// The writing direction a layout resolves `leading` and `trailing` by, as
/// `UITraitCollection.layoutDirection` (`UITraitEnvironmentLayoutDirection`) gives it.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
    /// Leading is the left edge (the default).
    case leftToRight
    /// Leading is the right edge (Arabic, Hebrew).
    case rightToLeft
}
