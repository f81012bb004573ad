/// Text waiting to go to the terminal's clipboard: `w` on a program whose value has no literal to
/// rewrite puts the Swift statement there; the run loop hands it to the terminal once.
struct ClipboardRequest {
    private var text: String?

    mutating func put(_ text: String) { self.text = text }

    mutating func take() -> String? {
        defer { text = nil }
        return text
    }
}
