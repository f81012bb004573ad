import SectionLayout
import SectionSpec

/// Decodes spec text as the CLI does, with `spec.json` as the file name.
func decodeSpec(_ text: String) throws(SpecLoadError) -> LayoutSpec {
    try SpecFile.decode(Array(text.utf8), fileName: "spec.json")
}

/// The line the CLI would print for `text`, or `nil` when it decodes.
func specErrorLine(_ text: String) -> String? {
    do {
        _ = try decodeSpec(text)
        return nil
    } catch {
        return "error: \(error)"
    }
}

func size(_ width: Double, _ height: Double) -> Size { Size(width: width, height: height) }
func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}

/// An item filling its slot: fractionalWidth 1 × fractionalHeight 1.
let fillingItem = LayoutItem(width: .fractionalWidth(1), height: .fractionalHeight(1))
/// The JSON of `fillingItem`.
let fillingItemJSON = #"{"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}"#

/// A spec whose section group nests `depth` groups (alternating the `group` key and a `subitems` group)
/// around one item.
func nestedGroupSpec(depth: Int) -> String {
    let size = #""width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}"#
    var group = #"{"axis": "vertical", \#(size), "item": {\#(size)}}"#
    for level in 1..<max(1, depth) {
        group =
            level.isMultiple(of: 2)
            ? #"{"axis": "horizontal", \#(size), "group": \#(group)}"#
            : #"{"axis": "horizontal", \#(size), "subitems": [\#(group)]}"#
    }
    return #"{"layout": "compositional", "sections": [{"items": 1, "group": \#(group)}]}"#
}
