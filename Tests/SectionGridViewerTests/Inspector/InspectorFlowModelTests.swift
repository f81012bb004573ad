import SectionLayout
import SectionSpec
import Testing

@testable import SectionGridTestSupport
@testable import SectionGridViewer

/// The inspector's rows of a flow spec: values, sources and UIKit's names (UICollectionViewFlowLayout's
/// properties layout-wide, UICollectionViewDelegateFlowLayout's methods per section — Apple's
/// "UICollectionViewDelegateFlowLayout" page), and the edits as spec transforms.
@Suite("Inspector model: flow")
struct InspectorFlowModelTests {
    @Test func layoutWideRowsShowTheValueTheSourceAndUIKitsName() throws {
        let model = InspectorModel(spec: try inspectorSpec(inspectorFlowJSON), section: nil)
        let flow = "flow (layout-wide)"
        let background = "background (layout-wide)"
        #expect(shown(model.row("layout", "scrollDirection")) == ["vertical", "default", "scrollDirection"])
        #expect(shown(model.row("layout", "contentInset.top")) == ["0", "default", "collectionView.contentInset.top"])
        #expect(shown(model.row(flow, "itemSize.width")) == ["80", "layout", "itemSize.width"])
        #expect(shown(model.row(flow, "minimumLineSpacing")) == ["10", "default", "minimumLineSpacing"])
        #expect(shown(model.row(flow, "sectionInset.left")) == ["10", "layout", "sectionInset.left"])
        #expect(shown(model.row(flow, "headerReferenceSize.height")) == ["0", "default", "headerReferenceSize.height"])
        #expect(
            shown(model.row(flow, "sectionHeadersPinToVisibleBounds")) == [
                "false", "default", "sectionHeadersPinToVisibleBounds",
            ])
        #expect(shown(model.row(background, "cover")) == ["section", "default", "decoration frame (custom)"])
        #expect(shown(model.row(background, "color")) == ["systemBlue", "layout", "backgroundColor"])
        #expect(shown(model.row(background, "cornerRadius")) == ["8", "layout", "layer.cornerRadius"])
        #expect(model.groups.map(\.title) == ["layout", flow, background, "device"], "no section selected: the layout only")
        #expect(model.rows.count == 8 + 15 + 17 + 12)
    }

    @Test func aSectionShowsItsOwnValuesAndThoseItInherits() throws {
        let model = InspectorModel(spec: try inspectorSpec(inspectorFlowJSON), section: 1)
        let section = "section 1 \"Two\""
        let background = "section 1 background"
        #expect(shown(model.row(section, "items")) == ["3", "section", "numberOfItemsInSection"])
        #expect(shown(model.row(section, "minimumLineSpacing")) == ["4", "section", "minimumLineSpacingForSectionAt"])
        #expect(shown(model.row(section, "minimumInteritemSpacing")) == ["10", "default", "minimumInteritemSpacingForSectionAt"])
        #expect(shown(model.row(section, "itemSize.height")) == ["60", "layout", "sizeForItemAt.height"])
        #expect(shown(model.row(section, "sectionInset.bottom")) == ["10", "layout", "insetForSectionAt.bottom"])
        #expect(shown(model.row(background, "cover")) == ["items", "section", "decoration frame (custom)"])
        #expect(shown(model.row(background, "margin.top")) == ["-5", "section", "decoration frame inset.top"])
        #expect(shown(model.row(background, "color")) == ["systemBlue", "layout", "backgroundColor"])
        #expect(shown(model.row(background, "includeHeader")) == ["false", "default", "decoration frame (custom)"])
    }

    @Test func aSectionEditGivesTheSectionItsOwnValueAndLeavesTheLayoutAlone() throws {
        let spec = try inspectorSpec(inspectorFlowJSON)
        let model = InspectorModel(spec: spec, section: 0)
        let section = "section 0 \"One\""
        let plus = try #require(model.changing(spec, section, "minimumLineSpacing", .up).flowSettings)
        #expect(plus.sections[0].section.minimumLineSpacing == 11 && plus.layout.minimumLineSpacing == 10)
        #expect(plus.sections[1].section.minimumLineSpacing == 4)
        let big = try #require(model.changing(spec, section, "sectionInset.left", .bigUp, .bigUp, .down).flowSettings)
        #expect(big.sections[0].section.sectionInset == EdgeInsets(top: 10, left: 29, bottom: 10, right: 10))
        #expect(big.layout.sectionInset == EdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
        let items = try #require(model.changing(spec, section, "items", .bigUp, .down).flowSettings)
        #expect(items.sections[0].section.items == .count(13))
        let none = try #require(model.changing(spec, section, "items", .bigDown).flowSettings)
        #expect(none.sections[0].section.items == .count(0), "down to empty, no further")
        let two = InspectorModel(spec: spec, section: 1)
        let negative = try #require(two.changing(spec, "section 1 \"Two\"", "minimumLineSpacing", .bigDown).flowSettings)
        #expect(negative.sections[1].section.minimumLineSpacing == -6, "spacings may be negative")
    }

    @Test func layoutWideEditsChangeTheFlowKeys() throws {
        let spec = try inspectorSpec(inspectorFlowJSON)
        let model = InspectorModel(spec: spec, section: nil)
        let flow = try #require(model.changing(spec, "flow (layout-wide)", "itemSize.width", .bigUp).flowSettings)
        #expect(flow.layout.itemSize == Size(width: 90, height: 60) && flow.sections[0].section.itemSize == nil)
        let header = try #require(
            model.changing(spec, "flow (layout-wide)", "headerReferenceSize.height", .bigUp, .bigUp).flowSettings)
        #expect(header.layout.headerReferenceSize == Size(width: 0, height: 20))
        let pinned = try #require(
            model.changing(spec, "flow (layout-wide)", "sectionHeadersPinToVisibleBounds", .up).flowSettings)
        #expect(pinned.layout.sectionHeadersPinToVisibleBounds)
        let direction = model.changing(spec, "layout", "scrollDirection", .up)
        #expect(direction.scrollDirection == .horizontal)
        let inset = model.changing(spec, "layout", "contentInset.bottom", .bigUp, .up)
        #expect(inset.contentInset == EdgeInsets(top: 0, left: 0, bottom: 11, right: 0))
    }

    @Test func backgroundKeysCycleToggleAndStopAtTheirLimits() throws {
        let spec = try inspectorSpec(inspectorFlowJSON)
        let model = InspectorModel(spec: spec, section: 0)
        let background = "section 0 background"
        let wide = "background (layout-wide)"
        let cover = { (steps: [InspectorStep]) in
            steps.reduce(spec) { model.row(background, "cover")?.edit?.applied(to: $0, $1) ?? $0 }
                .flowSettings?.sections[0].background?.cover
        }
        #expect(cover([.up]) == .items && cover([.up, .up]) == .nothing && cover([.up, .up, .up]) == .section)
        #expect(cover([.down]) == .nothing, "- goes back: section → none")
        let header = try #require(model.changing(spec, background, "includeHeader", .up).flowSettings)
        #expect(header.sections[0].background == BackgroundOverride(includeHeader: true))
        let colour = try #require(model.changing(spec, wide, "color", .up).flowSettings)
        #expect(colour.background?.color == Color("systemIndigo"))
        let back = try #require(model.changing(spec, wide, "color", .down).flowSettings)
        #expect(back.background?.color == Color("systemCyan"))
        let radius = try #require(model.changing(spec, wide, "cornerRadius", .bigDown, .bigDown).flowSettings)
        #expect(radius.background?.cornerRadius == 0, "radii stop at 0")
        let opacity = try #require(model.changing(spec, wide, "shadow.opacity", .up, .up, .up).flowSettings)
        #expect(opacity.background?.shadow?.opacity == 0.03, "fractions by 0.01, exactly")
        let full = try #require(
            model.changing(
                spec, wide, "shadow.opacity", .bigUp, .bigUp, .bigUp, .bigUp,
                .bigUp, .bigUp, .bigUp, .bigUp, .bigUp, .bigUp, .bigUp
            ).flowSettings)
        #expect(full.background?.shadow?.opacity == 1, "an opacity stops at 1")
        let border = try #require(model.changing(spec, background, "border.width", .up, .up).flowSettings)
        #expect(border.sections[0].background?.border == Border(width: 2, color: .black))
    }
}

extension LayoutSpec {
    /// The flow settings, `nil` for other engines.
    var flowSettings: FlowSpec? {
        if case .flow(let flow) = engine { return flow }
        return nil
    }

    /// The compositional settings, `nil` for other engines.
    var compositionalSettings: CompositionalSpec? {
        if case .compositional(let compositional) = engine { return compositional }
        return nil
    }
}
