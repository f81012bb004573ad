import SectionGridCommandLine
import SectionGridHostProtocol
import SectionLayout
import Testing

/// The messages between the tool and a layout host: what one side writes the other reads back, an
/// element is written exactly as `sectiongrid frames` writes one, and a bad line is refused naming what
/// is wrong.
@Suite("Layout host protocol")
struct HostProtocolTests {
    @Test func aRequestReadsBackAsWritten() throws {
        var request = HostRequest(id: 7, viewport: Size(width: 390, height: 844))
        request.safeArea = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        request.layoutMargins = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        request.screenScale = 3
        request.scrollDirection = .horizontal
        request.layoutDirection = .rightToLeft
        request.appearance = .dark
        request.items = [5, 0, 7]
        request.readsLooks = false
        #expect(try HostRequest(jsonLine: request.jsonLine) == request)
        #expect(
            request.jsonLine == #"{"command": "layout", "id": 7, "viewport": {"width": 390, "height": 844}, "#
                + #""safeArea": {"top": 47, "left": 0, "bottom": 34, "right": 0}, "layoutMargins": {"top": 8, "left": 16, "#
                + #""bottom": 8, "right": 16}, "scale": 3, "scrollDirection": "horizontal", "layoutDirection": "rightToLeft", "#
                + #""appearance": "dark", "items": [5, 0, 7], "looks": false}"#)
    }

    /// Left out, every key but `id` and `viewport` takes its default.
    @Test func aRequestsKeysDefault() throws {
        let request = try HostRequest(jsonLine: #"{"id": 1, "viewport": {"width": 320, "height": 480}}"#)
        #expect(request == HostRequest(id: 1, viewport: Size(width: 320, height: 480)))
        #expect(
            request.command == .layout && request.safeArea == .zero && request.layoutMargins == nil
                && request.screenScale == nil && request.scrollDirection == nil && request.layoutDirection == .leftToRight
                && request.appearance == .light && request.items == nil && request.readsLooks)
    }

    @Test(arguments: [
        (#"{"viewport": {"width": 1, "height": 1}}"#, "id is missing"),
        (#"{"id": 1}"#, "viewport is missing"),
        (#"{"id": 1, "viewport": {"width": "wide", "height": 1}}"#, "viewport.width is not a number"),
        (#"{"id": 1, "viewport": {"width": -1, "height": 1}}"#, "viewport is not a size of finite, non-negative lengths"),
        (
            #"{"id": 1, "viewport": {"width": 1, "height": 1}, "appearance": "dim"}"#,
            #"appearance is "dim", not one of light, dark"#
        ),
        (#"{"id": 1, "viewport": {"width": 1, "height": 1}, "items": [3, true]}"#, "items[1] is not a count"),
        (#"{"id": 1, "viewport": {"width": 1, "height": 1}, "items": [2.5]}"#, "items[0] is not a count"),
        (#"{"id": 1, "viewport": {"width": 1, "height": 1}, "scale": 0}"#, "scale is not a positive number"),
        (#"{"id": 1, "viewport": {"width": 1, "height": 1}, "looks": 1}"#, "looks is not true or false"),
        (#"{"id": 1.5, "viewport": {"width": 1, "height": 1}}"#, "id is not an integer"),
        (#"{"id": 1, "viewport": {"width": 1, "height": 1}} x"#, "not JSON: text after the value at byte 49"),
        (#"[1]"#, "not a JSON object: [1]"),
    ])
    func aBadRequestNamesWhatIsWrong(_ line: String, _ message: String) {
        #expect(throws: HostProtocolError(message)) { try HostRequest(jsonLine: line) }
    }

    /// Every message reads back as written, text with quotes, control characters and CJK included.
    @Test func messagesReadBackAsWritten() throws {
        var look = ViewLook()
        look.backgroundColor = Color(red: 0x30, green: 0xB0, blue: 0xC7, alpha: 128.0 / 255)
        look.cornerRadius = 12.5
        look.maskedCorners = ["minXMinY", "maxXMaxY"]
        look.masksToBounds = true
        look.borderWidth = 1
        look.borderColor = Color(red: 0, green: 0, blue: 0)
        look.shadowColor = Color(red: 0, green: 0, blue: 0, alpha: 26.0 / 255)
        look.shadowOpacity = 0.30000001192092896
        look.shadowRadius = 6
        look.shadowOffset = Size(width: 0, height: -3)
        look.image = "Radio Drama 1"
        let ink = Color(red: 0x99, green: 0x7A, blue: 0)
        look.pattern = DrawnImage(
            size: Size(width: 12, height: 16),
            shapes: [
                .rectangle(Rect(x: 0, y: 0, width: 8, height: 8), fill: ink),
                .ellipse(in: Rect(x: 2.8, y: 2.8, width: 2.4, height: 2.4), fill: Color(red: 1, green: 2, blue: 3, alpha: 0.2)),
                .line(from: Point(x: -3, y: 3), to: Point(x: 3, y: -3), width: 1.5, stroke: ink),
            ])
        look.text = "第1组 \"quoted\"\n\t\u{1}"
        var element = HostElement(
            kind: .decoration, elementKind: "band", section: 2, frame: Rect(x: 0, y: 67.5, width: 320, height: 1e-7),
            zIndex: -1)
        element.alpha = 0.5
        element.isHidden = true
        element.view = look
        var withFill = HostLayout(request: 3, contentSize: Size(width: 320, height: 110), elements: [element])
        withFill.backgroundColor = Color(red: 242, green: 242, blue: 247)
        let messages: [HostMessage] = [
            .ready(protocolVersion: 1, entry: "ViewController"),
            .layout(HostLayout(request: 3, contentSize: Size(width: 320, height: 110), elements: [element])),
            .layout(withFill),
            .look(request: 3, element: 0, view: look),
            .done(request: 3),
            .error(request: 3, message: "ViewController shows no UICollectionView"),
            .error(request: nil, message: "bad request: id is missing"),
        ]
        for message in messages {
            #expect(try HostMessage(jsonLine: message.jsonLine) == message)
            #expect(!message.jsonLine.contains("\n"))
        }
        // Colours go as `#RRGGBBAA`: 8 bits of alpha (128 / 255 is 0x80).
        #expect(
            look.json.hasPrefix(
                ##"{"backgroundColor": "#30B0C780", "cornerRadius": 12.5, "maskedCorners": ["minXMinY", "maxXMaxY"]"##))
        #expect(
            look.json.hasSuffix(
                #""image": "Radio Drama 1", "pattern": {"size": {"width": 12, "height": 16}, "shapes": ["#
                    + ##"{"rect": {"x": 0, "y": 0, "width": 8, "height": 8}, "fill": "#997A00FF"}, "##
                    + ##"{"ellipse": {"x": 2.8, "y": 2.8, "width": 2.4, "height": 2.4}, "fill": "#01020333"}, "##
                    + ##"{"from": {"x": -3, "y": 3}, "to": {"x": 3, "y": -3}, "lineWidth": 1.5, "stroke": "#997A00FF"}]}, "##
                    + #""text": "第1组 \"quoted\"\n\t\u0001"}"#))
    }

    /// An element without a look, `alpha` or `hidden` is `frames`' element, byte for byte: kinds, the
    /// element kind of supplementaries (and, for a compositional layout, of headers and footers), no
    /// section for the layout's own items, an item for cells and badges, numbers as `frames` writes them.
    @Test func anElementIsWrittenAsFramesWritesIt() {
        let frame = Rect(x: 67.5, y: -0.0, width: 1e16, height: 0.1)
        let cases: [(HostElement, LayoutAttributes, Bool)] = [
            (
                HostElement(kind: .cell, section: 0, item: 3, frame: frame, zIndex: 1),
                LayoutAttributes(kind: .cell, section: 0, item: 3, frame: frame, zIndex: 1), false
            ),
            (
                HostElement(kind: .header, section: 2, frame: frame, zIndex: 0),
                LayoutAttributes(kind: .header, section: 2, frame: frame, zIndex: 0), false
            ),
            (
                HostElement(kind: .header, elementKind: "header", section: 2, frame: frame, zIndex: 0),
                LayoutAttributes(kind: .header, section: 2, frame: frame, zIndex: 0), true
            ),
            (
                HostElement(kind: .footer, elementKind: "footer", section: nil, frame: frame, zIndex: 5),
                LayoutAttributes(kind: .footer, section: LayoutAttributes.layoutWideSection, frame: frame, zIndex: 5), true
            ),
            (
                HostElement(kind: .background, section: 1, frame: frame, zIndex: -1),
                LayoutAttributes(kind: .background, section: 1, frame: frame, zIndex: -1), false
            ),
            (
                HostElement(kind: .supplementary, elementKind: "badge", section: 1, item: 4, frame: frame, zIndex: 2),
                LayoutAttributes(kind: ElementKind(rawValue: "badge"), section: 1, item: 4, frame: frame, zIndex: 2), true
            ),
        ]
        for (element, attributes, named) in cases {
            #expect(element.json == FramesExport.line(for: attributes, namedKinds: named))
        }
    }

    /// A layout's `framesText` is `frames`' document for the same elements.
    @Test func aLayoutsFramesTextIsTheFramesDocument() {
        let result = FlowLayout(
            itemSize: Size(width: 50, height: 50), sections: [FlowSection(items: .count(7)), FlowSection(items: .count(0))]
        )
        .layout(in: Size(width: 320, height: 480))
        let elements = result.allElements().map { attributes in
            HostElement(
                kind: attributes.kind == .cell ? .cell : .header, section: attributes.section, item: attributes.item,
                frame: attributes.frame, zIndex: attributes.zIndex)
        }
        #expect(
            HostLayout(request: 1, contentSize: result.contentSize, elements: elements).framesText == FramesExport.text(result))
        #expect(
            HostLayout(request: 1, contentSize: .zero, elements: []).framesText
                == FramesExport.text(FlowLayout(sections: []).layout(in: Size(width: 0, height: 0))))
    }

    @Test(arguments: [
        (
            #"{"type": "look", "request": 1, "element": 0, "view": {"backgroundColor": "red"}}"#,
            "view.backgroundColor is not a colour #RRGGBBAA"
        ),
        (
            #"{"type": "layout", "request": 1, "contentSize": {"width": 1, "height": 1}, "elements": [{"kind": "cel"}]}"#,
            #"elements[0].kind is "cel", not one of cell, header, footer, supplementary, background, decoration"#
        ),
        (#"{"type": "goodbye"}"#, #"type "goodbye" is not a message a host writes"#),
        (
            ##"{"type": "look", "request": 1, "element": 0, "view": {"pattern": {"size": {"width": 8, "height": 8}, "shapes": [{"fill": "#000000FF"}]}}}"##,
            "view.pattern.shapes[0] is not a rect, an ellipse or a line (from, to)"
        ),
        (
            #"{"type": "look", "request": 1, "element": 0, "view": {"pattern": {"size": {"width": 8, "height": 8}, "shapes": [{"from": {"x": 0, "y": 0}, "to": {"x": 1, "y": 1}, "lineWidth": 1}]}}}"#,
            "view.pattern.shapes[0].stroke is missing"
        ),
        (#"{"type": "done", "request": 1"#, "not JSON: an unfinished object at byte 29"),
        (#"{"type": "error", "message": "\ud83d\ude00 \u00e9"}"#, ""),
    ])
    func aBadMessageNamesWhatIsWrong(_ line: String, _ message: String) throws {
        guard !message.isEmpty else {
            #expect(try HostMessage(jsonLine: line) == .error(request: nil, message: "😀 é"))
            return
        }
        #expect(throws: HostProtocolError(message)) { try HostMessage(jsonLine: line) }
    }
}
