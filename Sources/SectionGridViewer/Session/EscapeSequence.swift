/// Escape sequences the terminal description did not name, read after an ESC: the common spellings of
/// the navigation keys (`ESC [ 4 ~` for End under tmux with `TERM=xterm-256color`, `ESC [ 1 ; 5 C` for
/// Ctrl-Right, the older Alt form `ESC ESC [ B` for Alt-Down, …) become those keys, and anything else
/// (Alt-x, F-keys) is ignored whole — never taken for a lone Escape, which quits, nor for the separate
/// keys it is made of. The terminal reads keys with it, and the line mode skips what it cannot use.
public enum EscapeSequence {
    /// The most characters read after an ESC before giving up on a sequence.
    public static let maximumLength = 16
    /// ESC itself.
    static let escape: Unicode.Scalar = "\u{1B}"

    /// Whether the characters after an ESC (`body`) make a whole sequence: `[` parameters and a final
    /// character (`@`…`~`), `O` and one character, or a single other character (Alt and a key).
    /// An ESC first is the older Alt prefix: the sequence after it must be whole too.
    public static func isComplete(_ body: [Unicode.Scalar]) -> Bool {
        guard let first = body.first else { return false }
        switch first {
        case escape: return isComplete(Array(body.dropFirst()))
        case "[": return body.count >= 2 && (0x40...0x7E).contains(body[body.count - 1].value)
        case "O": return body.count >= 2
        default: return true
        }
    }

    /// The key a whole sequence stands for, or `nil` for one the viewer does not use. Of the modifiers
    /// only Shift on an arrow counts (`ESC [ 1 ; 2 A`, and rxvt's `ESC [ a`): it moves the selected item;
    /// Ctrl and Alt (`ESC [ 1 ; 5 B`, `ESC [ 1 ; 3 B`, and Alt as an ESC before the key's own sequence,
    /// `ESC ESC [ B`) leave the key as it is.
    public static func key(for body: [Unicode.Scalar]) -> Key? {
        if body.first == escape { return key(for: Array(body.dropFirst())) }
        guard body.count >= 2, body[0] == "[" || body[0] == "O", let final = body.last else { return nil }
        let parameters = String(String.UnicodeScalarView(body.dropFirst().dropLast())).split(separator: ";")
        let shifted = parameters.count >= 2 && Int(parameters[1]).map { ($0 - 1) & 1 == 1 } == true
        switch final {
        case "A": return shifted ? .shiftUp : .up
        case "B": return shifted ? .shiftDown : .down
        case "C": return shifted ? .shiftRight : .right
        case "D": return shifted ? .shiftLeft : .left
        case "a" where body[0] == "[": return .shiftUp
        case "b" where body[0] == "[": return .shiftDown
        case "c" where body[0] == "[": return .shiftRight
        case "d" where body[0] == "[": return .shiftLeft
        case "H": return .home
        case "F": return .end
        case "Z": return body[0] == "[" ? .backTab : nil
        case "~":
            let number = Int(String(String.UnicodeScalarView(body.dropFirst().dropLast().prefix { $0 != ";" })))
            switch number {
            case 1, 7: return .home
            case 3: return .delete
            case 4, 8: return .end
            case 5: return .pageUp
            case 6: return .pageDown
            default: return nil
            }
        default: return nil
        }
    }
}
