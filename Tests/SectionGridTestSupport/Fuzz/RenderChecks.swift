import CellGrid
import SectionGridViewer
import SectionLayout
import SectionScene
import SectionSpec

/// The renderer and the viewer on a small terminal: drawing never fails, a recorded scene draws what
/// the render draws, its picture is sound (`PictureChecks`), snapping never makes disjoint frames overlap, and whatever the viewer's commands do to a spec, what `w` would write reads
/// back as the same spec.
enum RenderChecks {
    static func render(_ layout: LayoutResult, spec: LayoutSpec, input: inout FuzzBytes) throws(FuzzFailure) {
        let columns = input.int(1...60)
        let rows = input.int(1...24)
        let fitted = CellScale.fitting(width: spec.viewport.width, columns: columns)
        let scale =
            input.bool()
            ? fitted.zoomed(by: input.pick([1, 0.125, 8, 3]))
            : CellScale(pointsPerColumn: input.pick([1e-7, 0.1, 1, 2.5, 7.3, 1e6, 1e13]))
        let size = layout.contentSize
        let offset: Point
        switch input.int(0...4) {
        case 0: offset = Point(x: 0, y: 0)
        case 1: offset = Point(x: input.unit() * size.width, y: input.unit() * size.height)
        case 2: offset = Point(x: size.width, y: size.height)
        case 3: offset = Point(x: -input.length(), y: -input.length())
        default: offset = Point(x: input.pick([1e15, -1e15, 1e300]), y: input.pick([1e15, -1e300, 3]))
        }
        var orthogonal: [Int: Double] = [:]
        for section in layout.orthogonalSections where input.bool() { orthogonal[section] = input.signed() }
        let viewport = Viewport(
            columns: columns, rows: rows, scale: scale, contentOffset: offset,
            contentInset: spec.adjustedContentInset, orthogonalOffsets: orthogonal)
        let depth = input.pick(ColorDepth.allCases)
        let labels = RenderLabels(sectionTitles: spec.sectionTitles)
        // Every element kind, as the viewer draws them.
        let shown = layout
        var grid = Grid(width: columns, height: rows)
        var renderer = LayoutRenderer(theme: Theme(depth: depth), labels: labels)
        renderer.safeAreaInsets = spec.safeAreaInsets
        renderer.render(shown, viewport: viewport.clamped(to: layout), into: &grid)
        guard grid.width == columns, grid.height == rows, grid.plainLines().count == rows,
            grid.ansiLines(depth: depth).count == rows
        else {
            throw FuzzFailure("a \(columns)×\(rows) snapshot came out \(grid.width)×\(grid.height)")
        }
        // Unclamped, as the viewer draws while scrolling past the end.
        var raw = Grid(width: columns, height: rows)
        let full = renderer.render(shown, viewport: viewport, into: &raw)
        // The cells come from the scene alone: the scene recorded and drawn again makes the same grid.
        if !full.isOverview,
            let scene = renderer.sceneBuilder(for: viewport).scene(of: shown, in: full.queryRect, context: viewport.scrollContext)
        {
            var replayed = Grid(width: columns, height: rows)
            renderer.render(scene, viewport: viewport, into: &replayed)
            guard replayed == raw else { throw FuzzFailure("the recorded scene draws other cells than the render") }
        }
        // The overview (per-cell sampling) for any screen of more than 4,096 elements.
        renderer.elementsPerCellBeforeOverview = 0
        var sampled = Grid(width: columns, height: rows)
        let overview = renderer.render(shown, viewport: viewport, into: &sampled)
        // (An overview's report counts the elements it sampled, not the ones it stopped at.)
        let expected = full.isOverview || full.elementsQueried > 4_096
        guard overview.isOverview == expected else {
            throw FuzzFailure(
                "overview \(overview.isOverview) for \(full.elementsQueried) elements (full render: \(full.isOverview))")
        }
        try snapping(layout, viewport: viewport)
        try PictureChecks.check(layout, spec: spec, viewport: viewport)
    }

    /// Frames near the viewport that are disjoint in points are disjoint in cells, unless one is
    /// narrower than a cell (the documented minimum-cell exception).
    static func snapping(_ layout: LayoutResult, viewport: Viewport) throws(FuzzFailure) {
        let scale = viewport.scale
        let area = viewport.visibleRect
        let probe = Rect(x: area.minX - area.width, y: area.minY - area.height, width: 3 * area.width, height: 3 * area.height)
        let frames = layout.elements(in: probe, context: viewport.scrollContext)
            .filter { $0.kind != .background && $0.frame.width > 0 && $0.frame.height > 0 }.prefix(300).map(\.frame)
        let cells = frames.map { scale.cells(for: $0) }
        let collapsed = frames.map { frame in
            scale.column(for: frame.minX) == scale.column(for: frame.maxX)
                || scale.row(for: frame.minY) == scale.row(for: frame.maxY)
        }
        for i in frames.indices where !collapsed[i] {
            for j in frames.indices where j > i && !collapsed[j] && !frames[i].intersects(frames[j]) {
                if cells[i].intersects(cells[j]) {
                    throw FuzzFailure(
                        "disjoint frames \(frames[i]) and \(frames[j]) snap to overlapping cells"
                            + " \(cells[i]) \(cells[j]) at \(scale)")
                }
            }
        }
    }

    /// The viewer state on a spec read from `text`, driven by random commands, drawn after each; what
    /// it would write reads back, whole and as an edit of `text`.
    static func viewer(_ spec: LayoutSpec, text: [UInt8], input: inout FuzzBytes) throws(FuzzFailure) {
        var state = ViewerState(
            spec: spec, source: .demo(name: "fuzz"), columns: input.int(0...120), rows: input.int(0...50),
            depth: input.pick(ColorDepth.allCases), document: SpecDocument(spec: spec, text: text))
        state.configure(
            zoom: input.pick([1, 0.125, 8, 2.5]), scheme: input.pick(ColorScheme.allCases),
            offset: input.bool() ? Point(x: input.signed(), y: input.signed()) : nil, chrome: input.bool())
        _ = ViewerScreen.render(state)
        for _ in 0..<input.int(0...12) {
            _ = state.apply(command(&input))
            _ = ViewerScreen.render(state)
        }
        guard state.document.saved.editedText(for: state.spec) != nil else {
            throw FuzzFailure("the viewer's changes cannot be written into the file's text:\n\(state.spec.jsonText)")
        }
        let text = state.spec.jsonText
        do {
            let reread = try SpecFile.decode(Array(text.utf8), fileName: "written.json")
            guard reread == state.spec else {
                throw FuzzFailure("the spec the viewer would write reads back differently:\n\(text)")
            }
        } catch let failure as FuzzFailure {
            throw failure
        } catch {
            throw FuzzFailure("the viewer would write a spec it cannot read back (\(error)):\n\(text)")
        }
    }

    /// A command as keys and the mouse give them (never `write` or `quit`), item edits and undo included.
    static func command(_ input: inout FuzzBytes) -> ViewerCommand {
        switch input.int(0...27) {
        case 0: return .scroll(columns: input.int(-5...5), rows: input.int(-5...5))
        case 1: return .scrollPages(input.pick([1, -1, 0.5, -0.5]))
        case 2: return .scrollToStart
        case 3: return .scrollToEnd
        case 4: return .scrollRow(input.int(-3...3))
        case 5: return .toggleDirection
        case 6: return .nextParameter
        case 7: return .previousParameter
        case 8: return .chooseEdge(input.pick(TweakEdge.allCases))
        case 9, 10: return .adjust(input.pick([1, -1, 10, -10]))
        case 11: return .selectSection(input.int(-1...6))
        case 12: return .selectAllSections
        case 13: return .cycleCover
        case 14: return .toggleIncludeHeader
        case 15: return .toggleIncludeFooter
        case 16: return .cycleColorScheme
        case 17: return .zoom(input.pick([1, -1]))
        case 18: return .reset
        case 19: return .click(column: input.int(-1...130), row: input.int(-1...60))
        case 20: return input.bool() ? .toggleHelp : .resize(columns: input.int(0...200), rows: input.int(0...60))
        case 21: return input.pick([.deleteItem, .insertItem, .toggleItemSelection])
        case 22: return .moveItem(input.pick(ScreenDirection.allCases))
        case 23: return .selectItem(ItemPath(section: input.int(-1...6), item: input.int(-1...20)))
        case 24:
            return .moveItemTo(
                ItemPath(section: input.int(0...6), item: input.int(0...20)),
                destination: ItemPath(section: input.int(-1...6), item: input.int(-1...20)))
        case 25:
            return input.bool()
                ? .drag(column: input.int(-1...130), row: input.int(-1...60))
                : .release(column: input.int(-1...130), row: input.int(-1...60))
        case 26: return .scroll(columns: input.int(-1...1), rows: 0)
        default: return input.bool() ? .undo : .redo
        }
    }
}
