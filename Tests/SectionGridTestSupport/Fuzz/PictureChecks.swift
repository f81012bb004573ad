import CellGrid
import Foundation
import SectionGridSVG
import SectionGridViewer
import SectionLayout
import SectionScene
import SectionSpec

#if canImport(FoundationXML)
import FoundationXML
#endif

/// The picture of a screen (`export svg`, `p`): well-formed XML whatever the titles hold, within its
/// element limit, one group an element drawn, and every element of a picture that was not cut short.
enum PictureChecks {
    static func check(_ layout: LayoutResult, spec: LayoutSpec, viewport: Viewport) throws(FuzzFailure) {
        let options = SVGPicture.Options(
            builder: SceneOptions(spec: spec, scheme: .spec).builder(), elementLimit: 400,
            shadowReach: SVGPicture.shadowReach(of: spec))
        let area = PictureArea(viewport: viewport, scrollDirection: layout.scrollDirection)
        let picture = SVGPicture.draw(layout, area: area, options: options)
        guard picture.elements <= 400 else {
            throw FuzzFailure("a picture drew \(picture.elements) elements, over its limit of 400")
        }
        let parser = XMLParser(data: Data(picture.svg.utf8))
        let counter = GroupCounter()
        parser.delegate = counter
        guard parser.parse() else {
            throw FuzzFailure(
                "a picture is not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "?") at line \(parser.lineNumber)")
        }
        guard counter.groups == picture.elements + 1 else {
            throw FuzzFailure("a picture of \(picture.elements) elements has \(counter.groups - 1) element groups")
        }
        if picture.cut == nil {
            let queried = area.rect.inset(by: EdgeInsets(all: -options.shadowReach))
            let drawn = options.builder.scene(of: layout, in: queried, context: area.context)?.entries.count
            guard drawn == picture.elements else {
                throw FuzzFailure("a picture drew \(picture.elements) elements of the \(drawn ?? -1) its scene holds")
            }
        }
    }

    /// Counts the groups with an `id`.
    private final class GroupCounter: NSObject, XMLParserDelegate {
        var groups = 0

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
        ) {
            if elementName == "g", attributeDict["id"] != nil { groups += 1 }
        }
    }
}
