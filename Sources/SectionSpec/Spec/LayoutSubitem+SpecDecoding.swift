import SectionLayout

extension LayoutSubitem {
    /// Decodes one element of `subitems`: a group when the object has an `axis` or a `custom` key,
    /// otherwise an item.
    /// `depth` is the nesting level a group here would have.
    init(json: JSONValue, at path: JSONPath, depth: Int) throws(SpecError) {
        guard case .object = json else { throw SpecDecoding.typeMismatch("an object (an item or a group)", json, at: path) }
        if json["axis"] != nil || json["custom"] != nil {
            self = .group(try LayoutGroup(json: json, at: path, depth: depth))
        } else {
            self = .item(try LayoutItem(json: json, at: path))
        }
    }

    /// Decodes `subitems`: a non-empty array of at most `LayoutGroup.maximumItems` subitems.
    static func decodeList(_ value: JSONValue, at path: JSONPath, depth: Int) throws(SpecError) -> [LayoutSubitem] {
        guard case .array(let elements) = value else { throw SpecDecoding.typeMismatch("an array", value, at: path) }
        guard !elements.isEmpty else {
            throw SpecError(path: path, problem: "must hold at least one subitem (an item, or a group with \"axis\")")
        }
        guard elements.count <= LayoutGroup.maximumItems else {
            throw SpecError(path: path, problem: "\(elements.count) subitems exceed the maximum of \(LayoutGroup.maximumItems)")
        }
        var subitems: [LayoutSubitem] = []
        subitems.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            subitems.append(try LayoutSubitem(json: element, at: path.appending(index: index), depth: depth))
        }
        return subitems
    }
}
