/// Helpers for assembling Swift source from blocks of text.
enum SwiftSource {
    /// `text` with every non-empty line indented by `levels` × 4 spaces.
    static func indented(_ text: String, by levels: Int = 1) -> String {
        let prefix = String(repeating: "    ", count: levels)
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : prefix + $0 }
            .joined(separator: "\n")
    }

    /// The non-empty blocks, a blank line between each.
    static func blocks(_ blocks: [String?]) -> String {
        blocks.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: "\n\n")
    }

    /// The non-empty lines, one after the other.
    static func lines(_ lines: [String?]) -> String {
        lines.compactMap { $0 }.joined(separator: "\n")
    }

    /// `items` as the elements of a multi-line array literal, each on its own line and followed by a comma.
    static func arrayElements(_ items: [String]) -> String {
        items.map { indented($0) + "," }.joined(separator: "\n")
    }
}
