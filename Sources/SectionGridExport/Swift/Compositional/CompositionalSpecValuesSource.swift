/// The `Spec` namespace of a compositional file: the collection view around the layout, the background
/// styles, the custom groups' frames, and the fallbacks of colours iOS 13 lacks.
struct CompositionalSpecValuesSource {
    let name: String
    let plan: CompositionalExportPlan

    var text: String {
        let spec = plan.spec
        let background =
            spec.backgroundColor.map { color in
                "\n/// `backgroundColor`: the collection view's own.\nstatic let collectionViewBackgroundColor: UIColor = "
                    + SwiftLiteral.color(color)
            } ?? ""
        let collectionView =
            "/// `contentInset`: the collection view's content inset.\n"
            + "static let contentInset = \(SwiftLiteral.insets(spec.contentInset))" + background
            + SwiftTraitSource.specValues(spec)
        let styles =
            plan.styleFeatures.isEmpty
            ? []
            : plan.backgroundStyles.enumerated().map { index, style in
                "/// How `BackgroundView\(index + 1)` draws.\nstatic let backgroundStyle\(index + 1) = "
                    + SwiftBackgroundStyleSource.expression(style, canvas: spec.backgroundColor)
            }
        let frames = plan.customFrames.enumerated().map { index, frames in
            "/// The frames of custom group \(index + 1)'s items, relative to the group: x, y, width and height in turn.\n"
                + "static let customFrames\(index + 1): [CGFloat] = [\n"
                + frames.map {
                    "    \([$0.minX, $0.minY, $0.width, $0.height].map(SwiftLiteral.number).joined(separator: ", ")),"
                }
                .joined(separator: "\n") + "\n]"
        }
        let fallbacks = SwiftLiteral.namesNeedingFallback(plan.colors).map(SwiftLiteral.fallbackProperty)
        let body = SwiftSource.blocks([
            collectionView, styles.joined(separator: "\n"), frames.joined(separator: "\n\n"),
            fallbacks.joined(separator: "\n\n"),
        ])
        return SwiftSource.lines([
            "// MARK: - The spec's values",
            "",
            "extension \(name) {",
            "    /// The spec's values the layout's code reads: the collection view around it"
                + (plan.hasBackgrounds && !plan.styleFeatures.isEmpty ? ", the background styles" : "")
                + (plan.customFrames.isEmpty ? "" : ", the custom groups' frames") + ".",
            "    @MainActor",
            "    enum Spec {",
            SwiftSource.indented(body, by: 2),
            "    }",
            "}",
        ])
    }
}
