import CellGrid
import SectionLayout
import SectionScene

/// Draws a `ViewerState` into a `Grid` the size of the terminal: the layout, an optional message line,
/// the status bar and, on request, the key help. The terminal shows exactly this grid.
public enum ViewerScreen {
    /// The whole screen for `state`.
    public static func render(_ state: ViewerState) -> Grid {
        var grid = Grid(width: state.screenSize.columns, height: state.screenSize.rows)
        guard state.fitsScreen else {
            drawTooSmall(state, into: &grid)
            return grid
        }
        var options = SceneOptions(spec: state.spec, scheme: state.scheme)
        let report: RenderReport
        if let picture = state.program?.picture, let elements = state.programElements {
            // A program's layout as it drew it: its elements and its views' looks.
            options.backgroundColor = picture.backgroundColor
            var renderer = LayoutRenderer(options, depth: state.depth, textures: state.textures)
            renderer.looks = picture.looks
            report = renderer.render(elements, viewport: state.viewport, into: &grid, area: state.layoutArea)
        } else {
            let renderer = LayoutRenderer(options, depth: state.depth, textures: state.textures)
            report = renderer.render(state.layout, viewport: state.viewport, into: &grid, area: state.layoutArea)
        }
        EditOverlay.draw(state, into: &grid)
        if state.inspector.isOpen { InspectorOverlay.draw(state, into: &grid) }
        guard state.showsChrome else { return grid }
        if let message = state.chrome.message ?? state.chrome.fileNotice ?? (report.isOverview ? .overview : nil) {
            drawLine(message.text, row: state.screenSize.rows - 2, style: messageStyle(state.depth), into: &grid)
        }
        drawLine(
            StatusBar.text(for: state, width: grid.width), row: state.screenSize.rows - 1,
            style: statusStyle(state.depth), into: &grid)
        if state.showsHelp {
            HelpOverlay.draw(state.helpLines, depth: state.depth, scroll: state.helpScroll, into: &grid)
        }
        return grid
    }

    /// The message a terminal below `ViewerState.minimumSize` shows, centred (with the question `q` asks
    /// about unwritten changes).
    static func drawTooSmall(_ state: ViewerState, into grid: inout Grid) {
        let need = ViewerState.minimumSize
        var lines = [
            "terminal too small: need \(need.columns)×\(need.rows)",
            "(now \(state.screenSize.columns)×\(state.screenSize.rows))",
        ]
        // `q` still acts here: its question about unwritten changes shows too.
        if state.chrome.asksToQuit, let message = state.message { lines.append(message) }
        let top = (grid.height - lines.count) / 2
        for (offset, line) in lines.enumerated() {
            let text = TextFitting.truncate(line, toWidth: grid.width)
            let x = Swift.max(0, (grid.width - DisplayWidth.of(text)) / 2)
            grid.write(text, x: x, y: Swift.max(0, top) + offset, style: .plain)
        }
    }

    /// Writes `text` across a full row in `style`, truncated to the width.
    static func drawLine(_ text: String, row: Int, style: Style, into grid: inout Grid) {
        let id = grid.styleID(for: style)
        grid.fill(CellRect(x: 0, y: row, width: grid.width, height: 1), style: id)
        grid.write(TextFitting.truncate(text, toWidth: grid.width), x: 0, y: row, style: id)
    }

    static func statusStyle(_ depth: ColorDepth) -> Style {
        guard depth != .monochrome else { return Style(attributes: .reverse) }
        return Style(foreground: .rgb(255, 255, 255), background: .rgb(48, 48, 64)).quantized(to: depth)
    }

    static func messageStyle(_ depth: ColorDepth) -> Style {
        guard depth != .monochrome else { return Style(attributes: [.bold, .underline]) }
        return Style(foreground: .rgb(0, 0, 0), background: .rgb(255, 224, 130), attributes: .bold)
            .quantized(to: depth)
    }
}
