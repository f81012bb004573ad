import SectionLayout
import SectionSpec
import Testing

@testable import SectionGridTestSupport
@testable import SectionGridViewer

/// The inspector's source column read from the file: a key the file gives is the layout's or the
/// section's even when it repeats UIKit's default; a key it leaves out is `default` (or `device`) even
/// when the value differs from UIKit's default — and `w` writes exactly the edited value, keeping the
/// rest of the text (number spellings, colour names) as written.
@Suite("Inspector model: sources from the file, and what w writes")
struct InspectorFileKeysTests {
    /// A file that spells out a default (`minimumLineSpacing` 10, `interGroupSpacing` 0), writes `1e2`,
    /// and leaves out `minimumInteritemSpacing`.
    static let flowText = """
        {
          "flow": {"itemSize": {"width": 1e2, "height": 60}, "minimumLineSpacing": 10},
          "sections": [{"items": 2, "background": {"color": "green"}}]
        }

        """

    func model(_ text: String, _ spec: LayoutSpec? = nil, section: Int? = 0, item: Int? = nil) throws
        -> (InspectorModel, SpecDocument)
    {
        let saved = try inspectorSpec(text)
        let document = SpecDocument(spec: saved, text: Array(text.utf8))
        return (InspectorModel(spec: spec ?? saved, section: section, item: item, document: document), document)
    }

    private func written(_ document: SpecDocument, _ spec: LayoutSpec) -> String {
        String(decoding: document.editedText(for: spec) ?? [], as: UTF8.self)
    }

    @Test func aKeyTheFileGivesIsGivenEvenAtItsDefaultAndAMissingOneIsTheDefault() throws {
        let (model, _) = try model(Self.flowText)
        let flow = "flow (layout-wide)"
        #expect(
            shown(model.row(flow, "minimumLineSpacing")) == ["10", "layout", "minimumLineSpacing"],
            "written in the file, though it is UIKit's default")
        #expect(shown(model.row(flow, "minimumInteritemSpacing")) == ["10", "default", "minimumInteritemSpacing"])
        #expect(shown(model.row(flow, "itemSize.width")) == ["100", "layout", "itemSize.width"])
        #expect(shown(model.row(flow, "sectionInset.top")) == ["0", "default", "sectionInset.top"])
        #expect(shown(model.row("layout", "contentInset.top")) == ["0", "default", "collectionView.contentInset.top"])
        // Without the file (a demo) a value counts as given when it differs from UIKit's default.
        let demo = InspectorModel(spec: try inspectorSpec(Self.flowText), section: 0)
        #expect(demo.row(flow, "minimumLineSpacing")?.source == .default)
    }

    @Test func anEditMakesAKeyGivenUntilItComesBackToWhatTheFileSaid() throws {
        let (before, document) = try model(Self.flowText)
        let flow = "flow (layout-wide)"
        let edited = before.changing(document.spec, flow, "minimumInteritemSpacing", .up)
        let (after, _) = try model(Self.flowText, edited)
        #expect(shown(after.row(flow, "minimumInteritemSpacing")) == ["11", "layout", "minimumInteritemSpacing"])
        #expect(
            written(document, edited)
                == Self.flowText.replacingOccurrences(
                    of: #""minimumLineSpacing": 10}"#, with: #""minimumLineSpacing": 10, "minimumInteritemSpacing": 11}"#))
        let back = after.changing(edited, flow, "minimumInteritemSpacing", .down)
        let (again, _) = try model(Self.flowText, back)
        #expect(again.row(flow, "minimumInteritemSpacing")?.source == .default, "not written again: the file's bytes")
        #expect(written(document, back) == Self.flowText)
    }

    @Test func aCompositionalKeyRepeatingItsDefaultIsTheSections() throws {
        let text = """
            {"layout": "compositional", "sections": [{"items": 3, "interGroupSpacing": 0,
              "group": {"axis": "vertical", "width": {"fractionalWidth": 1}, "height": {"absolute": 50}, "item": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}}]}

            """
        let (model, _) = try model(text)
        #expect(shown(model.row("section 0", "interGroupSpacing")) == ["0", "section", "interGroupSpacing"])
        #expect(shown(model.row("section 0", "contentInsets.top")) == ["0", "default", "contentInsets.top"])
        #expect(
            shown(model.row("compositional (layout-wide)", "interSectionSpacing"))
                == ["0", "default", "configuration.interSectionSpacing"])
    }

    @Test func theDeviceGivesItsValuesUnlessTheFileDoes() throws {
        let text =
            #"{"device": "iphone-16", "layoutMargins": {"top": 0, "left": 8, "bottom": 0, "right": 8}, "sections": [{"items": 1}]}"#
            + "\n"
        let (model, document) = try model(text, section: nil)
        #expect(shown(model.row("device", "device")) == ["iphone-16", "layout", "UIDevice / UIScreen (preset)"])
        #expect(shown(model.row("device", "safeAreaInsets.top")) == ["59", "device", "safeAreaInsets.top"])
        #expect(shown(model.row("device", "viewport.width")) == ["393", "device", "collectionView.bounds.size.width"])
        #expect(shown(model.row("device", "screenScale")) == ["3", "device", "UIScreen.scale"])
        #expect(shown(model.row("device", "layoutMargins.left")) == ["8", "layout", "layoutMargins.left"])
        // The next preset: the values the device gave follow it, the file's own margins stay.
        let turned = model.changing(document.spec, "device", "device", .up)
        #expect(turned.device?.name == "iphone-16-landscape")
        #expect(turned.safeAreaInsets == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(turned.viewport == Size(width: 852, height: 393))
        #expect(turned.layoutMargins == EdgeInsets(top: 0, left: 8, bottom: 0, right: 8))
        #expect(written(document, turned) == text.replacingOccurrences(of: "iphone-16", with: "iphone-16-landscape"))
        let safe = model.changing(document.spec, "device", "safeAreaInsets.bottom", .up)
        #expect(
            written(document, safe)
                == text.replacingOccurrences(
                    of: #""device": "iphone-16", "#,
                    with: #""device": "iphone-16", "safeAreaInsets": {"top": 59, "left": 0, "bottom": 35, "right": 0}, "#))
        let scale = model.changing(document.spec, "device", "screenScale", .up)
        #expect(scale.screenScale == 1, "3 wraps round to 1; no device-less \"none\" with a device")
        let none = InspectorModel(spec: try inspectorSpec(#"{"sections": []}"#), section: nil)
        #expect(shown(none.row("device", "safeAreaInsets.top")) == ["0", "default", "safeAreaInsets.top"])
        #expect(none.changing(try inspectorSpec(#"{"sections": []}"#), "device", "screenScale", .up).screenScale == 1)
    }

    @Test func theSelectedItemsSizeIsEditableAndWWritesOnlyIt() throws {
        let text = """
            {"sections": [{"itemSizes": [{"width": 1e2, "height": 40}, {"width": 50, "height": 40.0}]}]}

            """
        let (none, _) = try model(text)
        #expect(none.row("section 0", "itemSizes[1].width") == nil, "no item selected: the count only")
        #expect(shown(none.row("section 0", "itemSizes")) == ["2 sizes", "section", "sizeForItemAt"])
        let (model, document) = try model(text, item: 1)
        #expect(shown(model.row("section 0", "itemSizes[1].width")) == ["50", "section", "sizeForItemAt [0, 1].width"])
        let wider = model.changing(document.spec, "section 0", "itemSizes[1].width", .bigUp, .up)
        #expect(
            wider.flowSettings?.sections[0].section.items == .sizes([Size(width: 100, height: 40), Size(width: 61, height: 40)]))
        #expect(written(document, wider) == text.replacingOccurrences(of: #""width": 50"#, with: #""width": 61"#))
    }

    @Test func aTitleIsShownWithANoteNotChanged() throws {
        let (model, _) = try model(#"{"sections": [{"title": "One", "items": 1}]}"#)
        let row = try #require(model.row("section 0 \"One\"", "title"))
        #expect(shown(row) == ["\"One\"", "section", "section title (shown, not UIKit's)"])
        #expect(row.edit == nil && row.note == .textInFile("title"))
    }

    @Test func insetReferencesCycle() throws {
        let (flow, document) = try model(Self.flowText)
        let reference = flow.changing(document.spec, "flow (layout-wide)", "sectionInsetReference", .up)
        #expect(reference.flowSettings?.layout.sectionInsetReference == .fromSafeArea)
        #expect(
            written(document, reference)
                == Self.flowText.replacingOccurrences(
                    of: #""minimumLineSpacing": 10}"#,
                    with: #""minimumLineSpacing": 10, "sectionInsetReference": "fromSafeArea"}"#))
        let spec = try inspectorSpec(inspectorCompositionalJSON)
        let compositional = InspectorModel(spec: spec, section: 0)
        let layout = compositional.changing(spec, "compositional (layout-wide)", "contentInsetsReference", .down)
        #expect(layout.compositionalSettings?.contentInsetsReference == ContentInsetsReference.none, "safeArea, - : none")
        let own = compositional.changing(spec, "section 0 \"Nested\"", "contentInsetsReference", .up)
        #expect(own.compositionalSettings?.sections[0].section.contentInsetsReference == ContentInsetsReference.none)
    }
}

extension InspectorFileKeysTests {
    @Test func aBackgroundImageIsShownWithANote() throws {
        let text = #"{"background": {"image": "stripes"}, "sections": [{"items": 1}]}"# + "\n"
        let (model, _) = try model(text)
        let row = try #require(model.row("background (layout-wide)", "image"))
        #expect(shown(row) == ["\"stripes\"", "layout", "decoration view's image"])
        #expect(row.edit == nil && row.note == .textInFile("image"))
        #expect(model.row("section 0 background", "image")?.source == .layout, "inherited by the section")
    }
}
