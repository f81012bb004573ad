import SectionLayout
import SectionSpec
import Testing

@testable import SectionGridTestSupport
@testable import SectionGridViewer

/// What the inspector adds and edits besides plain numbers: a missing header, footer or background
/// (`+` adds one with the sizes Apple's samples use, `-` removes it), border and shadow colours and
/// offsets, an item's edge spacing, its badges, and a custom group's frames.
@Suite("Inspector model: additions, edge spacing, badges, custom frames")
struct InspectorAdditionsTests {
    static let text = """
        {
          "layout": "compositional",
          "sections": [{
            "items": 4,
            "group": {"axis": "horizontal", "width": {"fractionalWidth": 1}, "height": {"absolute": 80},
              "item": {"width": {"fractionalWidth": 0.25}, "height": {"fractionalHeight": 1},
                "supplementaryItems": [{"elementKind": "badge", "width": {"absolute": 20}, "height": {"absolute": 20},
                  "containerAnchor": {"edges": ["top", "trailing"]}}]}}
          }, {
            "items": 2,
            "group": {"width": {"fractionalWidth": 1}, "height": {"absolute": 100},
              "custom": [{"x": 0, "y": 0, "width": 50, "height": 50}, {"x": 60, "y": 0, "width": 40, "height": 1e2}]}
          }]
        }

        """

    private func setting(_ section: Int) throws -> (InspectorModel, SpecDocument) {
        let spec = try inspectorSpec(Self.text)
        let document = SpecDocument(spec: spec, text: Array(Self.text.utf8))
        return (InspectorModel(spec: spec, section: section, document: document), document)
    }

    private func written(_ document: SpecDocument, _ spec: LayoutSpec) -> String {
        String(decoding: document.editedText(for: spec) ?? [], as: UTF8.self)
    }

    @Test func plusAddsAMissingHeaderAndMinusRemovesIt() throws {
        let (model, document) = try setting(0)
        #expect(shown(model.row("section 0 header", "header")) == ["none", "default", "boundarySupplementaryItems (header)"])
        #expect(model.row("section 0 header", "height") == nil, "no header: no header rows")
        let added = model.changing(document.spec, "section 0 header", "header", .up)
        let header = try #require(added.compositionalSettings?.sections[0].section.header)
        #expect(header.size == LayoutSize(width: .fractionalWidth(1), height: .estimated(44)))
        #expect(header.alignment == .top && header.extendsBoundary && !header.pinToVisibleBounds)
        #expect(
            written(document, added)
                == Self.text.replacingOccurrences(
                    of: "}}]}}\n  }, {",
                    with:
                        "}}]}},\n    \"header\": {\n      \"width\": {\"fractionalWidth\": 1},\n      \"height\": {\"estimated\": 44}\n    }\n  }, {"
                ),
            "added after the group, laid out as the writer lays out an object, indented as the file is")
        let after = InspectorModel(spec: added, section: 0, document: document)
        #expect(shown(after.row("section 0 header", "header")) == ["yes", "section", "boundarySupplementaryItems (header)"])
        #expect(shown(after.row("section 0 header", "height")) == ["≈44", "section", "layoutSize.heightDimension"])
        #expect(after.changing(added, "section 0 header", "header", .up) == added, "+ on a header keeps it")
        #expect(after.changing(added, "section 0 header", "header", .down) == document.spec, "- removes it")
        let footer = model.changing(document.spec, "section 0 footer", "footer", .bigUp)
        #expect(footer.compositionalSettings?.sections[0].section.footer?.size.height == .estimated(44))
        var horizontal = document.spec
        horizontal.scrollDirection = .horizontal
        let side = InspectorModel(spec: horizontal, section: 0).changing(horizontal, "section 0 header", "header", .up)
        #expect(
            side.compositionalSettings?.sections[0].section.header?.size
                == LayoutSize(width: .estimated(44), height: .fractionalHeight(1)), "turned for a horizontal layout")
    }

    @Test func plusAddsABackgroundWhoseStyleKeysThenChange() throws {
        let (model, document) = try setting(0)
        let added = model.changing(document.spec, "section 0 background", "background", .up)
        let background = try #require(added.compositionalSettings?.sections[0].section.background)
        #expect(background.contentInsets == DirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5))
        #expect(background.style.color == Color("lightGray") && background.style.cornerRadius == 12)
        let after = InspectorModel(spec: added, section: 0)
        let section = "section 0 background"
        let bordered = after.changing(added, section, "border.color", .up)
        #expect(
            bordered.compositionalSettings?.sections[0].section.background?.style.border == Border(width: 1, color: .white),
            "a first border colour gives UIKit's 1-point border")
        let shadow = after.changing(added, section, "shadow.offset.height", .bigDown)
        #expect(
            shadow.compositionalSettings?.sections[0].section.background?.style.shadow
                == Shadow(color: .black, offset: Size(width: 0, height: -13), radius: 3, opacity: 0))
        let tinted = after.changing(added, section, "shadow.color", .down)
        #expect(
            tinted.compositionalSettings?.sections[0].section.background?.style.shadow?.color == Color("systemGray"),
            "black, - : the last of the list")
    }

    @Test func anItemsEdgeSpacingTakesAKindThenAnAmount() throws {
        let (model, document) = try setting(0)
        let item = "section 0 group.item"
        #expect(shown(model.row(item, "edgeSpacing.top")) == ["none", "default", "edgeSpacing.top"])
        #expect(model.row(item, "edgeSpacing.top amount") == nil)
        let fixed = model.changing(document.spec, item, "edgeSpacing.top", .up)
        func leaf(_ spec: LayoutSpec) -> LayoutItem? {
            guard case .item(let item)? = spec.compositionalSettings?.sections[0].section.group.subitems.first else { return nil }
            return item
        }
        #expect(leaf(fixed)?.edgeSpacing == LayoutEdgeSpacing(top: .fixed(0)))
        let after = InspectorModel(spec: fixed, section: 0, document: document)
        #expect(shown(after.row(item, "edgeSpacing.top")) == ["fixed", "section", "edgeSpacing.top"])
        let amount = after.changing(fixed, item, "edgeSpacing.top amount", .bigUp)
        #expect(leaf(amount)?.edgeSpacing == LayoutEdgeSpacing(top: .fixed(10)))
        let flexible = InspectorModel(spec: amount, section: 0).changing(amount, item, "edgeSpacing.top", .up)
        #expect(leaf(flexible)?.edgeSpacing == LayoutEdgeSpacing(top: .flexible(10)), "the kind changes, the amount stays")
        let gone = InspectorModel(spec: flexible, section: 0).changing(flexible, item, "edgeSpacing.top", .up)
        #expect(leaf(gone)?.edgeSpacing == nil, "none again: no edge spacing at all")
        #expect(
            written(document, amount)
                == Self.text.replacingOccurrences(
                    of: #""height": {"fractionalHeight": 1},"# + "\n",
                    with: #""height": {"fractionalHeight": 1},"# + "\n" + """
                                "edgeSpacing": {
                                  "top": {"fixed": 10}
                                },

                        """))
    }

    @Test func aBadgesSizeAnchorAndZIndexChange() throws {
        let (model, document) = try setting(0)
        let item = "section 0 group.item"
        #expect(
            shown(model.row(item, "supplementaryItems[0]")) == ["\"badge\"", "section", "NSCollectionLayoutSupplementaryItem"])
        #expect(shown(model.row(item, "supplementaryItems[0].edges")) == ["top+trailing", "section", "containerAnchor.edges"])
        let wider = model.changing(document.spec, item, "supplementaryItems[0].width", .up)
        let moved = model.changing(document.spec, item, "supplementaryItems[0].edges", .up)
        let lifted = model.changing(document.spec, item, "supplementaryItems[0].zIndex", .up)
        let offset = model.changing(document.spec, item, "supplementaryItems[0].offset.x", .bigDown)
        func badge(_ spec: LayoutSpec) -> LayoutSupplementaryItem? {
            guard case .item(let item)? = spec.compositionalSettings?.sections[0].section.group.subitems.first else { return nil }
            return item.supplementaryItems.first
        }
        #expect(badge(wider)?.size.width == .absolute(21))
        #expect(badge(moved)?.containerAnchor.edges == [.top])
        #expect(badge(lifted)?.zIndex == 1)
        #expect(badge(offset)?.containerAnchor.offset == .absolute(Point(x: -10, y: 0)))
        #expect(
            written(document, wider)
                == Self.text.replacingOccurrences(
                    of: #""width": {"absolute": 20}"#, with: #""width": {"absolute": 21}"#))
    }

    @Test func aCustomGroupsFramesChange() throws {
        let (model, document) = try setting(1)
        let group = "section 1 group"
        #expect(shown(model.row(group, "custom")) == ["2 frames", "section", "NSCollectionLayoutGroup.custom"])
        #expect(
            shown(model.row(group, "custom[1].height")) == ["100", "section", "NSCollectionLayoutGroupCustomItem frame.height"])
        let moved = model.changing(document.spec, group, "custom[1].x", .up)
        #expect(
            moved.compositionalSettings?.sections[1].section.group.customFrames
                == [Rect(x: 0, y: 0, width: 50, height: 50), Rect(x: 61, y: 0, width: 40, height: 100)])
        #expect(
            written(document, moved) == Self.text.replacingOccurrences(of: #""x": 60"#, with: #""x": 61"#),
            "the other frame's 1e2 stays as written")
    }
}
