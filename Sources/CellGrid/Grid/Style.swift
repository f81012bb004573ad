/// How a cell is drawn: foreground and background colour plus attributes.
public struct Style: Hashable, Sendable, CustomStringConvertible {
    /// Text colour.
    public var foreground: TerminalColor
    /// Fill colour.
    public var background: TerminalColor
    /// Bold, dim, underline, reverse.
    public var attributes: TextAttributes

    /// Creates a style; everything defaults to the terminal's defaults.
    public init(
        foreground: TerminalColor = .default, background: TerminalColor = .default,
        attributes: TextAttributes = []
    ) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// The terminal's default colours, no attributes.
    public static let plain = Style()

    /// The style with both colours made representable at `depth`.
    public func quantized(to depth: ColorDepth) -> Style {
        Style(
            foreground: foreground.quantized(to: depth), background: background.quantized(to: depth),
            attributes: attributes)
    }

    /// A short summary such as `fg indexed(1) bold` (`plain` when there is nothing).
    public var description: String {
        var parts: [String] = []
        if foreground != .default { parts.append("fg \(foreground)") }
        if background != .default { parts.append("bg \(background)") }
        if attributes.contains(.bold) { parts.append("bold") }
        if attributes.contains(.dim) { parts.append("dim") }
        if attributes.contains(.underline) { parts.append("underline") }
        if attributes.contains(.reverse) { parts.append("reverse") }
        return parts.isEmpty ? "plain" : parts.joined(separator: " ")
    }
}
