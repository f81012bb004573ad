import SectionLayout

/// One background as a Swift value: `SectionBackground(includesHeader: true, style: BackgroundStyle(…))`,
/// with only the parts that differ from the model's defaults.
struct FlowBackgroundValue {
    let geometry: BackgroundGeometryFeatures
    let style: BackgroundStyleFeatures
    /// The collection view's background colour (a pattern on no fill is drawn in the ink that reads on it).
    let canvas: Color?

    func expression(_ background: SectionBackground) -> String {
        var arguments: [String] = []
        if geometry.coversItems, background.cover == .items { arguments.append("cover: .items") }
        if geometry.includesHeader, background.includeHeader { arguments.append("includesHeader: true") }
        if geometry.includesFooter, background.includeFooter { arguments.append("includesFooter: true") }
        if geometry.hasMargin, background.margin != .zero {
            arguments.append("margin: " + SwiftLiteral.insets(background.margin))
        }
        if geometry.coversEmptySections, background.coversEmptySections { arguments.append("coversEmptySections: true") }
        if let look = styleExpression(background.style) { arguments.append("style: " + look) }
        return Self.call("SectionBackground", arguments)
    }

    /// `name(a, b)` on one line when it is short, else each argument on a line of its own.
    static func call(_ name: String, _ arguments: [String]) -> String {
        let line = name + "(" + arguments.joined(separator: ", ") + ")"
        guard line.count > 90 || line.contains("\n") else { return line }
        return name + "(\n" + arguments.map { SwiftSource.indented($0) }.joined(separator: ",\n") + ")"
    }

    /// The style's expression, or `nil` when the file's styles have no parts.
    private func styleExpression(_ look: BackgroundStyle) -> String? {
        style.isEmpty ? nil : SwiftBackgroundStyleSource.expression(look, canvas: canvas)
    }
}
