import Testing

@testable import CellGrid

struct EnvironmentCase: CustomTestStringConvertible, Sendable {
    var id: String
    var environment: [String: String]
    /// The entry the terminal loads and its depth; `nil`: no terminal (TERM unset, empty or unknown).
    var expected: TerminalColorSupport?
    var testDescription: String { id }
}

/// `TerminalColorSupport.detect`, the function `Terminal.init` calls, over a terminfo database like
/// the real one (the `colors` of each entry as `infocmp` shows them; `xterm-direct` as ncurses ships it).
@Suite struct ColorDetectionTests {
    static let terminfo: [String: Int] = [
        "xterm": 8, "xterm-256color": 256, "xterm-direct": 1 << 24, "screen": 8, "screen-256color": 256,
        "tmux-256color": 256, "linux": 8, "vt100": 0, "dumb": 0,
    ]

    static func support(_ type: String, _ depth: ColorDepth) -> TerminalColorSupport {
        TerminalColorSupport(terminalType: type, depth: depth)
    }

    @Test(arguments: [
        EnvironmentCase(id: "nothing set", environment: [:], expected: nil),
        EnvironmentCase(id: "empty TERM", environment: ["TERM": ""], expected: nil),
        EnvironmentCase(id: "unknown TERM", environment: ["TERM": "no-such-terminal"], expected: nil),
        EnvironmentCase(
            id: "xterm-256color", environment: ["TERM": "xterm-256color"],
            expected: support("xterm-256color", .palette256)),
        EnvironmentCase(
            id: "COLORTERM truecolor", environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"],
            expected: support("xterm-direct", .truecolor)),
        EnvironmentCase(
            id: "COLORTERM 24bit", environment: ["TERM": "xterm", "COLORTERM": "24bit"],
            expected: support("xterm-direct", .truecolor)),
        EnvironmentCase(
            id: "COLORTERM in capitals", environment: ["TERM": "xterm-256color", "COLORTERM": "TrueColor"],
            expected: support("xterm-direct", .truecolor)),
        EnvironmentCase(
            id: "COLORTERM without a direct entry", environment: ["TERM": "screen-256color", "COLORTERM": "truecolor"],
            expected: support("screen-256color", .palette256)),
        EnvironmentCase(
            id: "COLORTERM of another kind", environment: ["TERM": "xterm-256color", "COLORTERM": "yes"],
            expected: support("xterm-256color", .palette256)),
        EnvironmentCase(id: "xterm-direct", environment: ["TERM": "xterm-direct"], expected: support("xterm-direct", .truecolor)),
        EnvironmentCase(
            id: "NO_COLOR empty does not count", environment: ["TERM": "xterm-256color", "NO_COLOR": ""],
            expected: support("xterm-256color", .palette256)),
        EnvironmentCase(
            id: "NO_COLOR with a value", environment: ["TERM": "xterm-256color", "NO_COLOR": "1"],
            expected: support("xterm-256color", .monochrome)),
        EnvironmentCase(
            id: "NO_COLOR beats COLORTERM", environment: ["NO_COLOR": "1", "COLORTERM": "truecolor", "TERM": "xterm"],
            expected: support("xterm", .monochrome)),
        EnvironmentCase(
            id: "TERM=dumb beats COLORTERM", environment: ["TERM": "dumb", "COLORTERM": "truecolor"],
            expected: support("dumb", .monochrome)),
        EnvironmentCase(id: "plain xterm has 8 colours", environment: ["TERM": "xterm"], expected: support("xterm", .ansi8)),
        EnvironmentCase(id: "screen has 8 colours", environment: ["TERM": "screen"], expected: support("screen", .ansi8)),
        EnvironmentCase(
            id: "tmux-256color", environment: ["TERM": "tmux-256color"], expected: support("tmux-256color", .palette256)),
        EnvironmentCase(id: "linux console", environment: ["TERM": "linux"], expected: support("linux", .ansi8)),
        EnvironmentCase(id: "vt100", environment: ["TERM": "vt100"], expected: support("vt100", .monochrome)),
    ])
    func detection(_ c: EnvironmentCase) {
        #expect(TerminalColorSupport.detect(environment: c.environment) { Self.terminfo[$0] } == c.expected)
    }

    @Test func onlyTheDirectVariantIsLookedUp() {
        var asked: [String] = []
        _ = TerminalColorSupport.detect(environment: ["TERM": "tmux-256color", "COLORTERM": "truecolor"]) { name in
            asked.append(name)
            return Self.terminfo[name]
        }
        #expect(asked == ["tmux-256color", "tmux-direct"])
        _ = TerminalColorSupport.detect(environment: ["TERM": "tmux-256color"]) { name in
            asked.append(name)
            return Self.terminfo[name]
        }
        #expect(asked == ["tmux-256color", "tmux-direct", "tmux-256color"])
    }

    @Test(arguments: [
        ("xterm-256color", "xterm-direct"), ("tmux-256color", "tmux-direct"), ("xterm", "xterm-direct"),
        ("rxvt-unicode-256color", "rxvt-unicode-direct"), ("xterm-16color", "xterm-direct"),
        ("konsole-color", "konsole-direct"),
    ])
    func directVariants(_ type: String, _ direct: String) {
        #expect(TerminalColorSupport.directVariant(of: type) == direct)
    }

    @Test(arguments: [
        (0, ColorDepth.monochrome), (2, .monochrome), (8, .ansi8), (16, .ansi16), (88, .ansi16),
        (256, .palette256), (1 << 24, .truecolor),
    ])
    func terminfoColourCounts(_ colors: Int, _ depth: ColorDepth) {
        #expect(ColorDepth(terminfoColors: colors) == depth)
    }
}
