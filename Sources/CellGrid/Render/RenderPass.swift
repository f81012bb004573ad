import SectionLayout

/// The state of one render: the grid being drawn, where content cells land in it, and the section
/// styles resolved so far.
struct RenderPass {
    var grid: Grid
    /// The grid cells drawn into; everything is clipped to it.
    let area: CellRect
    /// Content column → grid column offset.
    let dx: Int
    /// Content row → grid row offset.
    let dy: Int
    let scale: CellScale
    let renderer: LayoutRenderer
    var warnings: [String] = []
    /// Where each section's background was drawn this pass (titles go inside it).
    var backgroundRects: [Int: CellRect] = [:]
    private var paints: [Int: SectionPaint] = [:]
    private var lastPaint: (section: Int, paint: SectionPaint)?

    init(grid: Grid, area: CellRect, dx: Int, dy: Int, scale: CellScale, renderer: LayoutRenderer) {
        self.grid = grid
        self.area = area
        self.dx = dx
        self.dy = dy
        self.scale = scale
        self.renderer = renderer
    }

    var theme: Theme { renderer.theme }

    /// The cells `frame` snaps to, in grid coordinates (not clipped).
    func gridRect(for frame: Rect) -> CellRect {
        scale.cells(for: frame).offsetBy(dx: dx, dy: dy)
    }

    /// Draws one element (a background's style is `styles[element.style]`); false when none of its
    /// cells is visible.
    mutating func draw<Source: ElementQuery>(_ element: QueuedElement, styles: [BackgroundStyle],
                                             source: Source) -> Bool {
        let rect = gridRect(for: element.frame)
        switch element.kind {
        case .background:
            let style = styles.indices.contains(element.style) ? styles[element.style] : BackgroundStyle()
            let reach = style.shadow == nil ? rect : rect.insetBy(-1)
            guard reach.intersects(area) else { return false }
            let paint = paint(section: element.section, style: style, known: true, source: source)
            drawBackground(section: element.section, style: style, rect: rect, paint: paint)
            backgroundRects[element.section] = rect
        case .cell:
            guard rect.intersects(area) else { return false }
            let paint = paint(section: element.section, style: nil, known: false, source: source)
            drawItem(section: element.section, item: element.item, rect: rect, paint: paint)
        case .header, .footer:
            guard rect.intersects(area) else { return false }
            drawSupplementary(section: element.section, isHeader: element.kind == .header, rect: rect)
        default:
            return false   // no layout makes other element kinds yet; nothing draws them
        }
        return true
    }

    /// The section's styles, resolved once per render (`style` is used when `known`, otherwise asked
    /// of `source`).
    mutating func paint<Source: ElementQuery>(section: Int, style: BackgroundStyle?, known: Bool,
                                              source: Source) -> SectionPaint {
        if let lastPaint, lastPaint.section == section { return lastPaint.paint }
        let paint: SectionPaint
        if let cached = paints[section] {
            paint = cached
        } else {
            let resolved = known ? style : source.backgroundStyle(ofSection: section)
            paint = SectionPaint(section: section, style: resolved, theme: theme,
                                 neighbour: neighbourFill(of: section, source: source), grid: &grid)
            paints[section] = paint
        }
        lastPaint = (section, paint)
        return paint
    }

    /// The fill colour of the section before `section`, where quantizing could make the two look
    /// alike (`nil` in true colour and monochrome, or when that section has no background).
    func neighbourFill<Source: ElementQuery>(of section: Int, source: Source) -> Color? {
        guard section > 0, theme.depth != .truecolor, !theme.isMonochrome else { return nil }
        return source.backgroundStyle(ofSection: section - 1).flatMap {
            theme.scheme.backgroundColor(section: section - 1, specColor: $0.color)
        }
    }

    /// Records a warning once.
    mutating func warn(_ message: String) {
        if !warnings.contains(message) { warnings.append(message) }
    }
}
