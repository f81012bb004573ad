import SectionLayout

/// The `flow` object's pinning switches (`UICollectionViewFlowLayout.sectionHeadersPinToVisibleBounds`
/// and `sectionFootersPinToVisibleBounds`, both `false` by default): layout-wide only, as UIKit has
/// them — the delegate has no per-section form. Written back only when `true`.
struct FlowPinningKey: Sendable {
    /// The key in `flow`.
    let key: String
    /// The spec's value.
    let value: WritableKeyPath<FlowSpec, Bool> & Sendable

    /// Both, in the order they are written (after the metrics).
    static let all = [
        FlowPinningKey(key: "sectionHeadersPinToVisibleBounds", value: \.layout.sectionHeadersPinToVisibleBounds),
        FlowPinningKey(key: "sectionFootersPinToVisibleBounds", value: \.layout.sectionFootersPinToVisibleBounds),
    ]

    /// Their keys.
    static let keys = all.map(\.key)

    /// Problems for the keys written where they do not belong: at the top level or in a section.
    static func hints(in place: String) -> [String: String] {
        Dictionary(
            uniqueKeysWithValues: keys.map { key in
                (key, "unknown key here, \(JSONWriter.quoted(key)) belongs in \"flow\"" + place)
            })
    }
}

extension FlowSpec {
    /// Every key of the `flow` object: the six metrics, then the pinning switches.
    static let flowKeys = FlowMetric.keys + FlowPinningKey.keys

    /// Reads one key of the `flow` object.
    mutating func decodeFlowMember(_ key: String, _ value: JSONValue, at path: JSONPath) throws(SpecError) {
        if let metric = FlowMetric.named(key) {
            try metric.decode(value, path, &self)
        } else if let pinning = FlowPinningKey.all.first(where: { $0.key == key }) {
            self[keyPath: pinning.value] = try SpecDecoding.bool(value, at: path)
        }
    }

    /// The `flow` object's members: every metric, and each pinning switch that is on.
    var flowMembers: [JSONMember] {
        FlowMetric.all.map { JSONMember(key: $0.key, value: $0.encode(self)) }
            + FlowPinningKey.all.compactMap { self[keyPath: $0.value] ? JSONMember(key: $0.key, value: .bool(true)) : nil }
    }

}
