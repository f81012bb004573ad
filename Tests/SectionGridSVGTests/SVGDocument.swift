import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// An SVG document read back with Foundation's XML parser (FoundationXML on Linux): its elements as a
/// tree, so tests check what a renderer would read, not the writer's strings.
final class SVGNode {
    let name: String
    let attributes: [String: String]
    var children: [SVGNode] = []
    var text = ""

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    /// Every node below this one, depth first, in document order.
    var descendants: [SVGNode] { children.flatMap { [$0] + $0.descendants } }

    /// Its child elements called `name`.
    func children(named name: String) -> [SVGNode] { children.filter { $0.name == name } }

    /// A number attribute.
    func number(_ attribute: String) -> Double? { attributes[attribute].flatMap(Double.init) }

    /// Its `x`, `y`, `width`, `height` (empty when one is missing).
    var box: [Double] { frame.map { [$0.x, $0.y, $0.width, $0.height] } ?? [] }

    /// Its `x`, `y`, `width`, `height`.
    var frame: (x: Double, y: Double, width: Double, height: Double)? {
        guard let x = number("x"), let y = number("y"), let width = number("width"), let height = number("height") else {
            return nil
        }
        return (x, y, width, height)
    }
}

struct SVGDocument {
    struct ParseError: Error, CustomStringConvertible {
        var description: String
    }

    /// The `<svg>` element.
    let root: SVGNode

    init(_ text: String) throws {
        let delegate = Builder()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = delegate
        guard parser.parse(), let root = delegate.root else {
            throw ParseError(
                description: "not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "no root element")"
                    + " at line \(parser.lineNumber), column \(parser.columnNumber)")
        }
        self.root = root
    }

    /// The groups with an `id`, by id (an id given twice is an error the tests look for separately).
    var groups: [String: SVGNode] {
        var groups: [String: SVGNode] = [:]
        for node in root.descendants where node.name == "g" {
            if let id = node.attributes["id"] { groups[id] = node }
        }
        return groups
    }

    /// Every `id` in the document, in order.
    var ids: [String] { ([root] + root.descendants).compactMap { $0.attributes["id"] } }

    private final class Builder: NSObject, XMLParserDelegate {
        var root: SVGNode?
        var stack: [SVGNode] = []

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
        ) {
            let node = SVGNode(name: elementName, attributes: attributeDict)
            if let parent = stack.last { parent.children.append(node) } else { root = node }
            stack.append(node)
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
            stack.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            stack.last?.text += string
        }
    }
}
