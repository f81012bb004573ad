import SectionLayout
import SectionScene

/// How a picture fits a scene's text run into its box, in points: the font size, the text (cut before a
/// whole grapheme cluster and ended in `…` when it does not fit), where it stands, and whether it runs
/// down a narrow strip (a header when scrolling horizontally), as the terminal turns such titles.
///
/// Widths are estimated, as no font is at hand: 0.6 em a terminal column (`DisplayWidth`: CJK and emoji
/// take 2 columns, combining marks none). Sizes: item labels up to 12 pt and half the box's height,
/// shrunk to fit their width (never shortened); headers up to 15 pt, footers up to 13 pt, and 60 % of
/// the strip's height, shortened when too long. Text under `minimumSize` (5 pt) is left out: a box
/// that small has no room to read anything.
struct SVGText {
    /// Points a terminal column takes at a font size of 1.
    static let emPerColumn = 0.6
    /// The smallest font size drawn.
    static let minimumSize = 5.0
    /// How far, in points, the estimated bounds of a text may pass the picture's edge and still count as
    /// inside it (rounding of the estimate, not of what shows).
    static let tolerance = 1e-6

    /// The text as drawn.
    var text: String
    /// Its font size.
    var size: Double
    /// Where the anchor is along the box, before any turn.
    var x: Double
    /// The baseline.
    var y: Double
    /// `start`, `middle` or `end`.
    var anchor: String
    /// The centre to turn the text about by 90° (downwards), for a narrow strip.
    var turn: Point?
    /// How far its glyphs reach below the baseline, in ems: none for digits and dots (an item's label),
    /// 0.22 for text that may have descenders (g, y, p).
    var descent = 0.0

    /// The fit of `run`, or `nil` when it cannot be read at `minimumSize` or more.
    init?(_ run: SceneText) {
        let content = run.content.text
        let columns = Double(DisplayWidth.of(content))
        guard columns > 0 else { return nil }
        let box = run.rect
        let descent: Double
        if case .string = run.content { descent = 0.22 } else { descent = 0 }
        if run.alignment == .center, run.emphasis == .regular {
            let size = Swift.min(12, box.height / 2, (box.width - 2) / (columns * SVGText.emPerColumn))
            guard size >= SVGText.minimumSize else { return nil }
            self.init(text: content, size: size, box: box, placement: .center)
            self.descent = descent
            return
        }
        let largest = run.emphasis == .strong ? 15.0 : 13.0
        let across = Swift.min(largest, box.height * 0.6)
        let fits = columns * SVGText.emPerColumn * across <= box.width - 2 * SVGText.padding(box.width)
        if !fits, box.height > box.width, box.width * 0.6 >= SVGText.minimumSize {
            // A narrow strip: the title runs downwards, in the box turned by 90°.
            let turned = Rect(x: box.midX - box.height / 2, y: box.midY - box.width / 2, width: box.height, height: box.width)
            // Turned, it reads from the top (leading) or the bottom (trailing), whatever the direction.
            self.init(title: content, largest: largest, box: turned, placement: run.alignment == .trailing ? .right : .left)
            turn = Point(x: box.midX, y: box.midY)
        } else {
            self.init(title: content, largest: largest, box: box, placement: run.placement)
        }
        self.descent = descent
        guard size >= SVGText.minimumSize, !text.isEmpty else { return nil }
    }

    /// A title in `box`: at most `largest` and 60 % of its height, shortened to its width.
    private init(title: String, largest: Double, box: Rect, placement: SceneText.Placement) {
        let size = Swift.min(largest, box.height * 0.6)
        let room = box.width - 2 * SVGText.padding(box.width)
        // Columns that fit, capped (a tiny size would overflow an Int; no title is that long).
        let fitting = size > 0 ? (room / (size * SVGText.emPerColumn)).rounded(.down) : 0
        let columns = fitting.isFinite ? Int(Swift.max(0, Swift.min(100_000, fitting))) : 0
        self.init(text: TextFitting.truncate(title, toWidth: columns), size: size, box: box, placement: placement)
    }

    private init(text: String, size: Double, box: Rect, placement: SceneText.Placement) {
        self.text = text
        self.size = size
        let padding = SVGText.padding(box.width)
        switch placement {
        case .left: (x, anchor) = (box.minX + padding, "start")
        case .center: (x, anchor) = (box.midX, "middle")
        case .right: (x, anchor) = (box.maxX - padding, "end")
        }
        // The middle of a line of text sits about 0.35 em above its baseline.
        y = box.midY + 0.35 * size
        turn = nil
    }

    /// Room kept at a title's leading or trailing edge: 16 pt (a layout margin), less in narrow boxes.
    static func padding(_ width: Double) -> Double { Swift.max(0, Swift.min(16, width / 10)) }

    /// The rect the text covers as drawn, as estimated: its columns at 0.6 em each from its anchor, from
    /// 0.75 em above the baseline (capitals and digits) to `descent` below it, turned with it.
    var bounds: Rect {
        let width = Double(DisplayWidth.of(text)) * SVGText.emPerColumn * size
        let start: Double
        switch anchor {
        case "start": start = x
        case "end": start = x - width
        default: start = x - width / 2
        }
        let flat = Rect(x: start, y: y - 0.75 * size, width: width, height: (0.75 + descent) * size)
        guard let turn else { return flat }
        // Turned by 90° about `turn`: (x, y) → (turn.x − (y − turn.y), turn.y + (x − turn.x)).
        return Rect(x: turn.x - (flat.maxY - turn.y), y: turn.y + (flat.minX - turn.x), width: flat.height, height: flat.width)
    }
}

extension SVGWriter {
    /// A text run fitted to its box (`SVGText`): bold when strong, at 60 % opacity when subdued — left
    /// out unless it shows whole in the picture's area: a cell cut by the picture's edge (a scrolled
    /// orthogonal row's last one, say) shows no fragment such as `0` or `1.` that would read as another
    /// index path, nor a title part of another title.
    mutating func writeText(_ run: SceneText) {
        guard let fit = SVGText(run), area.inset(by: EdgeInsets(all: -SVGText.tolerance)).contains(fit.bounds) else { return }
        var color = run.color
        if run.emphasis == .subdued { color.alpha *= 0.6 }
        var attributes =
            " x=\"\(SVGMarkup.number(fit.x))\" y=\"\(SVGMarkup.number(fit.y))\""
            + " font-size=\"\(SVGMarkup.number(fit.size))\" text-anchor=\"\(fit.anchor)\"" + SVGMarkup.paint("fill", color)
        if run.emphasis == .strong { attributes += " font-weight=\"bold\"" }
        if let turn = fit.turn {
            attributes += " transform=\"rotate(90 \(SVGMarkup.number(turn.x)) \(SVGMarkup.number(turn.y)))\""
        }
        // Spaces collapse in SVG unless preserved: kept for text that has runs of them or ends in one.
        if fit.text.contains("  ") || fit.text.first?.isWhitespace == true || fit.text.last?.isWhitespace == true {
            attributes += " xml:space=\"preserve\""
        }
        text += "<text\(attributes)>\(SVGMarkup.escaped(fit.text))</text>"
    }
}
