import SectionLayout

/// Values a request puts in place of the code's for one layout (`HostRequest.overrides`): layout-wide
/// ones (`layout`) and per section (`sections`, by section index; a section's beats the layout-wide one).
/// The code's own values come back after the layout, so a later request without them shows the code's.
///
/// ```json
/// "overrides": {"layout": {"sectionInset": {"top": 0, "left": 36, "bottom": 12, "right": 36}},
///               "sections": {"2": {"minimumLineSpacing": 4}}}
/// ```
public struct LayoutOverrides: Equatable, Sendable {
    /// Every section's (and the layout object's) values.
    public var layout = PropertyOverrides()
    /// One section's values, by section index.
    public var sections: [Int: PropertyOverrides] = [:]

    public init(layout: PropertyOverrides = PropertyOverrides(), sections: [Int: PropertyOverrides] = [:]) {
        self.layout = layout
        self.sections = sections
    }

    /// Whether nothing is overridden.
    public var isEmpty: Bool { layout.isEmpty && sections.values.allSatisfy(\.isEmpty) }

    /// The values in force for `section`: the section's own, else the layout-wide one.
    public func values(forSection section: Int) -> PropertyOverrides {
        guard let own = sections[section] else { return layout }
        return own.over(layout)
    }
}

/// The values one override puts in place (`nil`: the code's). Flow: `sectionInset`,
/// `minimumLineSpacing`, `minimumInteritemSpacing`, `itemSize`, `headerReferenceSize`,
/// `footerReferenceSize` — the layout object's properties layout-wide, and the delegate's answers where
/// it answers; `contentInset` is the collection view's (layout-wide only). Compositional: the returned
/// sections' `contentInsets`, `interGroupSpacing` and their background decoration items'
/// `decorationContentInsets` (`NSDirectionalEdgeInsets`: `left` is leading, `right` trailing).
public struct PropertyOverrides: Equatable, Sendable {
    public var sectionInset: EdgeInsets?
    public var minimumLineSpacing: Double?
    public var minimumInteritemSpacing: Double?
    public var itemSize: Size?
    public var headerReferenceSize: Size?
    public var footerReferenceSize: Size?
    /// The collection view's `contentInset` (layout-wide only).
    public var contentInset: EdgeInsets?
    /// A compositional section's `contentInsets` (left = leading, right = trailing).
    public var contentInsets: EdgeInsets?
    public var interGroupSpacing: Double?
    /// A compositional section's background decoration item's `contentInsets` (left = leading, right =
    /// trailing).
    public var decorationContentInsets: EdgeInsets?

    public init() {}

    /// Whether nothing is overridden.
    public var isEmpty: Bool { self == PropertyOverrides() }

    /// These values, each missing one taken from `base`.
    public func over(_ base: PropertyOverrides) -> PropertyOverrides {
        var merged = self
        merged.sectionInset = sectionInset ?? base.sectionInset
        merged.minimumLineSpacing = minimumLineSpacing ?? base.minimumLineSpacing
        merged.minimumInteritemSpacing = minimumInteritemSpacing ?? base.minimumInteritemSpacing
        merged.itemSize = itemSize ?? base.itemSize
        merged.headerReferenceSize = headerReferenceSize ?? base.headerReferenceSize
        merged.footerReferenceSize = footerReferenceSize ?? base.footerReferenceSize
        merged.contentInset = contentInset ?? base.contentInset
        merged.contentInsets = contentInsets ?? base.contentInsets
        merged.interGroupSpacing = interGroupSpacing ?? base.interGroupSpacing
        merged.decorationContentInsets = decorationContentInsets ?? base.decorationContentInsets
        return merged
    }
}

extension LayoutOverrides {
    /// Appends `{"layout": {…}, "sections": {"2": {…}}}` (empty parts left out).
    func write(to writer: inout WireWriter) {
        writer.raw("{")
        var first = true
        if !layout.isEmpty {
            writer.raw("\"layout\": ")
            layout.write(to: &writer)
            first = false
        }
        let sections = self.sections.filter { !$0.value.isEmpty }.sorted { $0.key < $1.key }
        if !sections.isEmpty {
            if !first { writer.raw(", ") }
            writer.raw("\"sections\": {")
            for (index, (section, values)) in sections.enumerated() {
                if index > 0 { writer.raw(", ") }
                writer.string(String(section))
                writer.raw(": ")
                values.write(to: &writer)
            }
            writer.raw("}")
        }
        writer.raw("}")
    }

    init(_ object: WireObject) throws {
        self.init()
        if let layout = try object.optionalObject("layout") { self.layout = try PropertyOverrides(layout) }
        if let sections = try object.optionalObject("sections") {
            for key in sections.fields.keys {
                guard let section = Int(key), section >= 0 else {
                    throw HostProtocolError("overrides.sections has \"\(key)\", not a section index")
                }
                self.sections[section] = try PropertyOverrides(try sections.object(key))
            }
        }
    }
}

extension PropertyOverrides {
    func write(to writer: inout WireWriter) {
        var first = true
        func key(_ name: StaticString) {
            writer.raw(first ? "{" : ", ")
            first = false
            writer.raw("\"")
            writer.raw(name)
            writer.raw("\": ")
        }
        if let sectionInset {
            key("sectionInset")
            writer.insets(sectionInset)
        }
        if let minimumLineSpacing {
            key("minimumLineSpacing")
            writer.number(minimumLineSpacing)
        }
        if let minimumInteritemSpacing {
            key("minimumInteritemSpacing")
            writer.number(minimumInteritemSpacing)
        }
        if let itemSize {
            key("itemSize")
            writer.size(itemSize)
        }
        if let headerReferenceSize {
            key("headerReferenceSize")
            writer.size(headerReferenceSize)
        }
        if let footerReferenceSize {
            key("footerReferenceSize")
            writer.size(footerReferenceSize)
        }
        if let contentInset {
            key("contentInset")
            writer.insets(contentInset)
        }
        if let contentInsets {
            key("contentInsets")
            writer.directionalInsets(contentInsets)
        }
        if let interGroupSpacing {
            key("interGroupSpacing")
            writer.number(interGroupSpacing)
        }
        if let decorationContentInsets {
            key("decorationContentInsets")
            writer.directionalInsets(decorationContentInsets)
        }
        writer.raw(first ? "{}" : "}")
    }

    init(_ object: WireObject) throws {
        self.init()
        if object.has("sectionInset") { sectionInset = try object.insets("sectionInset") }
        minimumLineSpacing = try object.optionalNumber("minimumLineSpacing")
        minimumInteritemSpacing = try object.optionalNumber("minimumInteritemSpacing")
        if object.has("itemSize") { itemSize = try object.size("itemSize") }
        if object.has("headerReferenceSize") { headerReferenceSize = try object.size("headerReferenceSize") }
        if object.has("footerReferenceSize") { footerReferenceSize = try object.size("footerReferenceSize") }
        if object.has("contentInset") { contentInset = try object.insets("contentInset") }
        if object.has("contentInsets") { contentInsets = try object.directionalInsets("contentInsets") }
        interGroupSpacing = try object.optionalNumber("interGroupSpacing")
        if object.has("decorationContentInsets") {
            decorationContentInsets = try object.directionalInsets("decorationContentInsets")
        }
    }
}

extension WireWriter {
    /// Appends `{"top": T, "leading": L, "bottom": B, "trailing": R}` (`left` is leading).
    mutating func directionalInsets(_ insets: EdgeInsets) {
        raw("{\"top\": ")
        number(insets.top)
        raw(", \"leading\": ")
        number(insets.left)
        raw(", \"bottom\": ")
        number(insets.bottom)
        raw(", \"trailing\": ")
        number(insets.right)
        raw("}")
    }
}

extension WireObject {
    /// `{"top", "leading", "bottom", "trailing"}` as insets whose `left` is leading.
    func directionalInsets(_ key: String) throws -> EdgeInsets {
        let object = try object(key)
        return EdgeInsets(
            top: try object.number("top"), left: try object.number("leading"), bottom: try object.number("bottom"),
            right: try object.number("trailing"))
    }
}
