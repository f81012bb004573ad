import SectionLayout

extension Rect {
    /// The x of its centre.
    var midX: Double { minX + width / 2 }
    /// The y of its centre.
    var midY: Double { minY + height / 2 }
}
