import SectionLayout

/// A device preset (`device` in a spec, `--device NAME`): the collection view as a full-screen view
/// controller's root view on one iPhone or iPad model, held one way up. It sets a spec's `viewport`,
/// `safeAreaInsets`, `layoutMargins` and `screenScale`; keys the spec gives itself override it.
///
/// The models and their numbers, and where each comes from, are in `DeviceCatalog`.
public struct Device: Hashable, Sendable {
    /// Which way up the device is held.
    public enum Orientation: String, Hashable, Sendable {
        /// Upright (the bare name: `iphone-16`).
        case portrait
        /// On its side (`iphone-16-landscape`).
        case landscape
    }

    /// The model: `iphone-16`, `ipad-pro-13`.
    public let model: String
    /// The model as Apple names it: `iPhone 16`.
    public let displayName: String
    /// Which way up.
    public let orientation: Orientation
    /// The screen in points, this way up (the collection view's bounds).
    public let bounds: Size
    /// The safe area's insets this way up (`UIView.safeAreaInsets` of a full-screen view).
    public let safeAreaInsets: EdgeInsets
    /// The layout margins this way up (`UIView.layoutMargins` of a view controller's root view: the
    /// system's minimum margins plus the safe area).
    public let layoutMargins: EdgeInsets
    /// Pixels per point (`UIScreen.scale`): 2 or 3.
    public let screenScale: Double

    /// The preset's name: the model's, with `-landscape` when on its side.
    public var name: String { orientation == .portrait ? model : model + "-landscape" }
}
