import SectionLayout
import SectionSpec

/// The code's layout as a spec (`HostMessage.model`, sent when a request asks with `"model": true`,
/// after its `layout` and before the looks): what `import` prints and the viewer's inspector shows.
///
/// `spec` holds the layout as the code set it, a request's overrides left out: for a
/// `UICollectionViewFlowLayout` (or a subclass) a flow spec of the layout object's properties, each
/// section holding the delegate's answers (`insetForSectionAt`, …, `sizeForItemAt` as item sizes); for a
/// `UICollectionViewCompositionalLayout` a compositional spec of the sections as the provider returned
/// them, a background decoration item's view look as the section's background style. Its device is the
/// collection view's as the layout saw it: bounds, adjusted content inset, safe area across the scroll
/// axis, layout margins, display scale, direction and appearance; so `frames` of it is the program's
/// frames for every cell, header, footer and background — unless `customizations` says why not.
///
/// A layout that is neither flow nor compositional (a `UICollectionViewLayout` subclass of its own)
/// gets a flow spec with no sections and `customizations` naming it: such a spec is not the layout.
public struct HostModel: Equatable, Sendable {
    /// The request answered.
    public var request: Int
    /// The layout as a spec.
    public var spec: LayoutSpec
    /// The delegate methods that answered, in a fixed order (`insetForSectionAt`,
    /// `minimumLineSpacingForSectionAt`, `minimumInteritemSpacingForSectionAt`,
    /// `referenceSizeForHeaderInSection`, `referenceSizeForFooterInSection`, `sizeForItemAt`).
    public var delegateAnswers: [String]
    /// Why `spec` is not the whole layout: `layoutAttributesForElements(in:)` when the layout answered
    /// other elements than its engine computed (a subclass computing its own, or adding decoration
    /// views), `collectionViewContentSize` when its content size is not the engine's, `UICollectionViewLayout
    /// subclass` for a layout that is neither flow nor compositional. Empty: `spec` is the layout.
    public var customizations: [String]
    /// The layout object's class as the code names it (`CardLayout`, `Outer.CardLayout`; the module left
    /// out), so a customization can be found in the files; `nil` when not known.
    public var layoutClass: String?

    public init(
        request: Int, spec: LayoutSpec, delegateAnswers: [String] = [], customizations: [String] = [],
        layoutClass: String? = nil
    ) {
        self.request = request
        self.spec = spec
        self.delegateAnswers = delegateAnswers
        self.customizations = customizations
        self.layoutClass = layoutClass
    }

    /// The customization a layout class of its own (neither flow nor compositional) is reported with.
    public static let layoutSubclass = "UICollectionViewLayout subclass"
    /// The customization a layout that answers elements of its own is reported with.
    public static let elementsOverride = "layoutAttributesForElements(in:)"
    /// The customization a layout whose content size is not its engine's is reported with.
    public static let contentSizeOverride = "collectionViewContentSize"

    /// `{"type": "model", "request": N, "delegateAnswers": […], "customizations": […], "layoutClass": "…",
    /// "spec": {…}}`.
    func write(to writer: inout WireWriter) {
        writer.raw("{\"type\": \"model\", \"request\": ")
        writer.integer(request)
        writer.raw(", \"delegateAnswers\": ")
        writer.strings(delegateAnswers)
        writer.raw(", \"customizations\": ")
        writer.strings(customizations)
        if let layoutClass {
            writer.raw(", \"layoutClass\": ")
            writer.string(layoutClass)
        }
        writer.raw(", \"spec\": ")
        writer.json(spec.jsonValue)
    }

    /// Reads the model of a `model` line (its `spec` decoded as a spec file's).
    init(_ object: WireObject, line: String) throws {
        let document: JSONValue
        do {
            document = try JSONParser().parse(line)
        } catch {
            throw HostProtocolError("model: \(error)")
        }
        guard let json = document["spec"] else { throw HostProtocolError("spec is missing") }
        let spec: LayoutSpec
        do {
            spec = try LayoutSpec(json: json)
        } catch {
            throw HostProtocolError("spec: \(error)")
        }
        self.init(
            request: try object.integer("request"), spec: spec, delegateAnswers: try object.strings("delegateAnswers"),
            customizations: try object.strings("customizations"), layoutClass: try object.optionalString("layoutClass"))
    }
}

extension WireWriter {
    /// Appends `["a", "b"]`.
    mutating func strings(_ strings: [String]) {
        raw("[")
        for (index, string) in strings.enumerated() {
            if index > 0 { raw(", ") }
            self.string(string)
        }
        raw("]")
    }

    /// Appends a spec document on one line.
    mutating func json(_ value: JSONValue) {
        switch value {
        case .object(let members):
            raw("{")
            for (index, member) in members.enumerated() {
                if index > 0 { raw(", ") }
                string(member.key)
                raw(": ")
                json(member.value)
            }
            raw("}")
        case .array(let elements):
            raw("[")
            for (index, element) in elements.enumerated() {
                if index > 0 { raw(", ") }
                json(element)
            }
            raw("]")
        case .string(let text): string(text)
        case .number(let number, _): number.isFinite ? raw(text: JSONWriter.number(number)) : raw("null")
        case .bool(let flag): bool(flag)
        case .null: raw("null")
        }
    }
}

extension WireObject {
    /// The strings of the array at `key`.
    func strings(_ key: String) throws -> [String] {
        try array(key).enumerated().map { index, value in
            guard case .string(let string) = value else { throw HostProtocolError("\(key)[\(index)] is not a string") }
            return string
        }
    }
}
