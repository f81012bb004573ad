/// A spec file as last loaded or written: its bytes and the spec they hold — what "saved" means.
///
/// `text(for:)` is what writing a changed spec back puts in the file: the same bytes when the spec did
/// not change, and otherwise the file's own text edited where values changed (`JSONTextEditor`), so a
/// `git diff` shows only what was tweaked. A spec without a file (a built-in demo) is written whole.
public struct SpecDocument: Equatable, Sendable {
    /// The spec the text holds.
    public let spec: LayoutSpec
    /// The file's bytes, `nil` when the spec has no file yet (a demo).
    public let text: [UInt8]?

    /// A document for `spec`, read from `text` (`nil`: not from a file).
    public init(spec: LayoutSpec, text: [UInt8]? = nil) {
        self.spec = spec
        self.text = text
    }

    /// The bytes that hold `edited`: this document's own text when `edited` is its spec, else its text
    /// with only the changed values rewritten. The edit is checked by reading it back; a text that would
    /// not read back as `edited` (which no tweak produces) is replaced by `edited.jsonText` whole.
    public func text(for edited: LayoutSpec) -> [UInt8] {
        guard let text else { return Array(edited.jsonText.utf8) }
        if edited == spec { return text }
        if let editor = try? JSONTextEditor(text: text) {
            let result = editor.editing(from: spec.jsonValue, to: edited.jsonValue)
            if let reread = try? SpecFile.decode(result, fileName: "spec"), reread == edited { return result }
        }
        return Array(edited.jsonText.utf8)
    }
}
