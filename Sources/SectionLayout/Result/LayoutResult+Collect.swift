extension LayoutResult {
    /// Appends one section's elements (all, or those intersecting `rect`) to `result`, in the order of
    /// `elements(in:)`. Each element is built in place in the array: going through a closure that takes
    /// `LayoutAttributes` costs a copy and a destroy per element, which is most of a query's time.
    func collect(section: Int, in rect: Rect?, into result: inout [LayoutAttributes]) {
        let entry = sections[section]
        func hit(_ frame: Rect) -> Bool { rect.map { frame.intersects($0) } ?? true }
        if let frame = entry.background, hit(frame) {
            result.append(LayoutAttributes(kind: .background, section: section, frame: frame,
                                           style: entry.backgroundStyle))
        }
        if let frame = entry.header, hit(frame) {
            result.append(LayoutAttributes(kind: .header, section: section, frame: frame))
        }
        if let rect {
            entry.items.forEach(in: rect) { item, frame in
                result.append(LayoutAttributes(kind: .cell, section: section, item: item, frame: frame))
                return true
            }
        } else {
            entry.items.forEach { item, frame in
                result.append(LayoutAttributes(kind: .cell, section: section, item: item, frame: frame))
            }
        }
        if let frame = entry.footer, hit(frame) {
            result.append(LayoutAttributes(kind: .footer, section: section, frame: frame))
        }
    }
}
