import SectionSpec
import SectionLayout

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
