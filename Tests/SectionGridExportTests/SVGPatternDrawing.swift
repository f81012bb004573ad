import CellGrid
import SectionGridHostProtocol
import SectionLayout

@testable import SectionGridSVG

/// What the SVG writer draws for a built-in pattern (`SVGPatterns.vector`, the pictures' and so the
/// viewer's shapes), read off its markup as SectionGridUIKit's `CGContext` records drawing
/// (`DrawnImage`): a circle is a filled ellipse in its bounding box; a filled path of `h`/`v` sides a
/// filled rectangle; a stroked path of `H`/`V` lines a rectangle as wide as the stroke, centred on the
/// line; a stroked path of `L` lines its segments. The exported Swift must draw exactly this.
enum SVGPatternDrawing {
    /// The tile of `pattern` with its drawing in `ink`.
    static func tile(_ pattern: BackgroundPattern, ink: Color) -> DrawnImage {
        let markup = SVGPatterns.vector(pattern, id: "tile", ink: .black)
        let side = attribute("width", in: markup)
        return DrawnImage(size: Size(width: side, height: side), shapes: shapes(in: markup, ink: ink))
    }

    private static func shapes(in markup: String, ink: Color) -> [DrawnImage.Shape] {
        if markup.contains("<circle") {
            let x = attribute("cx", in: markup)
            let y = attribute("cy", in: markup)
            let r = attribute("r", in: markup)
            return [.ellipse(in: Rect(x: x - r, y: y - r, width: 2 * r, height: 2 * r), fill: ink)]
        }
        let path = text(of: "d", in: markup)
        let stroked = markup.contains("stroke-width")
        let width = stroked ? attribute("stroke-width", in: markup) : 0
        var shapes: [DrawnImage.Shape] = []
        var point = (x: 0.0, y: 0.0)
        var visited: [(x: Double, y: Double)] = [] // the corners since the last move, for `z`
        for command in commands(path) {
            switch command.letter {
            case "M":
                point = (command.values[0], command.values[1])
                visited = [point]
            case "L":
                let end = (x: command.values[0], y: command.values[1])
                shapes.append(
                    .line(from: Point(x: point.x, y: point.y), to: Point(x: end.x, y: end.y), width: width, stroke: ink))
                point = end
            case "H": // a stroked horizontal line: a rectangle as tall as the stroke
                shapes.append(
                    .rectangle(
                        Rect(x: point.x, y: point.y - width / 2, width: command.values[0] - point.x, height: width),
                        fill: ink))
                point.x = command.values[0]
            case "V": // a stroked vertical line: a rectangle as wide as the stroke
                shapes.append(
                    .rectangle(
                        Rect(x: point.x - width / 2, y: point.y, width: width, height: command.values[0] - point.y),
                        fill: ink))
                point.y = command.values[0]
            case "h", "v":
                if command.letter == "h" { point.x += command.values[0] } else { point.y += command.values[0] }
                visited.append(point)
            case "z": // a filled rectangle: the box of the corners its sides went round
                let xs = visited.map(\.x)
                let ys = visited.map(\.y)
                let minX = xs.min() ?? 0
                let minY = ys.min() ?? 0
                shapes.append(
                    .rectangle(Rect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY), fill: ink))
            default:
                break
            }
        }
        return shapes
    }

    /// `M0 0h8v8h-8z` → (M, [0, 0]), (h, [8]), (v, [8]), (h, [-8]), (z, []).
    private static func commands(_ path: String) -> [(letter: Character, values: [Double])] {
        var result: [(letter: Character, values: [Double])] = []
        var number = ""
        func flush() {
            if !number.isEmpty, let value = Double(number), !result.isEmpty { result[result.count - 1].values.append(value) }
            number = ""
        }
        for character in path {
            if character.isLetter {
                flush()
                result.append((character, []))
            } else if character == " " {
                flush()
            } else if character == "-", !number.isEmpty {
                flush()
                number = "-"
            } else {
                number.append(character)
            }
        }
        flush()
        return result
    }

    private static func text(of name: String, in markup: String) -> String {
        guard let start = markup.range(of: " \(name)=\"") else { return "" }
        return String(markup[start.upperBound...].prefix { $0 != "\"" })
    }

    private static func attribute(_ name: String, in markup: String) -> Double { Double(text(of: name, in: markup)) ?? .nan }
}
