/// The layout's namespace: `makeLayout()` (the configuration, the section provider, the background
/// views registered), `section(at:)` switching on the section index, one builder per distinct section,
/// and the small helpers they share.
struct CompositionalLayoutSource {
    let name: String
    let plan: CompositionalExportPlan
    /// How the spec's origin reads in prose (`"compositional"`, `` `shop.json` ``).
    let origin: String

    var text: String {
        let members = SwiftSource.blocks([makeLayout, sectionAt, layoutItems] + builders + [size, customItems])
        return SwiftSource.lines([
            "/// The compositional layout of \(origin): `makeLayout()` builds it; each section comes from `section(at:)`.",
            "@MainActor",
            "enum \(name) {",
            SwiftSource.indented(members),
            "}",
        ])
    }

    private var hasSections: Bool { !plan.builders.isEmpty }

    private var makeLayout: String {
        let direction = plan.spec.scrollDirection == .vertical ? "vertical" : "horizontal"
        var lines = [
            "let configuration = UICollectionViewCompositionalLayoutConfiguration()",
            "configuration.scrollDirection = .\(direction)",
        ]
        if plan.compositional.interSectionSpacing != 0 {
            lines.append("configuration.interSectionSpacing = \(SwiftLiteral.number(plan.compositional.interSectionSpacing))")
        }
        if plan.compositional.contentInsetsReference != .safeArea {
            lines += CompositionalLiteral.insetsReference("configuration", plan.compositional.contentInsetsReference)
        }
        if !plan.layoutItems.names.isEmpty { lines.append("configuration.boundarySupplementaryItems = layoutBoundaryItems()") }
        let provider =
            hasSections ? "{ index, _ in\n    section(at: index)\n}" : "{ _, _ in\n    nil // the spec has no sections\n}"
        lines.append(
            "let layout = UICollectionViewCompositionalLayout(sectionProvider: \(provider), configuration: configuration)")
        for number in plan.backgroundStyles.indices.map({ $0 + 1 }) {
            lines.append(
                "layout.register(BackgroundView\(number).self, forDecorationViewOfKind: BackgroundView\(number).elementKind)")
        }
        lines.append("return layout")
        let registered = plan.hasBackgrounds ? ", its section backgrounds' decoration views registered" : ""
        return """
            /// The layout, scrolling \(direction)ly\(registered).
            static func makeLayout() -> UICollectionViewCompositionalLayout {
            \(SwiftSource.indented(lines.joined(separator: "\n")))
            }
            """
    }

    private var sectionAt: String? {
        guard let last = plan.builderOfSection.last else { return nil }
        let titles = plan.compositional.sections.map(\.title)
        let cases = plan.builderOfSection.enumerated().dropLast().compactMap {
            index, builder -> (section: Int, expression: String)? in
            builder == last ? nil : (index, builder + "()")
        }
        let comments = Dictionary(
            uniqueKeysWithValues: titles.enumerated().compactMap { index, title in
                title.map { (index, SwiftLiteral.string($0)) }
            })
        let body =
            cases.isEmpty ? "return \(last)()" : SwiftSwitch.body(over: "index", cases, fallback: last + "()", comments: comments)
        return """
            /// The section at `index`, as the spec lays it out; sections after the spec's are laid out as its last.
            static func section(at index: Int) -> NSCollectionLayoutSection {
            \(SwiftSource.indented(body))
            }
            """
    }

    private var layoutItems: String? {
        guard !plan.layoutItems.names.isEmpty else { return nil }
        return """
            /// The layout's own boundary items (`boundarySupplementaryItems`): around all the sections.
            static func layoutBoundaryItems() -> [NSCollectionLayoutBoundarySupplementaryItem] {
            \(SwiftSource.indented(plan.layoutItems.lines.joined(separator: "\n")))
                return [\(plan.layoutItems.names.joined(separator: ", "))]
            }
            """
    }

    private var builders: [String] {
        plan.builders.map { builder in
            let sections = plan.compositional.sections
            let described = builder.sections.prefix(3).map { index in
                sections[index].title.map { "\(index) (\(SwiftLiteral.string($0)))" } ?? "\(index)"
            }
            let more = builder.sections.count > 3 ? " and \(builder.sections.count - 3) more" : ""
            let noun = builder.sections.count == 1 ? "Section" : "Sections"
            return """
                /// \(noun) \(described.joined(separator: ", "))\(more).
                private static func \(builder.name)() -> NSCollectionLayoutSection {
                \(SwiftSource.indented(builder.body))
                }
                """
        }
    }

    private var size: String? {
        guard hasSections || !plan.layoutItems.names.isEmpty else { return nil }
        return """
            /// `NSCollectionLayoutSize(widthDimension:heightDimension:)`, shorter.
            private static func size(_ width: NSCollectionLayoutDimension,
                                     _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
                NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
            }
            """
    }

    private var customItems: String? {
        guard !plan.customFrames.isEmpty else { return nil }
        return """
            /// The items of a custom group: one at each frame of `frames` (x, y, width and height in turn).
            private static func customItems(_ frames: [CGFloat]) -> [NSCollectionLayoutGroupCustomItem] {
                stride(from: 0, to: frames.count - 3, by: 4).map { index in
                    NSCollectionLayoutGroupCustomItem(frame: CGRect(x: frames[index], y: frames[index + 1],
                                                                    width: frames[index + 2], height: frames[index + 3]))
                }
            }
            """
    }
}
