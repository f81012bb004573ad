/// How the viewer shows colour on a terminal: the terminfo entry ncurses loads and the depth colours
/// are drawn at. `detect` is the one place that decides it; the terminal calls it with the real
/// terminfo database.
public struct TerminalColorSupport: Hashable, Sendable {
    /// The terminfo entry to load: `TERM`, or its direct-colour variant.
    public var terminalType: String
    /// The depth colours are drawn at.
    public var depth: ColorDepth

    /// Creates a decision.
    public init(terminalType: String, depth: ColorDepth) {
        self.terminalType = terminalType
        self.depth = depth
    }

    /// Decides from the environment and the terminfo database. `colorsOfEntry(name)` is the entry's
    /// colour count (0 when it has no colours), `nil` when the database has no such entry.
    ///
    /// - `TERM` names the entry; `nil` when it is unset, empty or unknown.
    /// - `NO_COLOR` with a value (no-color.org: "present and not an empty string"), or an entry without
    ///   colours: monochrome.
    /// - `COLORTERM=truecolor` or `24bit` (any case): 24-bit colour through the entry's direct-colour
    ///   variant (`xterm-256color` → `xterm-direct`) when the database has one. ncurses sends 24-bit
    ///   colours only for an entry that has them, so without one the entry's own colours stay.
    /// - Otherwise the entry's colours: 2²⁴ (a `-direct` entry) truecolor, then 256, 16 or 8.
    public static func detect(
        environment: [String: String],
        colorsOfEntry: (String) -> Int?
    ) -> TerminalColorSupport? {
        guard let type = environment["TERM"], !type.isEmpty, let colors = colorsOfEntry(type) else { return nil }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty {
            return TerminalColorSupport(terminalType: type, depth: .monochrome)
        }
        let depth = ColorDepth(terminfoColors: colors)
        let colorterm = (environment["COLORTERM"] ?? "").lowercased()
        if depth != .monochrome, depth != .truecolor, colorterm == "truecolor" || colorterm == "24bit" {
            let direct = directVariant(of: type)
            if let directColors = colorsOfEntry(direct), ColorDepth(terminfoColors: directColors) == .truecolor {
                return TerminalColorSupport(terminalType: direct, depth: .truecolor)
            }
        }
        return TerminalColorSupport(terminalType: type, depth: depth)
    }

    /// The name of an entry's direct-colour variant: its colour suffix replaced by `-direct`
    /// (`xterm-256color` → `xterm-direct`, `tmux-256color` → `tmux-direct`, `xterm` → `xterm-direct`).
    public static func directVariant(of type: String) -> String {
        for suffix in ["-256color", "-88color", "-16color", "-color"] where type.hasSuffix(suffix) {
            return type.dropLast(suffix.count) + "-direct"
        }
        return type + "-direct"
    }
}

extension ColorDepth {
    /// The depth of a terminfo entry with `colors` colours.
    public init(terminfoColors colors: Int) {
        switch colors {
        case (1 << 24)...: self = .truecolor
        case 256...: self = .palette256
        case 16...: self = .ansi16
        case 8...: self = .ansi8
        default: self = .monochrome
        }
    }
}
