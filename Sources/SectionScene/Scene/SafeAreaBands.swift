import SectionLayout

/// The parts of the collection view the safe area leaves out — what the sensor housing, the status bar
/// and the home indicator cover — as a scene draws them: one element of kind `safeArea` belonging to no
/// section, handed over after every other element, holding a translucent rectangle for each edge with
/// a safe-area inset (top and bottom across the whole width, left and right between them).
///
/// The bands are in content coordinates over the visible bounds, so they stay put on screen while the
/// content scrolls under them, as the notch does. A picture draws each rectangle at its colour's
/// opacity; the terminal dims what is beneath.
public struct SafeAreaBands: Hashable, Sendable {
    /// The element kind of the bands' element.
    public static let elementKind = ElementKind(rawValue: "safeArea")
    /// The colour the bands are drawn in: black at 40 % opacity.
    public static let dimColor = SceneColor(red: 0, green: 0, blue: 0, alpha: 0.4)

    /// The collection view's bounds, in content coordinates (the visible rect, content inset included).
    public var bounds: Rect
    /// The safe area's insets from the bounds' edges.
    public var insets: EdgeInsets
    /// The bands' colour (translucent).
    public var color: SceneColor

    /// The bands of `insets` over `bounds`.
    public init(bounds: Rect, insets: EdgeInsets, color: SceneColor = SafeAreaBands.dimColor) {
        self.bounds = bounds
        self.insets = insets
        self.color = color
    }

    /// One rectangle per edge with an inset greater than 0, clamped to the bounds: top, bottom, left,
    /// right.
    public var rects: [Rect] {
        let height = bounds.height
        let width = bounds.width
        let top = clamp(insets.top, height)
        let bottom = clamp(insets.bottom, height - top)
        let left = clamp(insets.left, width)
        let right = clamp(insets.right, width - left)
        let middle = height - top - bottom
        return [
            top > 0 ? Rect(x: bounds.minX, y: bounds.minY, width: width, height: top) : nil,
            bottom > 0 ? Rect(x: bounds.minX, y: bounds.maxY - bottom, width: width, height: bottom) : nil,
            left > 0 && middle > 0 ? Rect(x: bounds.minX, y: bounds.minY + top, width: left, height: middle) : nil,
            right > 0 && middle > 0 ? Rect(x: bounds.maxX - right, y: bounds.minY + top, width: right, height: middle) : nil,
        ].compactMap { $0 }
    }

    /// The element the bands make: kind `safeArea`, a decoration of no section
    /// (`LayoutAttributes.layoutWideSection`), framed by the bounds, above everything.
    public var element: SceneElement {
        SceneElement(
            category: .decorationView, elementKind: SafeAreaBands.elementKind,
            section: LayoutAttributes.layoutWideSection, item: nil, frame: bounds, zIndex: .max)
    }

    private func clamp(_ value: Double, _ limit: Double) -> Double {
        value.isFinite ? Swift.min(Swift.max(0, value), Swift.max(0, limit)) : 0
    }
}

extension SceneBuilder {
    /// Hands `visitor` the safe-area bands' element, when there is a band to draw.
    @inlinable
    func emitSafeArea<Visitor: SceneVisitor>(into visitor: inout Visitor) {
        guard let safeArea else { return }
        let rects = safeArea.rects
        guard !rects.isEmpty else { return }
        visitor.beginElement(safeArea.element)
        for rect in rects { visitor.drawRectangle(SceneRectangle(rect, fill: safeArea.color)) }
        visitor.endElement()
    }
}
