import SectionLayout
import SectionScene

/// How a layout is coloured: the terminal's colour depth, a colour scheme and the canvas (the
/// collection view's background).
public struct Theme: Hashable, Sendable {
    /// The colours the terminal can show; colours are quantized to it, and `monochrome` switches to
    /// fill patterns.
    public var depth: ColorDepth
    /// The colour scheme.
    public var scheme: ColorScheme
    /// The colour behind everything (`nil`: the terminal's default background).
    public var canvas: Color?

    /// Creates a theme.
    public init(depth: ColorDepth = .truecolor, scheme: ColorScheme = .spec, canvas: Color? = nil) {
        self.depth = depth
        self.scheme = scheme
        self.canvas = canvas
    }

    /// A monochrome theme (sections told apart by fill patterns).
    public static let monochrome = Theme(depth: .monochrome)

    /// True when the depth has no colours.
    public var isMonochrome: Bool { depth == .monochrome }

    /// Whether two different spec colours show as one terminal colour (white and light gray are both
    /// palette 7 in 8 colours), so neighbours in them must be told apart another way.
    public func showsAlike(_ color: Color, _ other: Color) -> Bool {
        color != other && !isMonochrome && terminalColor(color) == terminalColor(other)
    }

    /// `color` as the terminal shows it: translucent colours composited over the canvas (white when
    /// the canvas is the terminal's default), then quantized to the depth.
    public func terminalColor(_ color: Color) -> TerminalColor {
        TerminalColor(color.composited(over: canvas ?? .white)).quantized(to: depth)
    }

    /// Black or white (as quantized), whichever reads better on `background`; the default colour on
    /// the terminal's default background and in monochrome.
    public func contrastingText(on background: TerminalColor) -> TerminalColor {
        guard let brightness = background.brightness, !isMonochrome else { return .default }
        return terminalColor(brightness > 0.5 ? .black : .white)
    }

    /// The monochrome fill pattern of a section background: `░` and `▒` alternate by section index so
    /// adjacent sections stay apart.
    public func monochromeFill(section: Int) -> Unicode.Scalar {
        section & 1 == 0 ? "░" : "▒"
    }

    /// The style of the empty area behind the content.
    public var canvasStyle: Style {
        guard let canvas, !isMonochrome else { return .plain }
        let background = terminalColor(canvas)
        return Style(foreground: contrastingText(on: background), background: background)
    }
}
