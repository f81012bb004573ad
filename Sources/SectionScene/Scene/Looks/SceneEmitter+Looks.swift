import SectionLayout

/// How an element with a look (`ElementLooks`) is drawn: as its view shows — its shadow, its rectangle
/// with the look's fill, corner radius (on the corners it rounds) and border, and its text (or image name): leading and bold in
/// a header, trailing and dim in a footer, centred elsewhere, in the ink that reads on what is beneath
/// it. A cell whose view has no fill keeps the scheme's box and outline, so it still shows; a cell that
/// reads nothing keeps its index path. An element whose look shows nothing at all (a clear view without
/// text) is not handed over.
extension SceneEmitter {
    /// The look of `element`, when the builder has looks and one for it.
    func look(of element: QueuedElement) -> ElementLooks.Entry? {
        builder.looks?.entry(kind: element.kind, section: element.section, item: element.item, frame: element.frame)
    }

    /// Hands `visitor` `element` as its look shows it, when the builder has a look for it; false when
    /// it has none. Out of line (callers get it unspecialised): only documents with looks come here.
    @usableFromInline
    mutating func emitLookIfAny<Visitor: SceneVisitor>(_ element: QueuedElement, into visitor: inout Visitor) -> Bool {
        guard let entry = look(of: element) else { return false }
        emitLook(element, entry, into: &visitor)
        return true
    }

    mutating func emitLook<Visitor: SceneVisitor>(
        _ element: QueuedElement, _ entry: ElementLooks.Entry, into visitor: inout Visitor
    ) {
        let look = entry.look
        let frame = element.frame
        let appearance = builder.appearance
        let isCell = element.kind == .cell
        let caption = look.caption.flatMap { $0.isEmpty ? nil : $0 }
        let casts = look.shadow.map { $0.opacity > 0 } ?? false
        guard isCell || casts || look.fill != nil || (look.border?.width ?? 0) > 0 || caption != nil else { return }
        visitor.beginElement(element.sceneElement(entry.category))
        if let shadow = look.shadow, casts {
            visitor.drawShadow(
                SceneShadow(
                    rect: frame, cornerRadius: look.cornerRadius, roundedCorners: look.roundedCorners,
                    color: SceneColor(shadow.color.resolved(for: appearance)),
                    offset: shadow.offset, radius: shadow.radius, opacity: shadow.opacity))
        }
        var fill = look.fill.map { SceneColor($0.resolved(for: appearance)) }
        var stroke = look.border.flatMap {
            $0.width > 0 ? SceneStroke(width: $0.width, color: SceneColor($0.color.resolved(for: appearance))) : nil
        }
        if isCell, fill == nil {
            let colors = colors(ofSection: element.section)
            fill = colors.item
            if stroke == nil { stroke = SceneStroke(width: 1, color: colors.itemInk) }
        }
        let beneath = lookColorBeneath(frame)
        if fill != nil || stroke != nil {
            visitor.drawRectangle(
                SceneRectangle(
                    rect: frame, cornerRadius: look.cornerRadius, roundedCorners: look.roundedCorners,
                    fill: fill, image: nil, stroke: stroke, adjacentFill: nil, isViewLook: true))
        }
        let surface = fill.map { $0.color.composited(over: beneath) } ?? beneath
        if let fill { lookFills.append((frame, fill.color.composited(over: beneath))) }
        let ink = SectionColors.ink(on: surface, canvas: builder.canvasColor)
        if let caption {
            let (alignment, emphasis): (SceneText.Alignment, SceneText.Emphasis) =
                switch element.kind {
                case .header: (.leading, .strong)
                case .footer: (.trailing, .subdued)
                default: (.center, .regular)
                }
            visitor.drawText(
                SceneText(rect: frame, content: .string(caption), alignment: alignment, emphasis: emphasis, color: ink))
        } else if isCell, builder.labels.items != .none {
            let item = element.item ?? 0
            let content: SceneTextContent =
                builder.labels.items == .item ? .itemNumber(item) : .indexPath(section: element.section, item: item)
            visitor.drawText(SceneText(rect: frame, content: content, alignment: .center, color: ink))
        }
        visitor.endElement()
    }

    /// The colour at the centre of `frame` among the looks drawn so far (the latest one holding it),
    /// over the collection view's background (white when none).
    private func lookColorBeneath(_ frame: Rect) -> Color {
        let centre = Point(x: frame.minX + frame.width / 2, y: frame.minY + frame.height / 2)
        return lookFills.last { $0.frame.contains(centre) }?.color ?? builder.canvasColor ?? .white
    }
}
