/// The terminal sequence that puts text on the system clipboard: OSC 52, "Manipulate Selection Data" in XTerm
/// Control Sequences (https://invisible-island.net/xterm/ctlseqs/ctlseqs.html, "Operating System Commands").
///
/// The sequence is `ESC ] 52 ; c ; <base64 of the UTF-8 text> BEL`: `c` names the clipboard selection, the data
/// is base64-encoded, and BEL ends it (ctlseqs accepts ST, `ESC \`, as well).
///
/// When it works is up to the terminal, which may ignore it without a word. ctlseqs says these controls may be
/// disabled with xterm's `allowWindowOps` resource; xterm's manual names `SetSelection` among the operations
/// `disallowedWindowOps` can refuse. Other terminals have settings of their own (many accept setting the clipboard
/// and refuse reading it). Under tmux the sequence is taken only with `set-clipboard on`: the default, `external`,
/// ignores it from applications. So a caller shows the text as well and never relies on the copy.
public enum OSC52 {
    /// The bytes that copy `text` to the clipboard.
    public static func copy(_ text: String) -> [UInt8] {
        Array("\u{1B}]52;c;".utf8) + base64(Array(text.utf8)) + [0x07]
    }

    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// RFC 4648 base64 with `=` padding.
    static func base64(_ bytes: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let count = min(3, bytes.count - index)
            var chunk = UInt32(bytes[index]) << 16
            if count > 1 { chunk |= UInt32(bytes[index + 1]) << 8 }
            if count > 2 { chunk |= UInt32(bytes[index + 2]) }
            for slot in 0..<4 {
                output.append(slot <= count ? alphabet[Int((chunk >> (18 - 6 * slot)) & 0x3F)] : UInt8(ascii: "="))
            }
            index += 3
        }
        return output
    }
}
