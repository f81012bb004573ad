import SectionLayout

/// The `sectiongrid frames` output: a layout's content size and every element's frame, as JSON.
///
/// ```json
/// {
///   "contentSize": {"width": 320, "height": 110},
///   "elements": [
///     {"kind": "cell", "section": 0, "item": 0, "frame": {"x": 0, "y": 0, "width": 50, "height": 50}, "zIndex": 0},
///     {"kind": "cell", "section": 0, "item": 1, "frame": {"x": 67.5, "y": 0, "width": 50, "height": 50}, "zIndex": 0}
///   ]
/// }
/// ```
///
/// Elements come in `LayoutResult.allElements()` order (section by section: background, header, cells
/// in item order, footer), one per line, with keys in a fixed order and numbers written as
/// `formatPoints` writes them, so outputs compare with `diff`. The text is streamed element by
/// element: a layout of millions of items never exists as one string or JSON tree.
public enum FramesExport {
    /// Writes the frames JSON of `result` to `output`, ending with a newline.
    public static func write(_ result: LayoutResult, to output: inout some TextOutputStream) {
        output.write("{\n  \"contentSize\": {\"width\": \(JSONWriter.number(result.contentSize.width)), ")
        output.write("\"height\": \(JSONWriter.number(result.contentSize.height))},\n  \"elements\": [")
        var first = true
        result.forEachElement { element in
            output.write(first ? "\n    " : ",\n    ")
            output.write(line(for: element))
            first = false
        }
        output.write(first ? "]\n}\n" : "\n  ]\n}\n")
    }

    /// The frames JSON of `result` as one string (for tests and small layouts).
    public static func text(_ result: LayoutResult) -> String {
        var text = ""
        write(result, to: &text)
        return text
    }

    /// One element's object, on one line.
    public static func line(for element: LayoutAttributes) -> String {
        var text = "{\"kind\": \"\(element.kind.rawValue)\", \"section\": \(element.section), "
        if let item = element.item { text += "\"item\": \(item), " }
        let frame = element.frame
        text += "\"frame\": {\"x\": \(JSONWriter.number(frame.minX)), \"y\": \(JSONWriter.number(frame.minY)), "
        text += "\"width\": \(JSONWriter.number(frame.width)), \"height\": \(JSONWriter.number(frame.height))}, "
        text += "\"zIndex\": \(element.zIndex)}"
        return text
    }
}
