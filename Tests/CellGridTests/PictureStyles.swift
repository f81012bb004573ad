import SectionLayout
import Testing

@testable import CellGrid

/// The styles of a style map: each letter stands for one style (`Style(foreground:background:attributes:)`).
typealias StyleLegend = [Character: Style]

/// Compares a grid with a picture literal and a style map of the same shape: one letter a column (a
/// wide character's two columns both), each letter a style of `legend`. On failure it records a line
/// diff of whichever differs (characters, styles or both), the actual map as a pastable literal, and
/// the styles the legend lacks with the letters the map shows them as.
func expectPicture(
    _ grid: Grid, _ expected: [String], styles expectedStyles: [String], legend: StyleLegend,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let letters = StyleMap(legend: legend)
    if let problem = letters.problem {
        Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
        return
    }
    let (actualStyles, unknown) = letters.map(of: grid)
    var failures: [String] = []
    let actual = grid.plainLines()
    if actual != expected { failures.append(lineDiff(expected: expected, actual: actual)) }
    if actualStyles != expectedStyles {
        failures.append(lineDiff(expected: expectedStyles, actual: actualStyles, what: "style map"))
        if !unknown.isEmpty {
            failures.append(
                "styles the legend lacks:\n"
                    + unknown.map { "    \"\($0.letter)\": \(literal($0.style))," }
                    .joined(separator: "\n"))
        }
    }
    guard !failures.isEmpty else { return }
    Issue.record(Comment(rawValue: failures.joined(separator: "\n")), sourceLocation: sourceLocation)
}

/// A legend turned round: the letter of each style, and letters for styles it lacks.
struct StyleMap {
    private var letterOf: [Style: Character] = [:]
    /// Why the legend cannot be used (a style under two letters, a letter that is not one column wide).
    private(set) var problem: String?

    init(legend: StyleLegend) {
        for (letter, style) in legend.sorted(by: { $0.key < $1.key }) {
            if let other = letterOf[style] {
                problem = "legend gives \(literal(style)) two letters, \"\(other)\" and \"\(letter)\""
            } else if !letter.isASCII || letter == " " {
                problem = "legend letter \"\(letter)\" is not a printable ASCII character"
            }
            letterOf[style] = letter
        }
    }

    /// Letters for styles not in the legend, in order of first appearance.
    static let spare: [Character] = Array("0123456789!@#$%&*+=?")

    /// The grid's style map and the styles it met that the legend lacks (shown as spare letters).
    func map(of grid: Grid) -> (lines: [String], unknown: [(letter: Character, style: Style)]) {
        var letters = letterOf
        var unknown: [(letter: Character, style: Style)] = []
        var lines: [String] = []
        for row in 0..<grid.height {
            var line = ""
            for column in 0..<grid.width {
                let style = grid.style(atX: column, y: row)
                if let letter = letters[style] {
                    line.append(letter)
                    continue
                }
                let letter = unknown.count < StyleMap.spare.count ? StyleMap.spare[unknown.count] : "~"
                unknown.append((letter, style))
                letters[style] = letter
                line.append(letter)
            }
            lines.append(line)
        }
        return (lines, unknown)
    }
}

/// A style as Swift source, for pasting into a legend.
func literal(_ style: Style) -> String {
    func color(_ color: TerminalColor) -> String {
        switch color {
        case .default: return ".default"
        case .indexed(let index): return ".indexed(\(index))"
        case .rgb(let r, let g, let b): return ".rgb(\(r), \(g), \(b))"
        }
    }
    let names: [(TextAttributes, String)] = [
        (.bold, ".bold"), (.dim, ".dim"), (.underline, ".underline"),
        (.reverse, ".reverse"),
    ]
    let attributes = names.filter { style.attributes.contains($0.0) }.map(\.1)
    var parts: [String] = []
    if style.foreground != .default { parts.append("foreground: " + color(style.foreground)) }
    if style.background != .default { parts.append("background: " + color(style.background)) }
    if !attributes.isEmpty {
        parts.append("attributes: " + (attributes.count == 1 ? attributes[0] : "[" + attributes.joined(separator: ", ") + "]"))
    }
    return "Style(" + parts.joined(separator: ", ") + ")"
}

extension StyleLegend {
    /// Monochrome pictures: plain cells, bold titles (headers) and dim ones (footers).
    static let monochrome: StyleLegend = [".": .plain, "b": Style(attributes: .bold), "d": Style(attributes: .dim)]
}
