import SectionLayout
import SectionSpec

/// The Swift file of a flow spec: a `UICollectionViewFlowLayout` subclass with the spec's metrics,
/// its section backgrounds as decoration views placed by SectionGrid's rule, the delegate helper for
/// per-section metrics, and with `--sample` the sample view controller.
struct FlowSwiftGenerator {
    let spec: LayoutSpec
    let flow: FlowSpec
    let options: SwiftExportOptions

    var source: String {
        let plan = FlowExportPlan(flow: flow)
        let name = options.typeName
        let origin: String
        switch options.origin {
        case .demo(let demo): origin = "\"\(demo)\""
        case .file(let file): origin = "`\(file)`"
        }
        let summary =
            (plan.hasBackgrounds
                ? [
                    "A UICollectionViewFlowLayout with the spec's metrics, whose section backgrounds are decoration views",
                    "placed by SectionGrid's background rule from the frames UIKit computes. iOS 13 or later, UIKit only.",
                ] : ["A UICollectionViewFlowLayout with the spec's metrics. iOS 13 or later, UIKit only."])
            + SwiftDeviceNote.lines(for: spec)
        let parts: [String?] = [
            SwiftFileHeader.text(options: options, summary: summary),
            FlowLayoutClassSource(name: name, plan: plan, origin: origin).text,
            plan.hasBackgrounds ? FlowPlacementSource(name: name, plan: plan).text : nil,
            plan.hasBackgrounds ? FlowHelperTypesSource(name: name, plan: plan).text : nil,
            plan.hasBackgrounds ? backgroundTypes(name: name, plan: plan) : nil,
            FlowSpecValuesSource(name: name, spec: spec, plan: plan).text,
            FlowMetricsSource(name: name, methods: plan.delegateMethods).text,
            options.includesSample ? sample(name: name, plan: plan) : nil,
        ]
        return SwiftSource.blocks(parts) + "\n"
    }

    private func backgroundTypes(name: String, plan: FlowExportPlan) -> String {
        let body = SwiftSource.blocks([
            FlowBackgroundModelSource(geometry: plan.geometry, style: plan.style).text,
            SwiftBackgroundStyleSource(features: plan.style).text,
        ])
        return SwiftSource.lines(["// MARK: - Section backgrounds", "", "extension \(name) {", SwiftSource.indented(body), "}"])
    }

    private func sample(name: String, plan: FlowExportPlan) -> String {
        let methods = plan.delegateMethods
        let viewer: String
        switch options.origin {
        case .demo(let demo): viewer = "sectiongrid --demo \(demo)"
        case .file(let file): viewer = "sectiongrid \(file)"
        }
        var sample = SwiftSampleSource(
            name: name, origin: options.typeName, viewerCommand: viewer,
            sections: flow.sections.map { ($0.title, $0.section.items.count) },
            hasBackgroundColor: spec.backgroundColor != nil,
            forwardedMethods: methods.isEmpty ? nil : FlowMetricsSource.forwarding(methods),
            metricsType: methods.isEmpty ? nil : name + "Metrics", layoutExpression: name + "()",
            scrollsVertically: spec.scrollDirection == .vertical)
        sample.traitLines = SwiftTraitSource.sampleLines(spec, name: name)
        return sample.text
    }
}
