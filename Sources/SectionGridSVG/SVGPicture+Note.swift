import SectionLayout

extension SVGPicture {
    /// One line saying what a picture cut short left out, or `nil` when it shows its whole area:
    /// `the picture shows y 0…32767 pt of 0…6612000 (at most 10000 elements and 32767 pt along the
    /// scroll axis): drew 4960 elements (4950 of 1000000 items), left out everything from y 32767 on`
    /// (the item count when `totalItems` is given; the first element left out when the element limit
    /// cut it).
    public func note(totalItems: Int? = nil) -> String? {
        guard let cut else { return nil }
        let axis = scrollDirection
        let name = axis == .vertical ? "y" : "x"
        func span(_ rect: Rect) -> String { "\(PointsFormat.text(rect.minMain(axis)))…\(PointsFormat.text(rect.maxMain(axis)))" }
        let items = totalItems.map { "\(cells) of \($0) items" } ?? "\(cells) cells"
        var line =
            "the picture shows \(name) \(span(area)) pt of \(span(cut.requested)) (at most \(cut.limit) elements and"
            + " \(PointsFormat.text(cut.maximumLength)) pt along the scroll axis): drew \(elements) elements (\(items)), left out "
        if let first = cut.firstLeftOut {
            let path = first.item.map { "\(first.section).\($0)" } ?? "\(first.section)"
            line += "everything from \(first.elementKind.rawValue) \(path) on"
        } else {
            line += "everything from \(name) \(PointsFormat.text(area.maxMain(axis))) on"
        }
        return line
    }
}
