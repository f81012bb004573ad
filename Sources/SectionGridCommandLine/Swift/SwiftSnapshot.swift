import CellGrid
import SectionGridHostProtocol
import SectionLayout
import SectionScene

/// `sectiongrid snapshot FILE.swift …`: the layout a Swift program answered, drawn as the terminal draws
/// a spec (its views' looks instead of a spec's styles), with a status line naming the entry and the
/// files unless `--bare`.
enum SwiftSnapshot {
    static func render(_ options: SnapshotOptions, layout: HostLayout, request: HostRequest, entry: String, files: [String])
        -> String
    {
        let depth: ColorDepth
        switch options.format {
        case .plain: depth = .monochrome
        case .ansi(let chosen): depth = chosen
        }
        let rows = options.bare ? options.rows : options.rows - 1
        var renderer = LayoutRenderer(theme: Theme(depth: depth, scheme: options.scheme, canvas: layout.backgroundColor))
        renderer.looks = layout.sceneLooks
        renderer.appearance = request.appearance
        renderer.safeAreaInsets = request.safeArea
        let viewport = Viewport(
            fittingWidth: request.viewport.width, columns: options.columns, rows: rows, zoom: options.zoom,
            contentOffset: options.offset
        ).clamped(toContentSize: layout.contentSize)
        var grid = Grid(width: options.columns, height: options.rows)
        renderer.render(
            layout.sceneElements, viewport: viewport, into: &grid,
            area: CellRect(x: 0, y: 0, width: options.columns, height: rows))
        if !options.bare {
            let names = files.map { $0.split(separator: "/").last.map(String.init) ?? $0 }
            let status = " \(entry) │ \(names.joined(separator: " ")) │ zoom \(formatPoints(options.zoom))×"
            let style = grid.styleID(
                for: depth == .monochrome
                    ? Style(attributes: .reverse)
                    : Style(foreground: .rgb(255, 255, 255), background: .rgb(48, 48, 64)).quantized(to: depth))
            grid.fill(CellRect(x: 0, y: rows, width: options.columns, height: 1), style: style)
            grid.write(TextFitting.truncate(status, toWidth: options.columns), x: 0, y: rows, style: style)
        }
        let lines =
            options.format == .plain
            ? grid.plainLines().map { String($0.reversed().drop { $0 == " " }.reversed()) }
            : grid.ansiLines(depth: depth)
        return lines.map { $0 + "\n" }.joined()
    }
}
