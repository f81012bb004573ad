extension UITraitCollection {
    /// The user interface style associated with the environment.
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/userinterfacestyle (iOS 12) —
    /// always `.light` here: no trait collection of this UIKit differs in appearance (as its colours,
    /// which resolve to themselves).
    public var userInterfaceStyle: UIUserInterfaceStyle { .light }
}
