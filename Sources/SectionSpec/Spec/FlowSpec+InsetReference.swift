import SectionLayout

/// `flow` keys that are the layout's alone (no `UICollectionViewDelegateFlowLayout` method gives a
/// section its own): `sectionInsetReference`.
extension FlowSpec {
    /// The layout-only keys of `flow`, after the six metrics and the pinning switches.
    static let layoutKeys = ["sectionInsetReference"]

    /// Reads `key` when it is one of `layoutKeys`; `false` for any other key.
    mutating func decodeLayoutKey(_ key: String, _ value: JSONValue, at path: JSONPath) throws(SpecError) -> Bool {
        guard key == "sectionInsetReference" else { return false }
        layout.sectionInsetReference = try SpecDecoding.choice(value, at: path)
        return true
    }

    /// The layout-only keys whose values are not UIKit's defaults, as `flow` writes them.
    var layoutKeyMembers: [JSONMember] {
        layout.sectionInsetReference == .fromContentInset
            ? []
            : [JSONMember(key: "sectionInsetReference", value: .string(layout.sectionInsetReference.rawValue))]
    }
}
