import SectionLayout
import SectionSpec
import Testing

@testable import SectionGridTestSupport
@testable import SectionGridViewer

/// The inspector's rows of a compositional spec: every group level, boundary items and the section's
/// own values, named as NSCollectionLayoutSection / Group / Item / BoundarySupplementaryItem name them
/// (Apple's UIKit pages of those classes); fractions step by 0.01 and 0.1, points by 1 and 10.
@Suite("Inspector model: compositional")
struct InspectorCompositionalModelTests {
    private let section = "section 0 \"Nested\""

    @Test func everyGroupLevelHasItsRows() throws {
        let model = InspectorModel(spec: try inspectorSpec(inspectorCompositionalJSON), section: 0)
        #expect(
            model.groups.map(\.title) == [
                "layout", "compositional (layout-wide)", "layout boundarySupplementaryItems[0] \"banner\"",
                section, "section 0 group", "section 0 group.subitems[0]", "section 0 group.subitems[1]",
                "section 0 group.subitems[1].item", "section 0 header", "section 0 footer", "section 0 background", "device",
            ])
        #expect(
            shown(model.row("compositional (layout-wide)", "interSectionSpacing"))
                == ["20", "layout", "configuration.interSectionSpacing"])
        #expect(shown(model.row(section, "orthogonalScrollingBehavior")) == ["none", "default", "orthogonalScrollingBehavior"])
        #expect(shown(model.row("section 0 group", "height")) == ["100", "section", "layoutSize.heightDimension"])
        #expect(shown(model.row("section 0 group.subitems[0]", "width")) == ["0.5 w", "section", "layoutSize.widthDimension"])
        #expect(shown(model.row("section 0 group.subitems[1]", "count")) == ["2", "section", "subitem(_:count:)"])
        #expect(
            shown(model.row("section 0 group.subitems[1].item", "height")) == ["0.5 h", "section", "layoutSize.heightDimension"])
        #expect(shown(model.row("section 0 header", "height")) == ["30", "section", "layoutSize.heightDimension"])
        #expect(
            shown(model.row("layout boundarySupplementaryItems[0] \"banner\"", "alignment")) == ["top", "layout", "alignment"])
        #expect(shown(model.row("section 0 background", "background")) == ["none", "default", "decorationItems"])
        #expect(model.row("section 0 header", "alignment") == nil, "a header's alignment is its key's")
    }

    @Test func fractionsStepByHundredthsAndTenthsPointsByOnesAndTens() throws {
        let spec = try inspectorSpec(inspectorCompositionalJSON)
        let model = InspectorModel(spec: spec, section: 0)
        func group(_ changed: LayoutSpec) -> LayoutGroup? { changed.compositionalSettings?.sections[0].section.group }
        let first = group(model.changing(spec, "section 0 group.subitems[0]", "width", .up))
        #expect(first?.subitems[0].size.width == .fractionalWidth(0.51))
        let tenths = group(model.changing(spec, "section 0 group.subitems[0]", "width", .bigUp, .bigUp, .down))
        #expect(tenths?.subitems[0].size.width == .fractionalWidth(0.69))
        let deep = group(model.changing(spec, "section 0 group.subitems[1].item", "height", .bigDown))
        guard case .group(let nested)? = deep?.subitems[1] else {
            Issue.record("the second subitem is a group")
            return
        }
        #expect(nested.subitems[0].size.height == .fractionalHeight(0.4), "the third level")
        let points = group(model.changing(spec, "section 0 group", "height", .bigUp, .up))
        #expect(points?.size.height == .absolute(111))
        let zero = group(
            model.changing(
                spec, "section 0 group.subitems[0]", "width", .bigDown, .bigDown, .bigDown,
                .bigDown, .bigDown, .bigDown))
        #expect(zero?.subitems[0].size.width == .fractionalWidth(0), "never below 0")
        let count = group(model.changing(spec, "section 0 group.subitems[1]", "count", .down, .down))
        guard case .group(let counted)? = count?.subitems[1] else { return }
        #expect(counted.count == 1, "a count stays at least 1")
    }

    @Test func orthogonalBehaviourCyclesBothWays() throws {
        let spec = try inspectorSpec(inspectorCompositionalJSON)
        let model = InspectorModel(spec: spec, section: 0)
        func behaviour(_ steps: InspectorStep...) -> OrthogonalScrollingBehavior? {
            let edit = model.row(section, "orthogonalScrollingBehavior")?.edit
            return steps.reduce(spec) { edit?.applied(to: $0, $1) ?? $0 }
                .compositionalSettings?.sections[0].section.orthogonalScrollingBehavior
        }
        #expect(behaviour(.up) == .continuous)
        #expect(behaviour(.up, .up, .up) == .paging)
        #expect(behaviour(.down) == .groupPagingCentered, "- from none wraps to the last")
        #expect(behaviour(.up, .up, .up, .up, .up, .up) == OrthogonalScrollingBehavior.none, "six steps come round")
    }

    @Test func spacingsInsetsAndBoundaryItemsChange() throws {
        let spec = try inspectorSpec(inspectorCompositionalJSON)
        let model = InspectorModel(spec: spec, section: 0)
        let changed = [
            model.changing(spec, section, "interGroupSpacing", .bigUp),
            model.changing(spec, section, "contentInsets.leading", .up, .up),
            model.changing(spec, "section 0 header", "pinToVisibleBounds", .up),
            model.changing(spec, "section 0 header", "zIndex", .bigUp),
            model.changing(spec, "section 0 group", "interItemSpacing", .bigUp, .down),
            model.changing(spec, "section 0 group", "interItemSpacing kind", .up),
        ].map { $0.compositionalSettings?.sections[0].section }
        #expect(changed[0]?.interGroupSpacing == 10)
        #expect(changed[1]?.contentInsets == DirectionalEdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 0))
        #expect(changed[2]?.header?.pinToVisibleBounds == true)
        #expect(changed[3]?.header?.zIndex == 10)
        #expect(changed[4]?.group.interItemSpacing == .fixed(9))
        #expect(changed[5]?.group.interItemSpacing == .flexible(0))
        let layout = model.changing(spec, "compositional (layout-wide)", "interSectionSpacing", .bigDown, .bigDown, .bigDown)
        #expect(layout.compositionalSettings?.interSectionSpacing == -10)
        let banner = model.changing(spec, "layout boundarySupplementaryItems[0] \"banner\"", "alignment", .up)
        #expect(banner.compositionalSettings?.boundarySupplementaryItems[0].alignment == .topLeading)
        #expect(model.changing(spec, section, "items", .up).compositionalSettings?.sections[0].section.items == 7)
    }
}
