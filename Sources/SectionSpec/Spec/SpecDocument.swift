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

    /// The bytes that hold `edited`: this document's text with only the changed values rewritten
    /// (`editedText(for:)`), or `edited.jsonText` whole when there is no text.
    public func text(for edited: LayoutSpec) -> [UInt8] {
        editedText(for: edited) ?? Array(edited.jsonText.utf8)
    }

    /// This document's own text when `edited` is its spec, else its text with only the changed values
    /// rewritten; `nil` without a text, or (which no tweak produces) when the edit would not read back
    /// as `edited` — the edit is checked by reading it back.
    public func editedText(for edited: LayoutSpec) -> [UInt8]? {
        guard let text else { return nil }
        if edited == spec { return text }
        guard let editor = try? JSONTextEditor(text: text) else { return nil }
        let result = editor.editing(from: spec.jsonValue, to: edited.jsonValue)
        guard let reread = try? SpecFile.decode(result, fileName: "spec"), reread == edited else { return nil }
        return result
    }
}
