/// Which keys a spec file gives: the keys `w` would leave in the file for an edited spec — the file's
/// own keys (kept as written, even those that only repeat a default), and the keys an edit adds because
/// their value changed (`JSONTextEditor`'s three-way rule: a key the text leaves out is written only
/// when its value changed). What the inspector's source column reads: a value whose key is given is
/// the layout's or the section's, one whose key is not comes from the device or UIKit's default.
///
/// Only what a path reaches is encoded: the spec without its sections, or the one section the path
/// names, so asking about a spec of many sections costs about as much as asking about one.
public struct SpecKeyPresence: Sendable {
    /// The file's text as a JSON value (`nil` without a text: a demo).
    private let text: JSONValue?
    /// The spec as saved, and as edited.
    private let saved: LayoutSpec, edited: LayoutSpec

    /// The keys `document`'s file would hold with `spec` written over it; `parsedText` is the
    /// document's text already parsed (`SpecKeyPresence.parse`), parsed here when not given.
    public init(document: SpecDocument, spec: LayoutSpec, parsedText: JSONValue?? = nil) {
        text = parsedText ?? SpecKeyPresence.parse(document)
        saved = document.spec
        edited = spec
    }

    /// `document`'s text as a JSON value, `nil` without one.
    public static func parse(_ document: SpecDocument) -> JSONValue? {
        document.text.flatMap { try? JSONParser().parse($0) }
    }

    /// True when the document has a file's text to read keys from (a demo has none: it is written whole).
    public var hasText: Bool { text != nil }

    /// True when the written file would hold a value at `path` (`sections[0].header`, `flow.itemSize`).
    public func contains(_ path: JSONPath) -> Bool {
        guard let text else { return Self.value(edited.jsonValue, at: path.components[...]) != nil }
        if saved == edited { return Self.value(text, at: path.components[...]) != nil }
        let components = path.components
        guard components.first == .key("sections"), components.count > 1, case .index(let index) = components[1] else {
            return Self.walk(
                text: text, old: saved.withoutSections.jsonValue, new: edited.withoutSections.jsonValue,
                components[...])
        }
        let rest = components.dropFirst(2)
        let newSection = edited.encodedSection(index)
        guard case .array(let texts)? = text["sections"], texts.count == edited.sectionCount else {
            // Sections added or removed: what moved is written anew (`JSONTextEditor.editLength`).
            return newSection.flatMap { Self.value($0, at: rest) } != nil
        }
        if saved.sectionCount == edited.sectionCount, saved.sectionsEqual(edited) {
            return Self.value(text, at: components[...]) != nil
        }
        guard texts.indices.contains(index), let newSection else { return false }
        return Self.walk(text: texts[index], old: saved.encodedSection(index), new: newSection, rest)
    }

    /// The three values walked together: the text's, the saved spec's and the edited one's. A level
    /// whose meaning did not change keeps its text as it is; a level the text lacks is written from the
    /// edited spec whole, and only when it changed.
    private static func walk(
        text start: JSONValue, old: JSONValue?, new: JSONValue?,
        _ components: ArraySlice<JSONPath.Component>
    ) -> Bool {
        var text = start
        var old = old
        var new = new
        for offset in components.indices {
            let component = components[offset]
            let rest = components[(offset + 1)...]
            if let before = old, let after = new, before.isSameValue(as: after) {
                return value(text, at: components[offset...]) != nil
            }
            let nextOld = old.flatMap { child($0, component) }
            let nextNew = new.flatMap { child($0, component) }
            guard let nextText = child(text, component) else {
                guard let nextNew, nextOld.map({ !$0.isSameValue(as: nextNew) }) ?? true else { return false }
                return value(nextNew, at: rest) != nil
            }
            guard let nextNew else {
                // Kept as written when the encoder does not know it (a key repeating a default), else removed.
                return nextOld == nil && value(nextText, at: rest) != nil
            }
            // An array that changed length keeps its ends' text; what moved is written anew.
            if case .array(let texts) = text, case .array(let news)? = new, texts.count != news.count {
                return value(nextNew, at: rest) != nil
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

extension LayoutSpec {
    /// The spec with no sections: what its encoding says outside `sections`, cheaply.
    var withoutSections: LayoutSpec {
        var copy = self
        switch engine {
        case .flow(var flow):
            flow.sections = []
            copy.engine = .flow(flow)
        case .compositional(var compositional):
            compositional.sections = []
            copy.engine = .compositional(compositional)
        }
        return copy
    }

    /// How many sections it has.
    var sectionCount: Int {
        switch engine {
        case .flow(let flow): return flow.sections.count
        case .compositional(let compositional): return compositional.sections.count
        }
    }

    /// Section `index` as the encoder writes it, `nil` past the end.
    func encodedSection(_ index: Int) -> JSONValue? {
        switch engine {
        case .flow(let flow): return flow.sections.indices.contains(index) ? flow.sections[index].jsonValue : nil
        case .compositional(let compositional):
            return compositional.sections.indices.contains(index) ? compositional.sections[index].jsonValue : nil
        }
    }

    /// True when both have the same engine and equal sections.
    func sectionsEqual(_ other: LayoutSpec) -> Bool {
        switch (engine, other.engine) {
        case (.flow(let left), .flow(let right)): return left.sections == right.sections
        case (.compositional(let left), .compositional(let right)): return left.sections == right.sections
        default: return false
        }
    }
}
