import SectionLayout

/// What a layout host writes on its standard output, one JSON object a line, each line written whole
/// and at once (no buffering), so that whatever the user's code does next — a trap included — nothing
/// already written is lost. `type` tells them apart:
///
/// - `ready`, once, before the first request is read: the protocol version and the entry.
/// - For each request, in order: `layout` (the content size and every element, no looks yet), then
///   `model` when the request asked for it (`HostModel`: the code's layout as a spec), then a
///   `look` for each element whose view shows something the code set, then `done`. A request that
///   cannot be answered gets an `error` line instead (its `request`; none when the line was not a
///   request).
///
/// ```json
/// {"type": "ready", "protocol": 1, "entry": "ViewController"}
/// {"type": "layout", "request": 1, "contentSize": {"width": 320, "height": 480}, "backgroundColor": "#FFFFFFFF", "elements": [{"kind": "cell", …}, …]}
/// {"type": "look", "request": 1, "element": 0, "view": {"backgroundColor": "#FFFFFFFF"}}
/// {"type": "done", "request": 1}
/// ```
public enum HostMessage: Equatable, Sendable {
    case ready(protocolVersion: Int, entry: String)
    case layout(HostLayout)
    /// The code's layout as a spec (`HostRequest.readsModel`), after `layout` and before the looks.
    case model(HostModel)
    /// The look of `elements[element]` of request `request`'s layout.
    case look(request: Int, element: Int, view: ViewLook)
    case done(request: Int)
    case error(request: Int?, message: String)

    /// The version of the messages and requests: a tool and a host of different versions do not talk.
    public static let protocolVersion = 1

    /// The message as one line of JSON (no newline).
    public var jsonLine: String {
        var writer = WireWriter()
        switch self {
        case .ready(let version, let entry):
            writer.raw("{\"type\": \"ready\", \"protocol\": ")
            writer.integer(version)
            writer.raw(", \"entry\": ")
            writer.string(entry)
        case .layout(let layout):
            writer.raw("{\"type\": \"layout\", \"request\": ")
            writer.integer(layout.request)
            writer.raw(", \"contentSize\": ")
            writer.size(layout.contentSize)
            if let color = layout.backgroundColor {
                writer.raw(", \"backgroundColor\": ")
                writer.color(color)
            }
            writer.raw(", \"elements\": [")
            for (index, element) in layout.elements.enumerated() {
                if index > 0 { writer.raw(", ") }
                element.write(to: &writer)
            }
            writer.raw("]")
        case .model(let model):
            model.write(to: &writer)
        case .look(let request, let element, let view):
            writer.raw("{\"type\": \"look\", \"request\": ")
            writer.integer(request)
            writer.raw(", \"element\": ")
            writer.integer(element)
            writer.raw(", \"view\": ")
            view.write(to: &writer)
        case .done(let request):
            writer.raw("{\"type\": \"done\", \"request\": ")
            writer.integer(request)
        case .error(let request, let message):
            writer.raw("{\"type\": \"error\"")
            if let request {
                writer.raw(", \"request\": ")
                writer.integer(request)
            }
            writer.raw(", \"message\": ")
            writer.string(message)
        }
        writer.raw("}")
        return writer.text
    }

    /// Reads a message from one line; the error names what is wrong.
    public init(jsonLine line: String) throws {
        let object = try WireObject(line: line)
        switch try object.string("type") {
        case "ready": self = .ready(protocolVersion: try object.integer("protocol"), entry: try object.string("entry"))
        case "layout":
            var layout = HostLayout(
                request: try object.integer("request"), contentSize: try object.size("contentSize"),
                elements: try object.objects("elements").map(HostElement.init))
            layout.backgroundColor = try object.color("backgroundColor")
            self = .layout(layout)
        case "model": self = .model(try HostModel(object, line: line))
        case "look":
            self = .look(
                request: try object.integer("request"), element: try object.integer("element"),
                view: try ViewLook(try object.object("view")))
        case "done": self = .done(request: try object.integer("request"))
        case "error": self = .error(request: try object.optionalInteger("request"), message: try object.string("message"))
        case let other: throw HostProtocolError("type \"\(other)\" is not a message a host writes")
        }
    }
}

/// A layout a host answered: the content size and every element, in the order the layout gave them.
public struct HostLayout: Equatable, Sendable {
    /// The request answered.
    public var request: Int
    /// `collectionViewContentSize`.
    public var contentSize: Size
    public var elements: [HostElement]
    /// The collection view's own `backgroundColor`, resolved for its traits (`nil`: none set).
    public var backgroundColor: Color?

    public init(request: Int, contentSize: Size, elements: [HostElement]) {
        self.request = request
        self.contentSize = contentSize
        self.elements = elements
    }

    /// The layout as `sectiongrid frames` prints a spec's: the content size, then every element (with its
    /// `view` when read) on a line of its own.
    public var framesText: String {
        var writer = WireWriter()
        writer.raw("{\n  \"contentSize\": ")
        writer.size(contentSize)
        writer.raw(",\n  \"elements\": [")
        for (index, element) in elements.enumerated() {
            writer.raw(index == 0 ? "\n    " : ",\n    ")
            element.write(to: &writer)
        }
        writer.raw(elements.isEmpty ? "]\n}\n" : "\n  ]\n}\n")
        return writer.text
    }
}
