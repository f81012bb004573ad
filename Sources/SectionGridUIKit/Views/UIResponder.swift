/// An abstract interface for responding to and handling events.
/// https://developer.apple.com/documentation/uikit/uiresponder — no events reach it here.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// https://developer.apple.com/documentation/uikit/uiresponder/next
    open var next: UIResponder? { nil }

    /// Prepares the receiver for service after it has been loaded from an Interface Builder archive, or
    /// nib file. https://developer.apple.com/documentation/objectivec/nsobject/1402907-awakefromnib — the
    /// host calls it on what it makes as a storyboard or nib would (`SectionGridEntry.storyboard`, `UINib`
    /// registrations). Declared here and on `UICollectionViewLayout` (NSObject's extension methods cannot
    /// be overridden without the Objective-C runtime).
    open func awakeFromNib() {}
}
