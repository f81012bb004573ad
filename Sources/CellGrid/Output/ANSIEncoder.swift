/// Turns styled cells into ANSI SGR escape sequences with as few changes as possible.
///
/// Colours are written for a `ColorDepth`: truecolour `38;2;r;g;b` / `48;2;r;g;b`; 256 colours
/// `38;5;n` / `48;5;n`; 16 and 8 colours `30–37`/`90–97` and `40–47`/`100–107`; monochrome no colours,
/// attributes only. Between cells only what changed is sent (`22`/`24`/`27` turn attributes off, `39`/`49`
/// restore default colours), and a line that ends styled ends with a reset (`ESC[0m`).
struct ANSIEncoder {
    let depth: ColorDepth
    private(set) var bytes: [UInt8] = []
    private var current = Style.plain

    init(depth: ColorDepth) { self.depth = depth }

    /// Switches to `style` (already quantized to the depth), sending only the difference.
    mutating func setStyle(_ style: Style) {
        guard style != current else { return }
        var codes: [UInt8] = []
        let removed = current.attributes.subtracting(style.attributes)
        var added = style.attributes.subtracting(current.attributes)
        if !removed.intersection([.bold, .dim]).isEmpty {
            codes.append(contentsOf: "22;".utf8)
            added.formUnion(style.attributes.intersection([.bold, .dim]))
        }
        if removed.contains(.underline) { codes.append(contentsOf: "24;".utf8) }
        if removed.contains(.reverse) { codes.append(contentsOf: "27;".utf8) }
        if added.contains(.bold) { codes.append(contentsOf: "1;".utf8) }
        if added.contains(.dim) { codes.append(contentsOf: "2;".utf8) }
        if added.contains(.underline) { codes.append(contentsOf: "4;".utf8) }
        if added.contains(.reverse) { codes.append(contentsOf: "7;".utf8) }
        if style.foreground != current.foreground { appendColor(style.foreground, background: false, to: &codes) }
        if style.background != current.background { appendColor(style.background, background: true, to: &codes) }
        current = style
        guard !codes.isEmpty else { return }
        codes.removeLast()
        bytes.append(contentsOf: [0x1B, 0x5B])
        bytes.append(contentsOf: codes)
        bytes.append(0x6D)
    }

    /// Appends one character.
    mutating func append(_ scalar: Unicode.Scalar) {
        UTF8.encode(scalar) { bytes.append($0) }
    }

    /// Ends a line: a reset when styled, then nothing else (the caller joins lines).
    mutating func endLine() -> String {
        if current != .plain { bytes.append(contentsOf: [0x1B, 0x5B, 0x30, 0x6D]) }
        current = .plain
        defer { bytes.removeAll(keepingCapacity: true) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The SGR parameters for a colour, followed by `;`.
    private func appendColor(_ color: TerminalColor, background: Bool, to codes: inout [UInt8]) {
        let text: String
        switch color {
        case .default:
            text = background ? "49" : "39"
        case .rgb(let r, let g, let b):
            text = "\(background ? 48 : 38);2;\(r);\(g);\(b)"
        case .indexed(let index) where index < 8:
            text = String((background ? 40 : 30) + Int(index))
        case .indexed(let index) where index < 16:
            text = String((background ? 100 : 90) + Int(index) - 8)
        case .indexed(let index):
            text = "\(background ? 48 : 38);5;\(index)"
        }
        codes.append(contentsOf: text.utf8)
        codes.append(0x3B)
    }
}
