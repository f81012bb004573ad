/// An object that defines the properties associated with a hardware-based display.
/// https://developer.apple.com/documentation/uikit/uiscreen — the device the host lays out on: its
/// bounds are the viewport's (a full-screen view controller's), its scale the request's screen scale
/// (1 when none was given: points are pixels).
@preconcurrency @MainActor
open class UIScreen: NSObject, UITraitEnvironment {
    /// https://developer.apple.com/documentation/uikit/uiscreen/main (deprecated in iOS 16, still used)
    public static let main = UIScreen()

    /// https://developer.apple.com/documentation/uikit/uiscreen/bounds
    open var bounds: CGRect { HostScreen.current.bounds }
    /// https://developer.apple.com/documentation/uikit/uiscreen/nativebounds — the bounds in pixels.
    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }
    /// https://developer.apple.com/documentation/uikit/uiscreen/scale
    open var scale: CGFloat { HostScreen.current.scale }
    /// https://developer.apple.com/documentation/uikit/uiscreen/nativescale
    open var nativeScale: CGFloat { scale }
    /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
    open var traitCollection: UITraitCollection { HostScreen.current.traitCollection }

    /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollectiondidchange(_:)
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}
