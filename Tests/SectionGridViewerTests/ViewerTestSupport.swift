import CellGrid
import SectionGridViewer
import SectionLayout
import SectionSpec
import Testing

/// A viewer on a demo at 100×30 (375 pt → 3.75 pt a column, 7.5 pt a row), in 256 colours.
func demoViewer(_ name: String = "sections", columns: Int = 100, rows: Int = 30,
                depth: ColorDepth = .palette256) throws -> ViewerState {
    let spec = try #require(BuiltInDemos.spec(named: name))
    return ViewerState(spec: spec, source: .demo(name: name), columns: columns, rows: rows, depth: depth)
}

extension ViewerState {
    /// Applies commands in order, returning the last effect.
    @discardableResult
    mutating func run(_ commands: ViewerCommand...) -> ViewerEffect {
        var effect = ViewerEffect.none
        for command in commands { effect = apply(command) }
        return effect
    }

    /// Applies the commands the standard key map gives for `keys` (each character a key).
    mutating func press(_ keys: String) {
        for character in keys {
            if let command = keyMap.command(for: .character(character)) { _ = apply(command) }
        }
    }

    /// The flow settings of the spec (fails the test for other engines).
    var flow: FlowSpec? {
        if case .flow(let flow) = spec.engine { return flow }
        return nil
    }

    /// The screen as plain lines.
    var screenLines: [String] { ViewerScreen.render(self).plainLines() }

    /// The status bar (last line).
    var statusLine: String { screenLines.last ?? "" }
}
