import SectionLayout

/// One of the six `flow` metrics, which a section may also give as its own: its key, and how it is read
/// and written layout-wide (`FlowSpec`) and per section (`FlowSectionSpec`). The keys are spelled here
/// and nowhere else.
struct FlowMetric: Sendable {
    /// The key, in `flow` and in a section.
    let key: String
    /// Reads the value into the layout-wide metrics.
    let decode: @Sendable (JSONValue, JSONPath, inout FlowSpec) throws(SpecError) -> Void
    /// Reads the value into a section's own metrics.
    let decodeOverride: @Sendable (JSONValue, JSONPath, inout FlowSectionSpec) throws(SpecError) -> Void
    /// The layout-wide value.
    let encode: @Sendable (FlowSpec) -> JSONValue
    /// The section's own value, `nil` when it has none.
    let encodeOverride: @Sendable (FlowSectionSpec) -> JSONValue?

    private init<Value>(
        _ key: String, _ global: WritableKeyPath<FlowSpec, Value> & Sendable,
        _ local: WritableKeyPath<FlowSectionSpec, Value?> & Sendable,
        read: @escaping @Sendable (JSONValue, JSONPath) throws(SpecError) -> Value,
        write: @escaping @Sendable (Value) -> JSONValue
    ) {
        self.key = key
        decode = { json, path, spec throws(SpecError) in spec[keyPath: global] = try read(json, path) }
        decodeOverride = { json, path, section throws(SpecError) in section[keyPath: local] = try read(json, path) }
        encode = { write($0[keyPath: global]) }
        encodeOverride = { $0[keyPath: local].map(write) }
    }

    /// The six, in the order they are written.
    static let all = [
        size("itemSize", \.layout.itemSize, \.section.itemSize),
        number("minimumLineSpacing", \.layout.minimumLineSpacing, \.section.minimumLineSpacing),
        number("minimumInteritemSpacing", \.layout.minimumInteritemSpacing, \.section.minimumInteritemSpacing),
        FlowMetric(
            "sectionInset", \.layout.sectionInset, \.section.sectionInset,
            read: { json, path throws(SpecError) in try SpecDecoding.insets(json, at: path) },
            write: SpecEncoding.insets),
        size("headerReferenceSize", \.layout.headerReferenceSize, \.section.headerReferenceSize),
        size("footerReferenceSize", \.layout.footerReferenceSize, \.section.footerReferenceSize),
    ]

    private static func size(
        _ key: String, _ global: WritableKeyPath<FlowSpec, Size> & Sendable,
        _ local: WritableKeyPath<FlowSectionSpec, Size?> & Sendable
    ) -> FlowMetric {
        FlowMetric(
            key, global, local, read: { json, path throws(SpecError) in try SpecDecoding.size(json, at: path) },
            write: SpecEncoding.size)
    }

    private static func number(
        _ key: String, _ global: WritableKeyPath<FlowSpec, Double> & Sendable,
        _ local: WritableKeyPath<FlowSectionSpec, Double?> & Sendable
    ) -> FlowMetric {
        FlowMetric(
            key, global, local, read: { json, path throws(SpecError) in try SpecDecoding.number(json, at: path) },
            write: SpecEncoding.number)
    }

    /// The six keys, in order.
    static let keys = all.map(\.key)

    /// The metric written as `key`, if it is one.
    static func named(_ key: String) -> FlowMetric? {
        all.first { $0.key == key }
    }
}
