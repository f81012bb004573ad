import CellGrid
import SectionLayout
import SectionSpec

extension ViewerState {
    /// The element drawn at a screen cell: the topmost whose snapped cells contain it — the highest
    /// zIndex, pinned elements above the others of theirs, the last in query order among equals, as the
    /// scene draws them (`nil` outside the layout area or over empty canvas). A pinned supplementary is
    /// found where it sticks.
    public func element(atColumn column: Int, row: Int) -> LayoutAttributes? {
        guard layoutArea.contains(column: column, row: row) else { return nil }
        let origin = viewport.originCell
        let cell = CellRect(x: origin.column + column, y: origin.row + row, width: 1, height: 1)
        let scale = viewport.scale
        let probe = scale.points(for: cell.expanded(by: LayoutRenderer.queryMargin))
        var hit: LayoutAttributes?
        if let elements = programElements {
            // A program's elements as it drew them, its own decoration views among them.
            elements.forEachElement(in: probe, context: viewport.scrollContext) { element in
                guard scale.cells(for: element.frame).contains(column: cell.x, row: cell.y) else { return true }
                if let current = hit, element.zIndex < current.zIndex { return true }
                hit = element
                return true
            }
            return hit
        }
        layout.forEachElement(in: probe, context: viewport.scrollContext) { element in
            guard scale.cells(for: element.frame).contains(column: cell.x, row: cell.y) else { return }
            if let current = hit, (element.zIndex, element.isPinned ? 1 : 0) < (current.zIndex, current.isPinned ? 1 : 0) {
                return
            }
            hit = element
        }
        return hit
    }

    /// Shows what is under a clicked cell and selects its section for tweaks — and an item under it,
    /// which a drag from there then moves (an element of the whole layout leaves the selection as it was).
    mutating func select(column: Int, row: Int) {
        guard let element = element(atColumn: column, row: row) else {
            chrome.message = .nothingThere
            return
        }
        if !element.isLayoutWide { selection.scope = .section(element.section) }
        if let picture = program?.picture {
            // Named as the program drew it; its items are its data source's, not dragged here.
            chrome.message = .element(Self.name(of: element, in: picture), frame: element.frame, row: nil, pinned: false)
            return
        }
        if element.kind == .cell, let item = element.item {
            let path = ItemPath(section: element.section, item: item)
            items.selected = path
            items.drag = ItemDrag(source: path, pressedColumn: column, pressedRow: row)
        } else {
            items.selected = nil
        }
        // The layout frame, as `frames` prints it; a cell (or badge) of a scrolled orthogonal row is drawn
        // moved by the row's offset, which is reported beside it. A pinned supplementary is named where
        // it sticks, as `frames --offset` prints it, and says so.
        let frame =
            element.isPinned
            ? element.frame
            : layout.attributes(kind: element.kind, section: element.section, item: element.item)?.frame ?? element.frame
        let row = element.item == nil || element.isLayoutWide ? nil : rowPosition(ofSection: element.section)
        chrome.message = .element(Self.name(of: element), frame: frame, row: row, pinned: element.isPinned)
    }

    /// How the inspector names an element: its kind — the element kind of a supplementary the layout
    /// names, quoted (`supplementary "badge"`) — and where it is: `0.3` for a cell, `of item 0.3` for
    /// an item's supplementary, `section 0` for a section's other elements, `of the layout` for the
    /// layout's own.
    static func name(of element: LayoutAttributes) -> String {
        let kind: String
        switch element.kind {
        case .cell, .header, .footer, .background: kind = element.kind.rawValue
        default: kind = "supplementary " + JSONWriter.quoted(element.kind.rawValue)
        }
        if element.isLayoutWide { return kind + " of the layout" }
        guard let item = element.item else { return "\(kind) section \(element.section)" }
        let path = "\(element.section).\(item)"
        return element.kind == .cell ? "\(kind) \(path)" : "\(kind) of item \(path)"
    }

    /// How a program's element is named: by the view it is — a cell, a header or footer, another
    /// supplementary view or a decoration view of its element kind — and what its view shows (its text,
    /// fill and corner radius), `decoration "DayCard" section 0 · white r10`.
    static func name(of element: LayoutAttributes, in picture: ProgramPicture) -> String {
        let given = picture.looks.look(of: element)
        var name: String
        switch (element.kind, given?.category) {
        case (.cell, _), (.header, _), (.footer, _): name = Self.name(of: element)
        case (_, .decorationView?): name = "decoration " + JSONWriter.quoted(element.kind.rawValue)
        default: name = "supplementary " + JSONWriter.quoted(element.kind.rawValue)
        }
        if ![.cell, .header, .footer].contains(element.kind) {
            name += element.isLayoutWide ? " of the layout" : " section \(element.section)"
        }
        guard let look = given?.look else { return name }
        var parts: [String] = []
        if let text = look.text, !text.isEmpty { parts.append(JSONWriter.quoted(text)) }
        if let fill = look.fill { parts.append(fill.description) }
        if look.cornerRadius > 0 { parts.append("r\(formatPoints(look.cornerRadius))") }
        return parts.isEmpty ? name : name + " · " + parts.joined(separator: " ")
    }

    /// Where an orthogonal section's row is scrolled, `x 355 pt` (`y` when the layout scrolls
    /// horizontally, so rows scroll down); `nil` for other sections.
    func rowPosition(ofSection section: Int) -> String? {
        guard layout.orthogonalRow(inSection: section) != nil else { return nil }
        let offset = viewport.orthogonalOffsets[section] ?? 0
        return "\(spec.scrollDirection == .vertical ? "x" : "y") \(formatPoints(offset)) pt"
    }

    /// Scrolls the orthogonal row of the selected section — with none selected (or one that does not
    /// scroll sideways), the row nearest the middle of the screen, the one the user is looking at — by
    /// one page, group or a quarter of the screen, resting where the section's behaviour says, and says
    /// which row it was and where it is now.
    mutating func scrollOrthogonalRow(by direction: Int) {
        guard let (section, nearest) = orthogonalSectionInView(), let row = layout.orthogonalRow(inSection: section) else {
            chrome.message = .noOrthogonalRow
            return
        }
        let step = row.pageLength ?? Swift.max(1, row.visibleLength / 4)
        let current = viewport.orthogonalOffsets[section] ?? 0
        // Right to left a row starts at the right and its offset grows leftwards: `H` (left) goes on.
        let onwards = layout.layoutDirection == .rightToLeft && layout.scrollDirection == .vertical ? -direction : direction
        camera.viewport.orthogonalOffsets[section] = row.restingOffset(near: current + Double(onwards) * step)
        chrome.message = .rowScrolled(
            section: section, position: rowPosition(ofSection: section) ?? "", range: row.offsetRange,
            nearest: nearest)
    }

    /// The section whose orthogonal row `H`/`L` scroll: the selected one, else (`nearest`) the visible
    /// one whose frame is nearest the middle of the screen along the scroll axis (one across the middle
    /// first; the first of equals).
    private func orthogonalSectionInView() -> (section: Int, nearest: Bool)? {
        let orthogonal = layout.orthogonalSections
        if case .section(let index) = selection.scope, orthogonal.contains(index) { return (index, false) }
        let visible = viewport.visibleRect
        let axis = layout.scrollDirection
        let middle = (visible.minMain(axis) + visible.maxMain(axis)) / 2
        var nearest: (section: Int, distance: Double)?
        for section in orthogonal {
            guard let frame = layout.sectionFrame(section), frame.intersects(visible) else { continue }
            let distance = Swift.max(0, frame.minMain(axis) - middle, middle - frame.maxMain(axis))
            if let best = nearest, best.distance <= distance { continue }
            nearest = (section, distance)
        }
        return nearest.map { ($0.section, true) }
    }
}

extension CellRect {
    /// Grown by `amount` cells on every side.
    func expanded(by amount: Int) -> CellRect {
        CellRect(x: x - amount, y: y - amount, width: width + 2 * amount, height: height + 2 * amount)
    }
}
