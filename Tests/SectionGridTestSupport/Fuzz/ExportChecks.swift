import SectionGridCommandLine
import SectionLayout
import SectionSpec

/// What `sectiongrid frames` prints for a layout reads back, through the spec reader's JSON parser, as
/// exactly the layout's elements and content size (numbers are written in their shortest exact form).
enum ExportChecks {
    static func check(_ layout: LayoutResult, elements: [LayoutAttributes]) throws(FuzzFailure) {
        let text = FramesExport.text(layout)
        let json: JSONValue
        do {
            json = try JSONParser().parse(text)
        } catch {
            throw FuzzFailure("the frames export is not JSON (\(error))")
        }
        guard case .array(let exported)? = json["elements"], exported.count == elements.count else {
            throw FuzzFailure("the frames export does not list the \(elements.count) elements")
        }
        guard number(json["contentSize"]?["width"]) == layout.contentSize.width,
            number(json["contentSize"]?["height"]) == layout.contentSize.height
        else {
            throw FuzzFailure("the frames export changes the content size \(layout.contentSize)")
        }
        for (value, element) in zip(exported, elements) {
            let frame = value["frame"]
            let builtIn = [ElementKind.cell, .header, .footer, .background].contains(element.kind)
            let kindNamed = element.kind != .cell && element.kind != .background && (layout.namesSupplementaryKinds || !builtIn)
            let same =
                value["kind"] == .string(builtIn ? element.kind.rawValue : "supplementary")
                && value["elementKind"] == (kindNamed ? .string(element.kind.rawValue) : nil)
                && number(value["section"]) == (element.isLayoutWide ? nil : Double(element.section))
                && number(value["item"]) == element.item.map(Double.init)
                && number(frame?["x"]) == element.frame.minX && number(frame?["y"]) == element.frame.minY
                && number(frame?["width"]) == element.frame.width && number(frame?["height"]) == element.frame.height
                && number(value["zIndex"]) == Double(element.zIndex)
            guard same else {
                throw FuzzFailure(
                    "the frames export writes \(element) as \(FramesExport.line(for: element, namedKinds: layout.namesSupplementaryKinds))"
                )
            }
        }
    }

    private static func number(_ value: JSONValue?) -> Double? {
        guard case .number(let number, _)? = value else { return nil }
        return number
    }
}
