extension ColorDepth {
    /// The depth a terminal supports, judged from its environment (pass `ProcessInfo`'s environment).
    ///
    /// In order: `NO_COLOR` set to any value, `TERM=dumb`, or no `TERM` → monochrome; `COLORTERM` of
    /// `truecolor` or `24bit`, or a `TERM` ending in `-direct` → truecolor; a `TERM` containing
    /// `256color` → 256; a `TERM` containing `16color` or naming a colour xterm-like terminal (xterm,
    /// screen, tmux, rxvt, konsole, alacritty, kitty, wezterm, putty, foot) → 16; `linux`, `ansi`,
    /// `cygwin` or any other `TERM` containing `color` → 8; anything else (vt100, …) → monochrome.
    public static func detect(environment: [String: String]) -> ColorDepth {
        if environment["NO_COLOR"] != nil { return .monochrome }
        let term = (environment["TERM"] ?? "").lowercased()
        if term.isEmpty || term == "dumb" { return .monochrome }
        let colorterm = (environment["COLORTERM"] ?? "").lowercased()
        if colorterm == "truecolor" || colorterm == "24bit" || term.hasSuffix("-direct") { return .truecolor }
        if term.contains("256color") { return .palette256 }
        let sixteen = ["16color", "xterm", "screen", "tmux", "rxvt", "konsole", "alacritty", "kitty",
                       "wezterm", "putty", "foot"]
        if sixteen.contains(where: { term.contains($0) }) { return .ansi16 }
        if ["linux", "ansi", "cygwin"].contains(where: { term.hasPrefix($0) }) || term.contains("color") {
            return .ansi8
        }
        return .monochrome
    }
}
