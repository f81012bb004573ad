import SectionLayout
import SectionSpec

/// The `Spec` namespace: the spec's values as written — layout-wide metrics, what sections set for
/// themselves (with the lookups the delegate helper answers from), the backgrounds, and the collection
/// view around them.
struct FlowSpecValuesSource {
    let name: String
    let spec: LayoutSpec
    let plan: FlowExportPlan

    var text: String {
        let body = SwiftSource.blocks([metrics, FlowSectionValuesSource(plan: plan).text, backgrounds, colorFallbacks])
        return SwiftSource.lines([
            "// MARK: - The spec's values",
            "",
            "extension \(name) {",
            "    /// The spec's values, as written: the layout-wide metrics (`flow`), what sections set for",
            "    /// themselves, \(plan.hasBackgrounds ? "the backgrounds, " : "")and the collection view around them.",
            "    @MainActor",
            "    enum Spec {",
            SwiftSource.indented(body, by: 2),
            "    }",
            "}",
        ])
    }

    private var metrics: String {
        let flow = plan.flow
        let direction = spec.scrollDirection == .vertical ? "vertical" : "horizontal"
        let background =
            spec.backgroundColor.map { color in
                "\n/// `backgroundColor`: the collection view's own.\nstatic let collectionViewBackgroundColor: UIColor = "
                    + SwiftLiteral.color(color)
            } ?? ""
        let pinning =
            (flow.layout.sectionHeadersPinToVisibleBounds
                ? "\n/// `flow.sectionHeadersPinToVisibleBounds`.\nstatic let sectionHeadersPinToVisibleBounds = true" : "")
            + (flow.layout.sectionFootersPinToVisibleBounds
                ? "\n/// `flow.sectionFootersPinToVisibleBounds`.\nstatic let sectionFootersPinToVisibleBounds = true" : "")
        return """
            /// `scrollDirection`.
            static let scrollDirection = UICollectionView.ScrollDirection.\(direction)
            /// `flow.itemSize`.
            static let itemSize = \(SwiftLiteral.size(flow.layout.itemSize))
            /// `flow.minimumLineSpacing`.
            static let minimumLineSpacing: CGFloat = \(SwiftLiteral.number(flow.layout.minimumLineSpacing))
            /// `flow.minimumInteritemSpacing`.
            static let minimumInteritemSpacing: CGFloat = \(SwiftLiteral.number(flow.layout.minimumInteritemSpacing))
            /// `flow.sectionInset`.
            static let sectionInset = \(SwiftLiteral.insets(flow.layout.sectionInset))
            /// `flow.headerReferenceSize`.
            static let headerReferenceSize = \(SwiftLiteral.size(flow.layout.headerReferenceSize))
            /// `flow.footerReferenceSize`.
            static let footerReferenceSize = \(SwiftLiteral.size(flow.layout.footerReferenceSize))\(pinning)
            /// `contentInset`: the collection view's content inset.
            static let contentInset = \(SwiftLiteral.insets(spec.contentInset))\(background)\(SwiftTraitSource.specValues(spec))
            """
    }

    private var backgrounds: String? {
        guard plan.hasBackgrounds else { return nil }
        let value = FlowBackgroundValue(geometry: plan.geometry, style: plan.style, canvas: spec.backgroundColor)
        let layoutWide = plan.layoutBackground.map(value.expression)
        let expressions = plan.backgrounds.map { $0.map(value.expression) }
        if let layoutWide, expressions.allSatisfy({ $0 == layoutWide }) {
            return """
                /// The background of every section (the layout-wide `background`).
                static let background = \(layoutWide)

                /// The background of `section`: the same for every section.
                static func background(forSection section: Int) -> SectionBackground? {
                    background
                }
                """
        }
        let titles = plan.flow.sections.map(\.title)
        let own = expressions.enumerated().compactMap { section, expression -> (section: Int, expression: String)? in
            expression == layoutWide ? nil : (section, expression ?? "nil")
        }
        let comments = Dictionary(
            uniqueKeysWithValues: titles.enumerated().compactMap { section, title in
                title.map { (section, SwiftLiteral.string($0)) }
            })
        let beyond =
            layoutWide.map { expression in
                "/// The layout-wide `background`: of the sections that have none of their own, and those after the spec's.\n"
                    + "static let background = " + expression + "\n\n"
            } ?? ""
        let lookup = SwiftSwitch.body(
            over: "section", own, fallback: layoutWide == nil ? "nil" : "background",
            comments: comments)
        return """
            \(beyond)/// The background of `section` (`nil`: none).
            static func background(forSection section: Int) -> SectionBackground? {
            \(SwiftSource.indented(lookup))
            }
            """
    }

    private var colorFallbacks: String? {
        let names = SwiftLiteral.namesNeedingFallback(plan.colors + (spec.backgroundColor.map { [$0] } ?? []))
        return names.isEmpty ? nil : names.map(SwiftLiteral.fallbackProperty).joined(separator: "\n\n")
    }
}
