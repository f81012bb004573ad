/// Which keys a spec file gives: the keys `w` would leave in the file for an edited spec — the file's
/// own keys (kept as written, even those that only repeat a default), and the keys an edit adds because
/// their value changed (`JSONTextEditor`'s three-way rule: a key the text leaves out is written only
/// when its value changed). What the inspector's source column reads: a value whose key is given is
/// the layout's or the section's, one whose key is not comes from the device or UIKit's default.
public struct SpecKeyPresence: Sendable {
    /// The file's text as a JSON value (`nil` without a text: a demo).
    private let text: JSONValue?
    /// The saved spec as the encoder writes it, and the edited spec.
    private let old: JSONValue, new: JSONValue

    /// The keys `document`'s file would hold with `spec` written over it.
    public init(document: SpecDocument, spec: LayoutSpec) {
        text = document.text.flatMap { try? JSONParser().parse($0) }
        old = document.spec.jsonValue
        new = document.spec == spec ? old : spec.jsonValue
    }

    /// True when the document has a file's text to read keys from (a demo has none: it is written whole).
    public var hasText: Bool { text != nil }

    /// True when the written file would hold a value at `path` (`sections[0].header`, `flow.itemSize`).
    public func contains(_ path: JSONPath) -> Bool {
        // Three values walked together: the text's, the saved spec's and the edited one's. A level whose
        // meaning did not change keeps its text as it is; a level the text lacks is written from the
        // edited spec whole.
        guard var text = self.text else { return Self.value(new, at: path.components[...]) != nil }
        var old: JSONValue? = self.old, new: JSONValue? = self.new
        let components = path.components
        for (offset, component) in components.enumerated() {
            let rest = components[(offset + 1)...]
            if let before = old, let after = new, before.isSameValue(as: after) {
                return Self.value(text, at: components[offset...]) != nil
            }
            let nextOld = old.flatMap { Self.child($0, component) }
            let nextNew = new.flatMap { Self.child($0, component) }
            guard let nextText = Self.child(text, component) else {
                // Not in the text: written when its value changed, then whole.
                guard let nextNew, nextOld.map({ !$0.isSameValue(as: nextNew) }) ?? true else { return false }
                return Self.value(nextNew, at: rest) != nil
            }
            guard let nextNew else {
                // Kept as written when the encoder does not know it (a key repeating a default), else removed.
                return nextOld == nil && Self.value(nextText, at: rest) != nil
            }
            // An array that changed length keeps its ends' text; what moved is written anew.
            if case .array(let texts) = text, case .array(let news)? = new, texts.count != news.count {
                return Self.value(nextNew, at: rest) != nil
            }
            text = nextText
            old = nextOld
            new = nextNew
        }
        return true
    }

    private static func child(_ value: JSONValue, _ component: JSONPath.Component) -> JSONValue? {
        switch (component, value) {
        case (.key(let key), .object):
            return value[key]
        case (.index(let index), .array(let elements)):
            return elements.indices.contains(index) ? elements[index] : nil
        default:
            return nil
        }
    }

    private static func value(_ value: JSONValue, at components: ArraySlice<JSONPath.Component>) -> JSONValue? {
        var current: JSONValue? = value
        for component in components { current = current.flatMap { child($0, component) } }
        return current
    }
}
