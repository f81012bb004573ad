import CellGrid
import SectionLayout

/// The status bar: direction, what is being tweaked with its value and scope, the selected section,
/// the scroll position and the zoom — shortened to fit narrow terminals.
enum StatusBar {
    static func text(for state: ViewerState, width: Int) -> String {
        let axis = state.spec.scrollDirection
        let direction = axis == .vertical ? "↕ vertical" : "↔ horizontal"
        let selection = state.selection
        let parameter = selection.parameter
        let edge = parameter.usesEdges ? " \(selection.edge.rawValue)" : ""
        let value = state.spec.value(of: selection)
        let scope: String
        switch (parameter.isLayoutWide, selection.scope) {
        case (true, _), (false, .all): scope = "all sections"
        case (false, .section(let index)): scope = "section \(index)"
        }
        let tweak = "\(parameter.title)\(edge) = \(value)"
        let offset = state.viewport.contentOffset.main(axis) + state.spec.contentInset.mainLeading(axis)
        let extent = state.layout.contentSize.main(axis)
        let percent = extent > 0 ? Int((100 * Swift.min(1, Swift.max(0, offset / Swift.max(1, extent - state.viewport.boundsSize.main(axis))))).rounded()) : 0
        let position = "\(axis == .vertical ? "y" : "x") \(formatPoints((offset * 10).rounded() / 10)) pt (\(percent)%)"
        let zoom = "zoom \(formatPoints((state.zoom * 100).rounded() / 100))×"
        let name = state.source.displayName + (state.isModified ? " *" : "")
        let help = "? help"
        // The direction and the tweak matter most: the rest goes first when the terminal is narrow.
        let arrow = axis == .vertical ? "↕" : "↔"
        let candidates = [
            " \(direction) │ \(tweak) · \(scope) │ \(position) │ \(zoom) │ \(name) │ \(help)",
            " \(direction) │ \(tweak) · \(scope) │ \(position) │ \(zoom) │ \(help)",
            " \(direction) │ \(tweak) · \(scope) │ \(position) │ \(zoom)",
            " \(direction) │ \(tweak) · \(scope) │ \(position)",
            " \(direction) │ \(tweak) · \(scope)",
            " \(arrow) \(tweak) · \(scope)",
            " \(arrow) \(tweak)",
        ]
        return TextFitting.best(candidates, width: width)
    }
}
