import SectionGridCommandLine
import SectionLayout
import SectionSpec
import Testing

@testable import SectionGridTestSupport

/// Issue 13's `frames` output: every supplementary with `"kind": "supplementary"` and its
/// `"elementKind"`, but `header` and `footer`, which keep their kind (with `"elementKind"` too in a
/// compositional layout, whose headers and footers are boundary items named by the app; a flow layout's
/// are UIKit's section header and footer, and write no `elementKind`, as before); an item supplementary
/// with its `item`; the layout's own items without `section`.
@Test func framesNameEveryElementKind() throws {
    let spec = try decodeSpec(
        """
        {"layout": "compositional", "viewport": {"width": 200, "height": 400},
         "boundarySupplementaryItems": [
           {"elementKind": "banner", "width": {"fractionalWidth": 1}, "height": {"absolute": 20}, "alignment": "top"},
           {"elementKind": "footer", "width": {"fractionalWidth": 1}, "height": {"absolute": 10}, "alignment": "bottom"}],
         "sections": [{"items": 1, "background": {},
           "header": {"width": {"fractionalWidth": 1}, "height": {"absolute": 30}},
           "boundarySupplementaryItems": [{"elementKind": "count", "width": {"absolute": 40}, "height": {"absolute": 20},
                                           "alignment": "topTrailing", "extendsBoundary": false}],
           "group": {"axis": "horizontal", "width": {"absolute": 100}, "height": {"absolute": 100},
                     "item": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1},
                              "supplementaryItems": [{"elementKind": "badge", "width": {"absolute": 20}, "height": {"absolute": 20},
                                "containerAnchor": {"edges": ["top", "trailing"], "fractionalOffset": {"x": 0.5, "y": -0.5}}}]}}}]}
        """)
    #expect(
        FramesExport.text(spec.layout()) == """
            {
              "contentSize": {"width": 200, "height": 160},
              "elements": [
                {"kind": "supplementary", "elementKind": "banner", "frame": {"x": 0, "y": 0, "width": 200, "height": 20}, "zIndex": 0},
                {"kind": "background", "section": 0, "frame": {"x": 0, "y": 20, "width": 200, "height": 130}, "zIndex": 0},
                {"kind": "header", "elementKind": "header", "section": 0, "frame": {"x": 0, "y": 20, "width": 200, "height": 30}, "zIndex": 1},
                {"kind": "supplementary", "elementKind": "count", "section": 0, "frame": {"x": 160, "y": 20, "width": 40, "height": 20}, "zIndex": 1},
                {"kind": "cell", "section": 0, "item": 0, "frame": {"x": 0, "y": 50, "width": 100, "height": 100}, "zIndex": 1},
                {"kind": "supplementary", "elementKind": "badge", "section": 0, "item": 0, "frame": {"x": 90, "y": 40, "width": 20, "height": 20}, "zIndex": 1},
                {"kind": "footer", "elementKind": "footer", "frame": {"x": 0, "y": 150, "width": 200, "height": 10}, "zIndex": 0}
              ]
            }

            """)
}

@Test func flowHeadersWriteNoElementKindAndNamedKindsAlwaysDo() {
    let header = LayoutAttributes(kind: .header, section: 2, frame: Rect(x: 0, y: 0, width: 10, height: 5))
    #expect(
        FramesExport.line(for: header)
            == #"{"kind": "header", "section": 2, "frame": {"x": 0, "y": 0, "width": 10, "height": 5}, "zIndex": 0}"#)
    #expect(
        FramesExport.line(for: header, namedKinds: true)
            == #"{"kind": "header", "elementKind": "header", "section": 2, "frame": {"x": 0, "y": 0, "width": 10, "height": 5}, "zIndex": 0}"#
    )
    let quoted = LayoutAttributes(
        kind: ElementKind(rawValue: "a \"b\"\n"), section: LayoutAttributes.layoutWideSection,
        frame: Rect(x: 1, y: 2, width: 3, height: 4))
    #expect(
        FramesExport.line(for: quoted)
            == #"{"kind": "supplementary", "elementKind": "a \"b\"\n", "frame": {"x": 1, "y": 2, "width": 3, "height": 4}, "zIndex": 0}"#
    )
}
