import SectionLayout
import SectionScene

/// Draws a scene onto cells: the device-dependent half of drawing. It snaps each command's points to
/// cells (`CellScale`), quantises colours to the terminal (`Theme`), and decides what only cells and
/// terminals need: monochrome patterns, a merged neighbour's pattern, one-cell shadow bands, `╭╮╰╯`
/// corners, boxes and their `[label]`/`█` forms, text contrasting with the terminal colour beneath,
/// titles down narrow strips, labels shortened to their room.
///
/// How a command draws depends on its element's category: a cell's rectangle is a box (`drawItem`),
/// any other rectangle a panel of fill, border and corners (`drawBackground`).
struct CellRasterizer: SceneVisitor {
    var grid: Grid
    /// The grid cells drawn into; everything is clipped to it.
    let area: CellRect
    /// Content column → grid column offset.
    let dx: Int
    /// Content row → grid row offset.
    let dy: Int
    let scale: CellScale
    /// Colour depth and scheme; its canvas becomes the scene's background colour.
    private(set) var theme: Theme
    let textures: TextureCache
    var warnings: [String] = []
    /// Elements that drew at least one cell.
    private(set) var elementsDrawn = 0
    /// Where each section's background was drawn (titles go inside it).
    private(set) var backgroundRects: [Int: CellRect] = [:]

    /// The element being drawn: its category, section and frame.
    private var category: SceneElement.Category = .cell
    private(set) var section = 0
    private(set) var frame = Rect.zero
    /// Its frame's cells, in grid coordinates.
    private(set) var rect = CellRect(x: 0, y: 0, width: 0, height: 0)
    /// The part of them in the area (empty: none).
    private(set) var visibleRect = CellRect(x: 0, y: 0, width: 0, height: 0)
    /// Whether any of its commands reaches the area.
    private var reachesArea = false
    /// The styles its box was drawn in (its label takes them).
    private(set) var boxPaint: ItemPaint?
    private var lastItemPaint: (color: SceneColor, paint: ItemPaint)?
    private var itemPaints: [SceneColor: ItemPaint] = [:]

    init(grid: Grid, area: CellRect, dx: Int, dy: Int, scale: CellScale, theme: Theme, textures: TextureCache) {
        self.grid = grid
        self.area = area
        self.dx = dx
        self.dy = dy
        self.scale = scale
        self.theme = theme
        self.textures = textures
    }

    /// The cells `frame` snaps to, in grid coordinates (not clipped). (Inlined: called from a mutating
    /// method, a call would copy the whole rasteriser to pass it.)
    @inline(__always)
    func gridRect(for frame: Rect) -> CellRect {
        scale.cells(for: frame).offsetBy(dx: dx, dy: dy)
    }

    /// The cells of a command's rect and whether they meet the area: the element's own when it is the
    /// element's frame. (Inlined, as `gridRect(for:)`.)
    @inline(__always)
    private func cells(for commandRect: Rect) -> (rect: CellRect, visible: CellRect) {
        guard commandRect != frame else { return (rect, visibleRect) }
        let cells = gridRect(for: commandRect)
        return (cells, cells.intersection(area))
    }

    /// Clears the area to the collection view's background.
    mutating func beginScene(backgroundColor: SceneColor?) {
        theme.canvas = backgroundColor?.color
        grid.fill(area, style: grid.styleID(for: theme.canvasStyle))
    }

    mutating func beginElement(_ element: SceneElement) {
        category = element.category
        section = element.section
        frame = element.frame
        rect = gridRect(for: element.frame)
        visibleRect = rect.intersection(area)
        reachesArea = false
        boxPaint = nil
    }

    // Commands draw clipped to the area. A background draws whole once any part of its element (its
    // shadow's band included) reaches the area; other commands only when their own cells do.

    mutating func drawShadow(_ shadow: SceneShadow) {
        let rect = cells(for: shadow.rect).rect
        guard rect.insetBy(-1).intersects(area) else { return }
        reachesArea = true
        if shadow.opacity > 0 { drawShadow(around: rect, shadow: shadow) }
    }

    mutating func drawRectangle(_ rectangle: SceneRectangle) {
        let (rect, visible) = cells(for: rectangle.rect)
        if category == .cell {
            guard !visible.isEmpty else { return }
            reachesArea = true
            let paint: ItemPaint
            if let last = lastItemPaint, let fill = rectangle.fill, last.color == fill {
                paint = last.paint // the box before was filled alike (a section's items come together)
            } else {
                paint = itemPaint(for: rectangle.fill)
            }
            boxPaint = paint
            drawItem(rect: rect, visible: visible, outlined: rectangle.stroke != nil, paint: paint)
        } else if section < 0, category == .decorationView, rectangle.isTranslucentOverlay {
            let band = bandCells(for: rectangle.rect).intersection(area) // the safe-area bands
            guard !band.isEmpty else { return }
            reachesArea = true
            drawOverlay(rectangle, visible: band)
        } else {
            guard reachesArea || !visible.isEmpty else { return }
            reachesArea = true
            drawBackground(rectangle, rect: rect, patterned: category == .decorationView)
        }
    }

    mutating func drawText(_ text: SceneText) {
        let (rect, visible) = cells(for: text.rect)
        guard !visible.isEmpty else { return }
        reachesArea = true
        drawText(text, rect: rect, visible: visible)
    }

    mutating func endElement() {
        guard reachesArea else { return }
        elementsDrawn += 1
        if category == .decorationView, section >= 0 { backgroundRects[section] = rect }
    }

    /// The styles of a box filled with `color`, resolved once per colour a render.
    mutating func itemPaint(for color: SceneColor?) -> ItemPaint {
        let color = color ?? theme.canvas.map(SceneColor.init) ?? .white
        if let lastItemPaint, lastItemPaint.color == color { return lastItemPaint.paint }
        let paint: ItemPaint
        if let cached = itemPaints[color] {
            paint = cached
        } else {
            paint = ItemPaint(fill: color, theme: theme, grid: &grid)
            itemPaints[color] = paint
        }
        lastItemPaint = (color, paint)
        return paint
    }

    /// Records a warning once.
    mutating func warn(_ message: String) {
        if !warnings.contains(message) { warnings.append(message) }
    }
}
