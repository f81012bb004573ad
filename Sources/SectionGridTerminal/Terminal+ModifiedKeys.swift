import CNcurseswShim
import SectionGridViewer

extension Terminal {
    /// The navigation keys whose terminfo names take a modifier number (`kDN5` is Ctrl-Down, `kUP3`
    /// Alt-Up, `kDN` Shift-Down), with the key each stands for, unshifted and shifted.
    private static let modifiable: [(name: String, plain: Key, shifted: Key)] = [
        ("UP", .up, .shiftUp), ("DN", .down, .shiftDown), ("LFT", .left, .shiftLeft), ("RIT", .right, .shiftRight),
        ("HOM", .home, .home), ("END", .end, .end), ("PRV", .pageUp, .pageUp), ("NXT", .pageDown, .pageDown),
        ("DC", .delete, .delete),
    ]

    /// The codes ncurses gives the current terminal's modified navigation keys (`kDN5`, `kUP3`, … —
    /// extended names, each with a code of its own above `KEY_MAX`), and the key each stands for: as
    /// `EscapeSequence` reads the same sequences, Shift on an arrow moves the selected item and the other
    /// modifiers leave the key as it is, so Ctrl- and Alt-arrows scroll. Modifier numbers are xterm's:
    /// 1 + (Shift 1, Alt 2, Ctrl 4), `kDN` alone for 2.
    static func modifiedKeyCodes() -> [Int32: Key] {
        var codes: [Int32: Key] = [:]
        for key in modifiable {
            for modifier in 2...8 {
                let name = "k" + key.name + (modifier == 2 ? "" : "\(modifier)")
                let code = sg_key_code(name)
                guard code > 0 else { continue }
                codes[code] = (modifier - 1) & 1 == 1 ? key.shifted : key.plain
            }
        }
        return codes
    }
}
