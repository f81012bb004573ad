import Foundation
import SectionSpec

/// The saved file's text parsed once (`SpecKeyPresence.parse`) for the inspector's sources, which are
/// read every time the panel is drawn: parsed again only when the saved text changes (a write, a
/// reload). Shared by the copies of a `ViewerDocument`; a lock keeps it safe across threads.
final class ParsedTextCache: @unchecked Sendable {
    private let lock = NSLock()
    private var bytes: [UInt8]?
    private var parsed: JSONValue?

    /// `document`'s text parsed, `nil` without a text.
    func parsedText(of document: SpecDocument) -> JSONValue? {
        lock.lock()
        defer { lock.unlock() }
        // Comparing the arrays is immediate while they share storage, as the saved text does.
        if let bytes, bytes == document.text { return parsed }
        parsed = SpecKeyPresence.parse(document)
        bytes = document.text
        return parsed
    }
}
