import CellGrid
import SectionScene

/// The key help, a rounded box centred over the screen, generated from the key map. On a screen too
/// short for all of it the box shows a window of lines from `scroll` on, and its title says which.
enum HelpOverlay {
    /// The largest useful `scroll` for `lines` help lines on a screen of `screenRows` (0 when all fit).
    static func maximumScroll(lines: Int, screenRows: Int) -> Int {
        Swift.max(0, lines - Swift.max(1, screenRows - 2))
    }

    /// The help's lines: each binding (its keys padded to one column, then the action — in a
    /// `compositional` layout its own words where it has them: leading and trailing edges) and, under the
    /// binding that chooses what to tweak, what Tab cycles through, by the names of the open layout
    /// (`compositional`: the UIKit properties, `contentInsets`, `interGroupSpacing`, …), wrapped to the
    /// widest binding line.
    static func lines(_ keyMap: KeyMap, compositional: Bool, program: Bool = false) -> [String] {
        // A Swift program's help leaves out the keys for a spec's own things and says what r, w and a
        // click do to its files and its elements.
        let bindings = program ? keyMap.bindings.filter { !Self.isSpecOnly($0) } : keyMap.bindings
        let keysWidth = bindings.map { DisplayWidth.of($0.keys) }.max() ?? 0
        let rows = bindings.map { binding in
            binding.keys + String(repeating: " ", count: keysWidth - DisplayWidth.of(binding.keys)) + "  "
                + ((program ? Self.programAction(binding) : nil)
                    ?? (compositional ? binding.compositionalAction ?? binding.action : binding.action))
        }
        let width = rows.map { DisplayWidth.of($0) }.max() ?? 0
        let parameters =
            program
            ? TweakParameter.allCases.filter { $0.reachesPrograms(compositional: compositional) } : TweakParameter.allCases
        let names = parameters.map { compositional ? $0.compositionalTitle : $0.title }
        var result: [String] = []
        for (binding, row) in zip(bindings, rows) {
            result.append(row)
            if binding.commands.contains(where: { $0.1 == .nextParameter }) {
                result += wrapped(names, indent: "  ", width: width)
            }
        }
        return result
    }

    /// True for a binding of a spec's own things: backgrounds, item selection and item edits.
    private static func isSpecOnly(_ binding: KeyMap.Binding) -> Bool {
        binding.commands.contains { _, command in
            switch command {
            case .tweak(.cycleCover), .tweak(.toggleIncludeHeader), .tweak(.toggleIncludeFooter),
                .edit(.toggleItemSelection), .edit(.deleteItem), .edit(.insertItem), .edit(.moveItem):
                return true
            default:
                return false
            }
        }
    }

    /// What a key does on a Swift program where that differs from a spec (`nil`: the same).
    private static func programAction(_ binding: KeyMap.Binding) -> String? {
        if binding.keys == "click / drag" { return "show an element as your code drew it" }
        for (_, command) in binding.commands {
            switch command {
            case .document(.reset): return "compile your files again (tweaks dropped)"
            case .document(.write): return "write tweaks into your Swift files' literals"
            case .document(.exportSwift): return "export the layout as spec-derived UIKit Swift"
            default: continue
            }
        }
        return nil
    }

    /// `items` joined by ", " into lines of at most `width` columns, each starting with `indent`.
    private static func wrapped(_ items: [String], indent: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = indent
        for (index, item) in items.enumerated() {
            let piece = item + (index + 1 < items.count ? "," : "")
            let candidate = line == indent ? line + piece : line + " " + piece
            if line != indent, DisplayWidth.of(candidate) > width {
                lines.append(line)
                line = indent + piece
            } else {
                line = candidate
            }
        }
        return lines + [line]
    }

    static func draw(_ lines: [String], depth: ColorDepth, scroll: Int = 0, into grid: inout Grid) {
        let innerWidth = Swift.min(grid.width - 4, (lines.map { DisplayWidth.of($0) }.max() ?? 0) + 2)
        let innerHeight = Swift.min(grid.height - 2, lines.count)
        guard innerWidth > 4, innerHeight > 0 else { return }
        let box = CellRect(
            x: (grid.width - innerWidth - 2) / 2, y: (grid.height - innerHeight - 2) / 2,
            width: innerWidth + 2, height: innerHeight + 2)
        let style =
            depth == .monochrome
            ? Style.plain
            : Style(foreground: .rgb(240, 240, 240), background: .rgb(30, 30, 46)).quantized(to: depth)
        let id = grid.styleID(for: style)
        grid.fill(box, style: id)
        let glyphs = BoxGlyphs.rounded
        for x in box.x + 1..<box.maxX - 1 {
            grid.put(glyphs.horizontal, x: x, y: box.y, style: id)
            grid.put(glyphs.horizontal, x: x, y: box.maxY - 1, style: id)
        }
        for y in box.y + 1..<box.maxY - 1 {
            grid.put(glyphs.vertical, x: box.x, y: y, style: id)
            grid.put(glyphs.vertical, x: box.maxX - 1, y: y, style: id)
        }
        grid.put(glyphs.topLeft, x: box.x, y: box.y, style: id)
        grid.put(glyphs.topRight, x: box.maxX - 1, y: box.y, style: id)
        grid.put(glyphs.bottomLeft, x: box.x, y: box.maxY - 1, style: id)
        grid.put(glyphs.bottomRight, x: box.maxX - 1, y: box.maxY - 1, style: id)
        let first = Swift.min(Swift.max(0, scroll), maximumScroll(lines: lines.count, screenRows: grid.height))
        let title =
            innerHeight < lines.count
            ? " keys \(first + 1)–\(first + innerHeight) of \(lines.count) — ↑↓ scroll, ? closes "
            : " keys — ? closes "
        grid.write(TextFitting.truncate(title, toWidth: innerWidth - 2), x: box.x + 2, y: box.y, style: id)
        for (index, line) in lines.dropFirst(first).prefix(innerHeight).enumerated() {
            grid.write(
                TextFitting.truncate(line, toWidth: innerWidth - 2), x: box.x + 2, y: box.y + 1 + index,
                style: id)
        }
    }
}
