import CellGrid
import SectionGridViewer
import SectionLayout
import SectionSpec
import Testing

/// A viewer on a demo at 100×30 (375 pt → 3.75 pt a column, 7.5 pt a row), in 256 colours.
func demoViewer(
    _ name: String = "sections", columns: Int = 100, rows: Int = 30,
    depth: ColorDepth = .palette256
) throws -> ViewerState {
    let spec = try #require(BuiltInDemos.spec(named: name))
    return ViewerState(spec: spec, source: .demo(name: name), columns: columns, rows: rows, depth: depth)
}

extension ViewerState {
    /// Applies commands in order, returning the last effect.
    @discardableResult
    mutating func run(_ commands: ViewerCommand...) -> ViewerEffect {
        var effect = ViewerEffect.none
        for command in commands { effect = apply(command) }
        return effect
    }

    /// Applies the commands the standard key map gives for `keys` (each character a key).
    mutating func press(_ keys: String) {
        for character in keys {
            if let command = keyMap.command(for: .character(character)) { _ = apply(command) }
        }
    }

    /// The flow settings of the spec (fails the test for other engines).
    var flow: FlowSpec? {
        if case .flow(let flow) = spec.engine { return flow }
        return nil
    }

    /// The screen as plain lines.
    var screenLines: [String] { ViewerScreen.render(self).plainLines() }

    /// The status bar (last line).
    var statusLine: String { screenLines.last ?? "" }
}

/// A compositional layout with a group-paging row: five 355 × 180 cards under a 30 pt header, paging
/// by group, then a two-column grid 8 apart; red and yellow backgrounds inset 10 (the `compositional`
/// demo before seed 002's layout replaced it), for the orthogonal-row and tweak tests.
let pagingRowSpecJSON = """
    {
      "layout": "compositional",
      "interSectionSpacing": 20,
      "sections": [
        {
          "title": "Featured", "items": 5, "orthogonalScrollingBehavior": "groupPaging",
          "contentInsets": { "top": 10, "leading": 10, "bottom": 10, "trailing": 10 },
          "header": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 30 } },
          "group": {
            "axis": "horizontal", "width": { "fractionalWidth": 1 }, "height": { "absolute": 180 },
            "item": { "width": { "fractionalWidth": 1 }, "height": { "fractionalHeight": 1 } }
          },
          "background": { "color": "systemRed", "cornerRadius": 12,
                          "contentInsets": { "top": 10, "leading": 10, "bottom": 10, "trailing": 10 } }
        },
        {
          "title": "Grid", "items": 10,
          "contentInsets": { "top": 10, "leading": 10, "bottom": 10, "trailing": 10 },
          "interGroupSpacing": 8,
          "header": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 30 } },
          "group": {
            "axis": "horizontal", "width": { "fractionalWidth": 1 }, "height": { "absolute": 100 },
            "count": 2, "interItemSpacing": { "fixed": 8 },
            "item": { "width": { "fractionalWidth": 0.5 }, "height": { "fractionalHeight": 1 } }
          },
          "background": { "color": "systemYellow", "cornerRadius": 12,
                          "contentInsets": { "top": 10, "leading": 10, "bottom": 10, "trailing": 10 } }
        }
      ]
    }
    """

/// A viewer on `pagingRowSpecJSON` at 100×30, as a file called `paging.json`.
func pagingRowViewer(columns: Int = 100, rows: Int = 30) throws -> ViewerState {
    let spec = try LayoutSpec(json: JSONParser().parse(pagingRowSpecJSON))
    return ViewerState(spec: spec, source: .file(path: "paging.json"), columns: columns, rows: rows, depth: .palette256)
}
