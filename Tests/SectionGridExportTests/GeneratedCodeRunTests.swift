import Foundation
import SectionLayout
import SectionSpec
import Testing

@testable import SectionGridExport
@testable import SectionGridTestSupport

/// The exported Swift as an app runs it: compiled with `swiftc` (Swift 6 language mode, warnings as
/// errors) against SectionGrid's UIKit, whose layouts are SectionLayout's engines, driven by the file's
/// own sample data source and delegate on the spec's device (SectionGrid's layout host), and run. Its
/// backgrounds, rect queries and background views must be SectionLayout's exactly (its frames:
/// `HostRoundTripTests`, `ExportedSwiftFramesTests`).
@Suite("Exported Swift compiled and run (SectionGridUIKit)", Swiftc.required)
struct GeneratedCodeRunTests {
    private static func batch() throws -> GeneratedBatch {
        try GeneratedBatch.shared.get()
    }

    private static func batchCase(_ id: String) throws -> GeneratedBatch.Case {
        try #require(GeneratedBatch.cases.first { $0.driver.id == id })
    }

    /// Every case's decoration frames are SectionLayout's backgrounds, its rect queries a brute-force
    /// filter of SectionLayout's elements, its background views show the style, its attributes copy and
    /// compare, and only a change of the length across the scroll direction invalidates it.
    @Test(arguments: GeneratedBatch.ids)
    func backgroundsQueriesAndViewsAreSectionLayouts(_ id: String) throws {
        let batch = try Self.batch()
        let batchCase = try Self.batchCase(id)
        let actual = try #require(batch.outputs[id + ".report.txt"], "\(id) wrote no report")
        let expected = ExpectedReport(spec: batchCase.spec, driverCase: batchCase.driver).text
        GeneratedBatch.expectExact(batchCase) {
            #expect(actual == expected, "\(id): \(GoldenSwiftFile.firstDifference(actual, expected))")
        }
    }

    /// The random specs cover what they claim: both directions, every cover, header and footer
    /// inclusion, margins, empty sections with backgrounds, every style part, per-section metrics.
    @Test func randomSpecsCoverEveryOption() {
        let specs = GeneratedBatch.cases.filter { $0.driver.id.hasPrefix("random-") }.map(\.spec)
        let plans = specs.compactMap { spec -> FlowExportPlan? in
            guard case .flow(let flow) = spec.engine else { return nil }
            return FlowExportPlan(flow: flow)
        }
        #expect(Set(specs.map(\.scrollDirection)).count == 2)
        #expect(
            plans.contains { $0.geometry.coversItems } && plans.contains { $0.geometry.includesHeader }
                && plans.contains { $0.geometry.includesFooter } && plans.contains { $0.geometry.hasMargin }
                && plans.contains { $0.geometry.coversEmptySections })
        #expect(
            plans.contains { $0.style.border } && plans.contains { $0.style.shadow } && plans.contains { $0.style.image }
                && plans.contains { !$0.style.patterns.isEmpty }
                && plans.contains { $0.style.color } && plans.contains { $0.style.cornerRadius })
        #expect(
            plans.contains { !$0.itemSizeLists.isEmpty } && plans.contains { !$0.sectionInsets.isEmpty }
                && plans.contains { !$0.headerSizes.isEmpty } && plans.contains { !$0.footerSizes.isEmpty }
                && plans.contains { !$0.lineSpacings.isEmpty } && plans.contains { !$0.interitemSpacings.isEmpty })
        #expect(specs.contains { $0.contentInset != .zero } && plans.contains { !$0.hasBackgrounds })
        Self.expectDevices(specs.filter { $0.flowLayout != nil })
        let references = specs.compactMap { spec -> SectionInsetReference? in
            guard case .flow(let flow) = spec.engine else { return nil }
            return flow.layout.sectionInsetReference
        }
        #expect(Set(references).count == SectionInsetReference.allCases.count)
        // A reference other than the content inset with a safe area or margins across the scroll axis:
        // frames that move with the device.
        #expect(
            specs.contains { spec in
                guard case .flow(let flow) = spec.engine, flow.layout.sectionInsetReference != .fromContentInset else {
                    return false
                }
                return spec.environment().safeAreaReference(scrollDirection: spec.scrollDirection).total > 0
                    || spec.environment().layoutMarginsReference(scrollDirection: spec.scrollDirection).total > 0
            })
    }

    /// The random specs of one engine put their collection views on devices: presets, safe areas and
    /// margins of their own, each screen scale, in both directions.
    private static func expectDevices(_ specs: [LayoutSpec]) {
        let placed = specs.filter { $0.safeAreaInsets != .zero }
        #expect(specs.contains { $0.device != nil } && specs.contains { $0.device == nil && $0.safeAreaInsets != .zero })
        #expect(Set(placed.map(\.scrollDirection)).count == 2 && specs.contains { $0.layoutMargins != .zero })
        #expect(Set(specs.compactMap(\.screenScale)) == [1, 2, 3] && specs.contains { $0.screenScale == nil })
    }

    /// The random compositional specs cover what they claim: both directions, nested, `count` and custom
    /// groups, flexible spacing, edge spacing, badges, headers, footers and other boundary items (offsets,
    /// not extending, pinned), every insets reference (layout-wide, per section, for boundary items),
    /// orthogonal rows, backgrounds, layout-wide items, and the device (safe area, margins, scale).
    @Test func randomCompositionalSpecsCoverEveryKey() {
        let specs = GeneratedBatch.cases.filter { $0.driver.id.hasPrefix("random-compositional-") }.map(\.spec)
        let layouts = specs.compactMap(\.compositionalLayout)
        let sections = layouts.flatMap(\.sections)
        func groups(_ group: LayoutGroup) -> [LayoutGroup] {
            [group]
                + group.subitems.flatMap { subitem -> [LayoutGroup] in
                    if case .group(let nested) = subitem { return groups(nested) }
                    return []
                }
        }
        let allGroups = sections.flatMap { groups($0.group) }
        let items = allGroups.flatMap(\.subitems).compactMap { subitem -> LayoutItem? in
            if case .item(let item) = subitem { return item }
            return nil
        }
        let boundary =
            sections.flatMap(\.boundarySupplementaryItems) + sections.compactMap(\.header) + sections.compactMap(\.footer)
        #expect(specs.count == GeneratedBatch.compositionalRandomCount && Set(specs.map(\.scrollDirection)).count == 2)
        #expect(
            allGroups.contains { $0.count != nil } && allGroups.contains { $0.customFrames != nil }
                && allGroups.contains { $0.interItemSpacing.isFlexible } && sections.contains { groups($0.group).count > 2 })
        #expect(
            items.contains { $0.edgeSpacing != nil } && items.contains { !$0.supplementaryItems.isEmpty }
                && items.contains { $0.contentInsets != .zero })
        #expect(
            sections.contains { $0.header != nil } && sections.contains { $0.footer != nil }
                && boundary.contains { !$0.extendsBoundary } && boundary.contains(where: \.pinToVisibleBounds)
                && boundary.contains { $0.absoluteOffset != .zero } && boundary.contains { $0.zIndex != 0 })
        #expect(Set(sections.map(\.supplementaryContentInsetsReference)).count == ContentInsetsReference.allCases.count)
        #expect(Set(sections.map(\.contentInsetsReference)).count == ContentInsetsReference.allCases.count)
        #expect(Set(layouts.map(\.contentInsetsReference)).count == ContentInsetsReference.allCases.count)
        Self.expectDevices(specs)
        // Frames the screen scale rounds: a compositional spec on a scale whose layout differs unrounded.
        #expect(
            specs.contains { spec in
                var exact = spec
                exact.screenScale = nil
                return spec.screenScale != nil && spec.layout() != exact.layout()
            })
        #expect(Set(sections.map(\.orthogonalScrollingBehavior)).count == OrthogonalScrollingBehavior.allCases.count)
        #expect(sections.contains { $0.background != nil } && layouts.contains { !$0.boundarySupplementaryItems.isEmpty })
    }
}
