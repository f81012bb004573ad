import SectionGridHostProtocol

/// How SectionGrid's write-back spells a layout property's values in Swift.
extension LayoutProperty.ValueType {
    /// The older function that makes a value from unlabelled numbers (`CGSizeMake`), `nil` for `CGFloat`.
    public var makeFunction: String? { self == .float ? nil : rawValue + "Make" }
}

extension LayoutProperty {
    /// The Swift expression for `values` (`UIEdgeInsets(top: 0, left: 40, bottom: 12, right: 36)`, `10`), each
    /// number as `SwiftNumberLiteral.text(for:)` writes it.
    public func expression(_ values: [Double]) -> String {
        let type = valueType
        guard type != .float else { return values.first.map { SwiftNumberLiteral.text(for: $0) } ?? "0" }
        let arguments = zip(type.labels, values).map { "\($0): \(SwiftNumberLiteral.text(for: $1))" }
        return type.rawValue + "(" + arguments.joined(separator: ", ") + ")"
    }
}
