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
/// Elements come in `LayoutResult.allElements()` order (the layout's leading boundary items, then section
/// by section: background, header and other boundary items, cells in item order, badges, footer; then the
/// layout's trailing boundary items), one per line, with keys in a fixed order and numbers written as
/// `JSONWriter.number` writes them (`67.5`, `320`), so outputs compare with `diff`. The text is
/// streamed in blocks: a layout of millions of items never exists as one string or JSON tree.
public enum FramesExport {
    /// Text is handed to the output stream in blocks of about this many bytes.
    static let blockSize = 1 << 16

    /// Writes the frames JSON of `result` to `output`, ending with a newline: every element as laid
    /// out, or scrolled as `context` says (pinned supplementaries where they stick at its visible
    /// bounds, marked `"pinned": true`).
    public static func write(
        _ result: LayoutResult, context: ScrollContext = .unscrolled,
        to output: inout some TextOutputStream
    ) {
        var buffer = FramesBuffer()
        buffer.bytes.reserveCapacity(blockSize + 256)
        buffer.append("{\n  \"contentSize\": {\"width\": ")
        buffer.append(number: result.contentSize.width)
        buffer.append(", \"height\": ")
        buffer.append(number: result.contentSize.height)
        buffer.append("},\n  \"elements\": [")
        var first = true
        result.forEachElement(context: context) { element in
            buffer.append(first ? "\n    " : ",\n    ")
            buffer.append(element: element, namedKinds: result.namesSupplementaryKinds)
            first = false
            if buffer.bytes.count >= blockSize {
                output.write(buffer.text)
                buffer.bytes.removeAll(keepingCapacity: true)
            }
        }
        buffer.append(first ? "]\n}\n" : "\n  ]\n}\n")
        output.write(buffer.text)
    }

    /// The frames JSON of `result` as one string (for tests and small layouts), scrolled as `context`
    /// says.
    public static func text(_ result: LayoutResult, context: ScrollContext = .unscrolled) -> String {
        var text = ""
        write(result, context: context, to: &text)
        return text
    }

    /// One element's object, on one line:
    /// `{"kind": "cell", "section": 0, "item": 1, "frame": {"x": 67.5, "y": 0, "width": 50, "height": 50}, "zIndex": 0}`;
    /// `namedKinds` writes the `elementKind` of headers and footers too, as for a layout whose
    /// `namesSupplementaryKinds` is set.
    public static func line(for element: LayoutAttributes, namedKinds: Bool = false) -> String {
        var buffer = FramesBuffer()
        buffer.append(element: element, namedKinds: namedKinds)
        return buffer.text
    }
}
