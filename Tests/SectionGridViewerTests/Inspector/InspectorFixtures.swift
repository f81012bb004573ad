import SectionLayout
import SectionSpec
import Testing

@testable import SectionGridTestSupport
@testable import SectionGridViewer

/// A flow spec with layout-wide metrics and background, and a second section with its own spacing and
/// background keys.
let inspectorFlowJSON = """
    {
      "flow": {"itemSize": {"width": 80, "height": 60}, "sectionInset": {"top": 10, "left": 10, "bottom": 10, "right": 10}},
      "background": {"color": "systemBlue", "cornerRadius": 8},
      "sections": [
        {"title": "One", "items": 4},
        {"title": "Two", "items": 3, "minimumLineSpacing": 4,
         "background": {"cover": "items", "margin": {"top": -5, "left": -5, "bottom": -5, "right": -5}}}
      ]
    }

    """

/// A compositional spec with a layout boundary item, a header, and a group two levels deep.
let inspectorCompositionalJSON = """
    {
      "layout": "compositional", "interSectionSpacing": 20,
      "boundarySupplementaryItems": [
        {"elementKind": "banner", "width": {"fractionalWidth": 1}, "height": {"absolute": 40}, "alignment": "top"}
      ],
      "sections": [{
        "title": "Nested", "items": 6,
        "header": {"width": {"fractionalWidth": 1}, "height": {"absolute": 30}},
        "group": {"axis": "horizontal", "width": {"fractionalWidth": 1}, "height": {"absolute": 100},
          "subitems": [
            {"width": {"fractionalWidth": 0.5}, "height": {"fractionalHeight": 1}},
            {"axis": "vertical", "width": {"fractionalWidth": 0.5}, "height": {"fractionalHeight": 1}, "count": 2,
             "item": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 0.5}}}
          ]}
      }]
    }

    """

func inspectorSpec(_ json: String) throws -> LayoutSpec {
    try LayoutSpec(json: JSONParser().parse(json))
}

extension InspectorModel {
    /// The row called `name` in the group titled `group`.
    func row(_ group: String, _ name: String) -> InspectorRow? {
        index(group, name).map { rows[$0] }
    }

    /// The index of the row called `name` in the group titled `group`.
    func index(_ group: String, _ name: String) -> Int? {
        var first = 0
        for candidate in groups {
            if candidate.title == group, let offset = candidate.rows.firstIndex(where: { $0.name == name }) {
                return first + offset
            }
            first += candidate.rows.count
        }
        return nil
    }

    /// `spec` after `steps` on the row called `name` in `group` (failing the test when there is none).
    func changing(
        _ spec: LayoutSpec, _ group: String, _ name: String, _ steps: InspectorStep...,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> LayoutSpec {
        guard let edit = row(group, name)?.edit else {
            Issue.record("no editable row \(group) › \(name)", sourceLocation: sourceLocation)
            return spec
        }
        return steps.reduce(spec) { edit.applied(to: $0, $1) }
    }
}

/// The row as (value, source, UIKit name), to compare with a literal.
func shown(_ row: InspectorRow?) -> [String] {
    guard let row else { return ["missing"] }
    return [row.value, row.source.rawValue, row.uikitName]
}
