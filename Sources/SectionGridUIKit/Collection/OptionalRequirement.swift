// Apple declares the collection view protocols in Objective-C with `@optional` methods, which need the
// Objective-C runtime Linux has not. Here each optional method is an ordinary requirement whose
// protocol-extension default answers what UIKit does for a delegate that does not implement it — and
// marks that it ran (`OptionalRequirement.defaultRan`). Code that implements them is unchanged, and code
// that calls them as optionals is too: `delegate.collectionView?(cv, layout: l, insetForSectionAt: s)`
// reads the protocol extension's `collectionView` property (a `…Methods` value whose `callAsFunction`
// overloads carry each method's labels), calls the method, and answers `nil` when the default ran.
//
// Known difference: when a base class declares the conformance and only a subclass implements a
// method, Swift takes the default as the witness, so the subclass's method is not called (an `@objc`
// dispatch on iOS would find it). docs/uikit.md says so.

/// Whether the default of an optional requirement ran (SectionGrid's).
@preconcurrency @MainActor
enum OptionalRequirement {
    static var defaultRan = false

    /// `call()`'s answer, or `nil` when it was an optional requirement's default ("not implemented").
    static func answer<Answer>(_ call: () -> Answer) -> Answer? {
        let outer = defaultRan
        defaultRan = false
        let answer = call()
        let ranDefault = defaultRan
        defaultRan = outer
        return ranDefault ? nil : answer
    }

    /// Marks that a default ran and returns `value`.
    static func notImplemented<Value>(_ value: Value) -> Value {
        defaultRan = true
        return value
    }
}
