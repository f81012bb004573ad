import SectionLayout

/// The built-in patterns a spec's backgrounds name (`BackgroundPattern`: `dots`, `stripes`, `checker`,
/// `grid`), drawn by the exported code itself: an app has no asset of that name, while the viewer and
/// its pictures draw the pattern. Each pattern is one square tile drawn with `UIGraphicsImageRenderer`
/// in the shapes and sizes the pictures draw (SectionGridSVG's `SVGPatterns.vector`) and repeated as
/// a pattern colour (`UIColor(patternImage:)`), in the ink the viewer draws it in: the fill moved 40 %
/// towards black or white (`Color.patternInk`), for each appearance.
struct SwiftPatternSource {
    /// The patterns the file's backgrounds use, in `BackgroundPattern`'s order.
    let patterns: [BackgroundPattern]

    /// The `BackgroundPattern` type: its kinds (only those used), inks and drawing.
    var text: String {
        let kinds = patterns.map { "/// \(Self.summary($0))\ncase \($0.rawValue)" }.joined(separator: "\n")
        let cases = patterns.map { "case .\($0.rawValue):\n" + SwiftSource.indented(Self.drawing($0)) }.joined(separator: "\n")
        return """
            /// A pattern SectionGrid draws itself for a background's `image` (the viewer's built-in patterns,
            /// which an asset catalog does not have): one tile drawn in points, as the viewer's pictures draw
            /// it, repeated from the background's top-left corner (a pattern colour's phase is 0: "the
            /// top-left corner of the image to be aligned with the drawing origin").
            struct BackgroundPattern: Equatable {
                /// Which pattern.
                enum Kind {
            \(SwiftSource.indented(kinds, by: 2))
                }

                /// Which pattern.
                var kind: Kind
                /// The colour it is drawn in: the fill moved 40 % towards black or white, as the viewer draws it.
                var ink: UIColor
                /// Its colour in the dark appearance (`nil`: `ink`).
                var darkInk: UIColor? = nil

                /// A colour repeating the pattern, in the ink of `appearance`.
                func color(for appearance: UIUserInterfaceStyle) -> UIColor {
                    let ink = ((appearance == .dark ? darkInk : nil) ?? self.ink).cgColor
                    switch kind {
            \(SwiftSource.indented(cases, by: 2))
                    }
                }

                /// A colour repeating what `draw` draws in a square of `side` points.
                private static func tile(side: CGFloat, _ draw: (CGContext) -> Void) -> UIColor {
                    let image = UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { draw($0.cgContext) }
                    return UIColor(patternImage: image)
                }
            }
            """
    }

    /// What a pattern looks like, for its doc comment.
    static func summary(_ pattern: BackgroundPattern) -> String {
        switch pattern {
        case .dots: return "1.2-pt dots 8 pt apart."
        case .stripes: return "1.5-pt rising diagonal lines 12 pt apart."
        case .checker: return "8-pt squares, alternating with blanks."
        case .grid: return "1-pt lines every 16 pt, across and down."
        }
    }

    /// The statements drawing one tile of `pattern` in `ink`: `SVGPatterns.vector`'s shapes.
    static func drawing(_ pattern: BackgroundPattern) -> String {
        switch pattern {
        case .dots:
            return """
                return Self.tile(side: 8) { context in
                    context.setFillColor(ink)
                    context.fillEllipse(in: CGRect(x: 2.8, y: 2.8, width: 2.4, height: 2.4))
                }
                """
        case .stripes:
            return """
                return Self.tile(side: 12) { context in
                    context.setStrokeColor(ink)
                    context.setLineWidth(1.5)
                    for (start, end) in [(CGPoint(x: -3, y: 3), CGPoint(x: 3, y: -3)), (CGPoint(x: 0, y: 12), CGPoint(x: 12, y: 0)),
                                         (CGPoint(x: 9, y: 15), CGPoint(x: 15, y: 9))] {
                        context.move(to: start)
                        context.addLine(to: end)
                    }
                    context.strokePath()
                }
                """
        case .checker:
            return """
                return Self.tile(side: 16) { context in
                    context.setFillColor(ink)
                    context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
                    context.fill(CGRect(x: 8, y: 8, width: 8, height: 8))
                }
                """
        case .grid:
            return """
                return Self.tile(side: 16) { context in
                    context.setFillColor(ink)
                    context.fill(CGRect(x: 0, y: 0, width: 16, height: 1))
                    context.fill(CGRect(x: 0, y: 0, width: 1, height: 16))
                }
                """
        }
    }

    /// `BackgroundPattern(kind: .dots, ink: …, darkInk: …)` for `pattern` over `fill` on the collection
    /// view's `canvas`: the dark ink only when it differs.
    static func expression(_ pattern: BackgroundPattern, fill: Color?, canvas: Color?) -> String {
        let light = ink(fill: fill, canvas: canvas, appearance: .light)
        let dark = ink(fill: fill, canvas: canvas, appearance: .dark)
        var arguments = ["kind: .\(pattern.rawValue)", "ink: " + SwiftLiteral.channels(light)]
        if dark != light { arguments.append("darkInk: " + SwiftLiteral.channels(dark)) }
        return FlowBackgroundValue.call("BackgroundPattern", arguments)
    }

    /// The ink in `appearance`: the fill's `patternInk`, or — a background without a colour, or a
    /// clear one, has no fill in the app — black or white, whichever reads on the collection view's
    /// background (white when it has none).
    static func ink(fill: Color?, canvas: Color?, appearance: Appearance) -> Color {
        if let shown = fill?.resolved(for: appearance), shown.alpha > 0 { return shown.patternInk }
        return (canvas?.resolved(for: appearance) ?? .white).brightness > 0.5 ? .black : .white
    }
}
