import SectionGridHostProtocol

/// A layout host's answer to one request, read message by message: `ready`, the `layout`, the `model`
/// when asked for, the looks
/// (merged into the layout's elements), then `done` — or an `error`, or a line that is no message.
struct MessageReader {
    let request: Int
    private(set) var layout: HostLayout?
    /// The code's layout as a spec, when the request asked for it.
    private(set) var model: HostModel?
    private(set) var isReady = false
    private(set) var isDone = false
    /// Why the answer is broken (`nil`: it is not, so far).
    private(set) var problem: HostRunError.Reason?

    init(request: Int) {
        self.request = request
    }

    /// For a host that answered earlier requests: its `ready` came before them.
    mutating func markReady() {
        isReady = true
    }

    /// What the host was doing when it stopped: starting before `ready`, laying out before the
    /// layout, then reading views.
    var stage: HostRunError.Stage {
        if !isReady { return .starting }
        return layout == nil ? .layingOut : .readingViews
    }

    /// Takes one line of the host's output; `false` once the answer is complete or broken.
    mutating func take(_ line: [UInt8]) -> Bool {
        guard !line.isEmpty else { return true }
        let message: HostMessage
        do {
            message = try HostMessage(jsonLine: String(decoding: line, as: UTF8.self))
        } catch {
            problem = .protocolBroken("\(error)")
            return false
        }
        switch message {
        case .ready(let version, _):
            guard version == HostMessage.protocolVersion else {
                problem = .protocolBroken("it speaks version \(version), the tool \(HostMessage.protocolVersion)")
                return false
            }
            isReady = true
        case .layout(let answered) where answered.request == request:
            layout = answered
        case .model(let answered) where answered.request == request:
            model = answered
        case .look(let answered, let element, let view) where answered == request:
            guard let count = layout?.elements.count, element >= 0, element < count else {
                problem = .protocolBroken("a look for element \(element), which the layout does not have")
                return false
            }
            // In place: a copy of the layout per look would make reading looks quadratic.
            layout?.elements[element].view = view
        case .done(let answered) where answered == request:
            isDone = true
            return false
        case .error(_, let message):
            problem = .host(message)
            return false
        default:
            problem = .protocolBroken("an answer to another request: \(message.jsonLine.prefix(80))")
            return false
        }
        return true
    }
}
