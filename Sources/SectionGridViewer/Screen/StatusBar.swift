import CellGrid
import SectionLayout
import SectionScene
import SectionSpec

/// The status bar: direction (with `RTL` and `dark` when on), what is being tweaked with its value and scope, the scroll position, the
/// zoom, the spec (`*` while the screen differs from its file; after `w` wrote beside the file, the file
/// shown) and the help hint — shortened to fit narrow terminals by dropping the least important field
/// first, never the `*`.
enum StatusBar {
    static func text(for state: ViewerState, width: Int) -> String {
        let axis = state.spec.scrollDirection
        // Right to left and dark mode are named after the direction while they are on.
        let tags = [state.spec.layoutDirection == .rightToLeft ? "RTL" : nil, state.spec.appearance == .dark ? "dark" : nil]
            .compactMap { $0 }.joined(separator: " ")
        let arrow = (axis == .vertical ? "↕" : "↔") + (tags.isEmpty ? "" : " " + tags)
        let direction = (axis == .vertical ? "↕ vertical" : "↔ horizontal") + (tags.isEmpty ? "" : " · " + tags)
        let selection = state.selection
        let parameter = selection.parameter
        let scope: String
        switch (parameter.isLayoutWide, selection.scope) {
        case (true, _), (false, .all): scope = "all sections"
        case (false, .section(let index)): scope = "section \(index)"
        }
        let tweak = "\(selection.name(compositional: state.spec.namesCompositionally)) = \(state.spec.value(of: selection))"
        let position = Position(state)
        let zoom = "zoom \(formatPoints((state.zoom * 100).rounded() / 100))×"
        let modified = state.isModified ? " *" : ""
        let name = (state.program?.displayName ?? state.source.displayName) + modified + StatusBar.shownFile(state)
        // Each candidate drops the next least important part: the help hint, the zoom, the percentage,
        // the spec's name (its `*` stays), the position, the direction's name (the arrow stays), the
        // scope; last the tweak is cut short. The `*` always shows.
        let mark = state.isModified ? " │ *" : ""
        var candidates = [
            [" \(direction)", "\(tweak) · \(scope)", position.full, zoom, name, "? help"],
            [" \(direction)", "\(tweak) · \(scope)", position.full, zoom, name],
            [" \(direction)", "\(tweak) · \(scope)", position.full, name],
            [" \(direction)", "\(tweak) · \(scope)", position.withoutPercent, name],
        ].map { $0.joined(separator: " │ ") }
        candidates += [
            " \(direction) │ \(tweak) · \(scope) │ \(position.withoutPercent)\(mark)",
            " \(direction) │ \(tweak) · \(scope)\(mark)",
            " \(arrow) \(tweak) · \(scope)\(mark)",
            " \(arrow) \(tweak)\(mark)",
        ]
        // Padding at the very end holds nothing in place.
        candidates = candidates.map(StatusBar.droppingTrailingSpaces)
        if let fitting = candidates.first(where: { DisplayWidth.of($0) <= width }) { return fitting }
        // The tweak itself is cut, so the mark still shows.
        let prefix = " \(arrow) "
        let room = width - DisplayWidth.of(prefix) - DisplayWidth.of(mark)
        return TextFitting.truncate(prefix + TextFitting.truncate(tweak, toWidth: room) + mark, toWidth: width)
    }

    /// After `w` wrote beside the spec file (it had changed on disk), while the screen is what that
    /// write holds: ` (shown: NAME.sectiongrid.json)`, so the name says what the screen is.
    static func shownFile(_ state: ViewerState) -> String {
        guard let beside = state.document.writtenBeside, !state.hasUnwrittenChanges else { return "" }
        return " (shown: \(beside.split(separator: "/").last.map(String.init) ?? beside))"
    }

    /// `text` without the spaces at its end (stepping back over them only: reversing the whole text
    /// twice cost more than the rest of a frame).
    static func droppingTrailingSpaces(_ text: String) -> String {
        var end = text.endIndex
        while end > text.startIndex, text[text.index(before: end)] == " " { end = text.index(before: end) }
        return String(text[..<end])
    }

    /// The scroll position, `y 12.5 pt (3%)`, padded to the width of the widest position of this layout so
    /// that scrolling rewrites only the digits that changed, not the rest of the bar after them.
    struct Position {
        var full: String
        var withoutPercent: String

        init(_ state: ViewerState) {
            let axis = state.spec.scrollDirection
            let leading = state.spec.adjustedContentInset.mainLeading(axis)
            let offset = state.viewport.contentOffset.main(axis) + leading
            let extent = state.layout.contentSize.main(axis)
            let travel = Swift.max(1, extent - state.viewport.boundsSize.main(axis))
            let percent = extent > 0 ? Int((100 * Swift.min(1, Swift.max(0, offset / travel))).rounded()) : 0
            let letter = axis == .vertical ? "y" : "x"
            let points = "\(letter) \(formatPoints((offset * 10).rounded() / 10)) pt"
            // As wide as the farthest offset of this layout would be with one decimal: `y 1234.5 pt`.
            let farthest = state.viewport.maximumOffset(contentSize: state.layout.contentSize).main(axis) + leading
            let wholePart = formatPoints(Swift.max(Swift.abs(farthest), Swift.abs(offset)).rounded(.down))
            let sign = Swift.min(farthest, offset) < 0 ? 1 : 0
            let pointsWidth = DisplayWidth.of("\(letter)  pt") + sign + wholePart.count + 2
            full = Position.padded(points + " (\(percent)%)", to: pointsWidth + DisplayWidth.of(" (100%)"))
            withoutPercent = Position.padded(points, to: pointsWidth)
        }

        /// `text` with spaces after it up to `width` columns (never shortened).
        static func padded(_ text: String, to width: Int) -> String {
            text + String(repeating: " ", count: Swift.max(0, width - DisplayWidth.of(text)))
        }
    }
}
