import SectionLayout

/// What supplementary views look like — all made of rectangles and text, so every visitor draws them
/// without commands of its own:
/// - a **header** / **footer**: its section's title (the layout's own: `Layout header` / `Layout
///   footer`), bold and leading / dim and trailing in the layout's reading direction (a header's title
///   starts at the right edge right to left), in the ink of what is beneath; once pinning moved it
///   over the cells, on a strip of what is beneath it there (the section's fill inside its background,
///   else the collection view's background), so the cells scrolling under it are hidden;
/// - a **badge** (an item's supplementary): a round rectangle (corner radius half its shorter side) in
///   the ink of its section's items — the colour that reads on a cell —, outlined and labelled with its
///   element kind in the ink on that, on its middle row only (cut with `…`, or left out);
/// - any **other boundary item** (a section's or the layout's): a strip of what is beneath it, outlined
///   in the ink on that and labelled with its element kind, centred.
extension SceneEmitter {
    /// A header or footer: the title in the ink of what is beneath it, on a strip of that colour when
    /// pinned.
    @inlinable
    mutating func emitTitle<Visitor: SceneVisitor>(
        _ element: QueuedElement, alignment: SceneText.Alignment,
        emphasis: SceneText.Emphasis, into visitor: inout Visitor
    ) {
        let frame = element.frame
        let (beneath, background) = colorBeneath(frame, section: element.section)
        let title =
            element.section == LayoutAttributes.layoutWideSection
            ? builder.labels.title(ofLayoutElement: element.kind) : builder.labels.title(ofSection: element.section)
        visitor.beginElement(element.sceneElement(.supplementaryView))
        if element.isPinned {
            visitor.drawRectangle(
                .make(rect: background.flatMap(frame.intersection) ?? frame, fill: SceneColor(beneath)))
        }
        visitor.drawText(
            .make(
                rect: frame, content: .string(title), alignment: alignment, emphasis: emphasis,
                color: SectionColors.ink(on: beneath, canvas: builder.canvasColor),
                layoutDirection: layoutDirection))
        visitor.endElement()
    }

    /// An item's supplementary: a round, outlined rectangle in the items' ink, labelled with its kind.
    @inlinable
    mutating func emitBadge<Visitor: SceneVisitor>(_ element: QueuedElement, into visitor: inout Visitor) {
        let frame = element.frame
        let fill = colors(ofSection: element.section).itemInk
        let ink = SectionColors.ink(on: fill.color, canvas: builder.canvasColor)
        visitor.beginElement(element.sceneElement(.supplementaryView))
        visitor.drawRectangle(
            .make(
                rect: frame, cornerRadius: Swift.min(frame.width, frame.height) / 2, fill: fill,
                stroke: SceneStroke(width: 1, color: ink)))
        visitor.drawText(
            .make(
                rect: frame, content: .string(element.kind.rawValue), alignment: .center, color: ink,
                staysOnItsRow: true))
        visitor.endElement()
    }

    /// A boundary item of a kind other than header and footer: a strip of what is beneath it, outlined
    /// and labelled with its kind in the ink on that.
    @inlinable
    mutating func emitLabelledStrip<Visitor: SceneVisitor>(_ element: QueuedElement, into visitor: inout Visitor) {
        let frame = element.frame
        let beneath = colorBeneath(frame, section: element.section).color
        let ink = SectionColors.ink(on: beneath, canvas: builder.canvasColor)
        visitor.beginElement(element.sceneElement(.supplementaryView))
        visitor.drawRectangle(.make(rect: frame, fill: SceneColor(beneath), stroke: SceneStroke(width: 1, color: ink)))
        visitor.drawText(.make(rect: frame, content: .string(element.kind.rawValue), alignment: .center, color: ink))
        visitor.endElement()
    }

    /// The colour at the centre of `frame` before the element is drawn: its section's fill composited
    /// over the collection view's background (white when none) when the section's background, drawn
    /// already, holds that point (it is returned too), else the collection view's background.
    @usableFromInline
    mutating func colorBeneath(_ frame: Rect, section: Int) -> (color: Color, background: Rect?) {
        let canvas = builder.canvasColor ?? .white
        if let background = backgroundFrames[section],
            background.contains(Point(x: frame.minX + frame.width / 2, y: frame.minY + frame.height / 2)),
            let fill = colors(ofSection: section).fill
        {
            return (fill.color.composited(over: canvas), background)
        }
        return (canvas, nil)
    }
}
