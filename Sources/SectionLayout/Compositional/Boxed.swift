/// An immutable value kept behind a reference, so a rarely given field costs a value type one word.
///
/// `LayoutItem.edgeSpacing` is kept so: items are copied for every subitem a group places, and a copy
/// over 128 bytes is a call to `memcpy` instead of a few moves (it made a compositional layout 15 %
/// slower to compute).
final class Boxed<Value: Hashable & Sendable>: Hashable, Sendable {
    let value: Value

    init(_ value: Value) { self.value = value }

    static func == (a: Boxed, b: Boxed) -> Bool { a === b || a.value == b.value }

    func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
