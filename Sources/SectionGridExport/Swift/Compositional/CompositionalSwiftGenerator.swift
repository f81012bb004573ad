import SectionSpec

/// The Swift file of a compositional spec: a namespace whose `makeLayout()` returns the
/// `UICollectionViewCompositionalLayout` (a section provider switching on the section index), the
/// section backgrounds as decoration views (one class per distinct style), the spec's values, and with
/// `--sample` the sample view controller.
struct CompositionalSwiftGenerator {
    let spec: LayoutSpec
    let compositional: CompositionalSpec
    let options: SwiftExportOptions

    var source: String {
        get throws(SwiftExportError) {
            let plan = try CompositionalExportPlan(spec: spec, compositional: compositional)
            let name = options.typeName
            let origin: String
            switch options.origin {
            case .demo(let demo): origin = "\"\(demo)\""
            case .file(let file): origin = "`\(file)`"
            }
            let summary =
                [
                    "A UICollectionViewCompositionalLayout built section by section as the spec describes"
                        + (plan.hasBackgrounds ? "," : "."),
                    plan.hasBackgrounds
                        ? "with its section backgrounds as decoration views, one class per style. iOS 13 or later, UIKit only."
                        : "iOS 13 or later, UIKit only.",
                ] + SwiftDeviceNote.lines(for: spec)
            let parts: [String?] = [
                SwiftFileHeader.text(options: options, summary: summary),
                CompositionalLayoutSource(name: name, plan: plan, origin: origin).text,
                plan.hasBackgrounds ? CompositionalBackgroundViewSource(name: name, plan: plan).text : nil,
                CompositionalSpecValuesSource(name: name, plan: plan).text,
                options.includesSample ? sample(name: name, plan: plan) : nil,
            ]
            return SwiftSource.blocks(parts) + "\n"
        }
    }

    private func sample(name: String, plan: CompositionalExportPlan) -> String {
        let viewer: String
        switch options.origin {
        case .demo(let demo): viewer = "sectiongrid --demo \(demo)"
        case .file(let file): viewer = "sectiongrid \(file)"
        }
        var sample = SwiftSampleSource(
            name: name, origin: name, viewerCommand: viewer,
            sections: compositional.sections.map { ($0.title, $0.section.items) },
            hasBackgroundColor: spec.backgroundColor != nil, forwardedMethods: nil, metricsType: nil,
            layoutExpression: name + ".makeLayout()", scrollsVertically: spec.scrollDirection == .vertical,
            supplementaryKinds: plan.supplementaryKinds.map(CompositionalLiteral.elementKind))
        sample.traitLines = SwiftTraitSource.sampleLines(spec, name: name)
        return sample.text
    }
}
