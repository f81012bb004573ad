import SectionLayout

/// One build's state: the builder's settings, where it finds section styles, and the colours resolved
/// so far (once per section a build, whatever the number of its items).
@usableFromInline
struct SceneEmitter {
    @usableFromInline let builder: SceneBuilder
    /// A section's background style (`ElementQuery.backgroundStyle(ofSection:)`).
    @usableFromInline let backgroundStyle: (Int) -> BackgroundStyle?
    /// The layout's reading direction, which titles follow (`ElementQuery.layoutDirection`).
    @usableFromInline let layoutDirection: LayoutDirection
    /// Where each section's background was handed over (titles inside one read on its fill).
    @usableFromInline var backgroundFrames: [Int: Rect] = [:]
    @usableFromInline var colors: [Int: SectionColors] = [:]
    /// The section resolved last (`Int.min`: none yet) and its colours: a section's items come one
    /// after another, so most look-ups stop here.
    @usableFromInline var lastSection = Int.min
    @usableFromInline var lastColors = SectionColors(fill: nil, item: .white, itemInk: .black)
    /// The fills of the looks drawn so far, composited (what a look's text reads on; `SceneEmitter+Looks`).
    @usableFromInline var lookFills: [(frame: Rect, color: Color)] = []

    @usableFromInline
    init(builder: SceneBuilder, layoutDirection: LayoutDirection, backgroundStyle: @escaping (Int) -> BackgroundStyle?) {
        self.builder = builder
        self.layoutDirection = layoutDirection
        self.backgroundStyle = backgroundStyle
    }

    /// The colours of `section`, from the query's style for it when not resolved yet.
    @inlinable
    mutating func colors(ofSection section: Int) -> SectionColors {
        if section == lastSection { return lastColors }
        return resolveColors(ofSection: section, style: nil, known: false)
    }

    /// The colours of `section`: from `style` when `known` (a background element carries it), else from
    /// the query's style for the section; resolved once a build.
    @usableFromInline
    mutating func resolveColors(ofSection section: Int, style: BackgroundStyle?, known: Bool) -> SectionColors {
        let resolved: SectionColors
        if let cached = colors[section] {
            resolved = cached
        } else {
            resolved = SectionColors(
                section: section, style: known ? style : backgroundStyle(section),
                scheme: builder.scheme, canvas: builder.canvasColor)
            colors[section] = resolved
        }
        lastSection = section
        lastColors = resolved
        return resolved
    }

    /// Hands `visitor` one element with its commands; element kinds that draw nothing are skipped.
    /// The one place that says what each element kind looks like.
    @inlinable
    mutating func emit<Visitor: SceneVisitor>(
        _ element: QueuedElement, styles: [BackgroundStyle],
        into visitor: inout Visitor
    ) {
        if builder.looks != nil, emitLookIfAny(element, into: &visitor) { return }
        switch element.kind {
        case .cell:
            emitCell(element, into: &visitor)
        case .background:
            let style = (styles.indices.contains(Int(element.style)) ? styles[Int(element.style)] : BackgroundStyle())
                .resolved(for: builder.appearance)
            emitBackground(element, style: style, into: &visitor)
        case .header:
            emitTitle(element, alignment: .leading, emphasis: .strong, into: &visitor)
        case .footer:
            emitTitle(element, alignment: .trailing, emphasis: .subdued, into: &visitor)
        default:
            if element.item != nil {
                emitBadge(element, into: &visitor)
            } else {
                emitLabelledStrip(element, into: &visitor)
            }
        }
    }

    /// A section background: its shadow (even at opacity 0, so consumers know the shape casts one),
    /// then its rectangle: fill, image, border, the previous section's fill to stay apart from.
    @inlinable
    mutating func emitBackground<Visitor: SceneVisitor>(
        _ element: QueuedElement, style: BackgroundStyle,
        into visitor: inout Visitor
    ) {
        let frame = element.frame
        let fill = resolveColors(ofSection: element.section, style: style, known: true).fill
        visitor.beginElement(element.sceneElement(.decorationView))
        if let shadow = style.shadow {
            visitor.drawShadow(
                SceneShadow(
                    rect: frame, cornerRadius: style.cornerRadius, color: SceneColor(shadow.color),
                    offset: shadow.offset, radius: shadow.radius, opacity: shadow.opacity))
        }
        let image = style.image.map { SceneImage(name: $0, ink: fill.map { SectionColors.textureInk(on: $0.color) }) }
        let stroke = style.border.flatMap { $0.width > 0 ? SceneStroke(width: $0.width, color: SceneColor($0.color)) : nil }
        let adjacent = fill != nil && element.section > 0 ? colors(ofSection: element.section - 1).fill : nil
        visitor.drawRectangle(
            .make(
                rect: frame, cornerRadius: style.cornerRadius, fill: fill, image: image,
                stroke: stroke, adjacentFill: adjacent))
        visitor.endElement()
        backgroundFrames[element.section] = frame
    }

    /// A cell: a square box in the section's item colour, outlined in its ink, and its label.
    @inlinable
    mutating func emitCell<Visitor: SceneVisitor>(_ element: QueuedElement, into visitor: inout Visitor) {
        let colors = colors(ofSection: element.section)
        let frame = element.frame
        visitor.beginElement(element.sceneElement(.cell))
        visitor.drawRectangle(
            .make(
                rect: frame, fill: colors.item,
                stroke: SceneStroke(width: 1, color: colors.itemInk)))
        let item = element.item ?? 0
        let content: SceneTextContent
        switch builder.labels.items {
        case .indexPath: content = .indexPath(section: element.section, item: item)
        case .item: content = .itemNumber(item)
        case .none:
            visitor.endElement()
            return
        }
        visitor.drawText(.make(rect: frame, content: content, alignment: .center, color: colors.itemInk))
        visitor.endElement()
    }
}
