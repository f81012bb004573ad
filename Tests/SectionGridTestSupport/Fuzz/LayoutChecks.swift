import SectionLayout
import SectionSpec

/// The invariants every layout keeps: finite frames, every item laid out, rect queries equal to a
/// brute-force filter (orthogonal offsets included), and no overlapping cells in a flow layout whose
/// spacings and insets are not negative.
enum LayoutChecks {
    /// Layouts with at most this many elements are checked element by element.
    static let bruteForceLimit = 20_000

    static func check(_ result: LayoutResult, spec: LayoutSpec, input: inout FuzzBytes) throws(FuzzFailure) {
        let size = result.contentSize
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            throw FuzzFailure("content size \(size) is not finite and ≥ 0")
        }
        let items = spec.itemCount
        guard result.numberOfItems == items else {
            throw FuzzFailure("\(result.numberOfItems) items laid out, \(items) in the spec")
        }
        guard items + 4 * result.numberOfSections <= bruteForceLimit else {
            try sample(result, input: &input)
            return
        }
        let all = result.allElements()
        for element in all where !isFinite(element.frame) { throw FuzzFailure("frame not finite: \(element)") }
        for element in all where element.kind == .cell {
            guard let item = element.item, result.itemFrame(section: element.section, item: item) == element.frame else {
                throw FuzzFailure("itemFrame disagrees with allElements for \(element)")
            }
        }
        guard spec.layout() == result else { throw FuzzFailure("laying the spec out again gives another result") }
        try ExportChecks.check(result, elements: all)
        var rects = [
            Rect(x: 0, y: 0, width: size.width, height: size.height),
            Rect(x: -1e300, y: -1e300, width: .greatestFiniteMagnitude, height: .greatestFiniteMagnitude),
        ]
        for _ in 0..<6 { rects.append(randomRect(near: all, in: size, input: &input)) }
        for rect in rects + touchingRects(all) {
            _ = try query(result, in: rect, context: .unscrolled, all: all)
        }
        let orthogonal = result.orthogonalSections
        if !orthogonal.isEmpty {
            var offsets: [Int: Double] = [:]
            for section in orthogonal where input.bool() { offsets[section] = input.signed() }
            let context = ScrollContext(orthogonalOffsets: offsets)
            let scrolled = result.allElements(context: context)
            guard scrolled == scrolledElements(result, offsets: offsets) else {
                throw FuzzFailure("allElements(context: \(offsets)) does not move the rows' cells and badges by their offsets")
            }
            for rect in rects.suffix(4) {
                let expected = try query(result, in: rect, context: context, all: scrolled)
                // A walk that stops after `limit` elements sees exactly the first `limit`.
                let limit = input.int(1...Swift.max(1, expected.count))
                var seen: [LayoutAttributes] = []
                let finished = result.forEachElement(in: rect, context: context) { element in
                    seen.append(element)
                    return seen.count < limit
                }
                guard seen == Array(expected.prefix(limit)), finished == (limit > expected.count) else {
                    throw FuzzFailure(
                        "a walk of \(rect) stopped after \(limit) saw \(seen.count) elements (finished \(finished))")
                }
            }
        }
        if let flow = spec.flowLayout, flow.hasNonNegativeSpacingAndInsets {
            try noOverlaps(all.filter { $0.kind == .cell })
        }
    }

    /// The brute-force answer to a query of `rect`: every element of `all` — the layout's elements as
    /// `allElements(context:)` hands them out — whose frame intersects `rect` by `Rect.intersects`, the
    /// library's one predicate (docs/limits.md). Throws when `elements(in:context:)` answers otherwise,
    /// naming the first element missed and the first added; returns the answer.
    static func query(
        _ result: LayoutResult, in rect: Rect, context: ScrollContext,
        all: [LayoutAttributes]
    ) throws(FuzzFailure) -> [LayoutAttributes] {
        let expected = all.filter { $0.frame.intersects(rect) }
        let answer = result.elements(in: rect, context: context)
        guard answer == expected else {
            let missing = expected.first { !answer.contains($0) }.map { " misses \($0)" } ?? ""
            let extra = answer.first { !expected.contains($0) }.map { " adds \($0)" } ?? ""
            let scrolled = context.orthogonalOffsets.isEmpty ? "" : ", context: \(context.orthogonalOffsets)"
            throw FuzzFailure(
                "elements(in: \(rect)\(scrolled)) differs from brute force (\(result.layoutDirection)):"
                    + "\(missing)\(extra) (\(answer.count) vs \(expected.count))")
        }
        return answer
    }

    /// Every element with the rows of `offsets` scrolled, worked out from the left-to-right layout: there
    /// a row's cells and badges move by −offset across the scroll axis (boundary items and backgrounds
    /// stay), and a right-to-left result shows that mirrored across the content's width, so its rows
    /// move by +offset on screen (docs/devices.md, "Right to left and dark mode").
    static func scrolledElements(_ result: LayoutResult, offsets: [Int: Double]) -> [LayoutAttributes] {
        let rightToLeft = result.layoutDirection == .rightToLeft
        let leftToRight = rightToLeft ? result.mirroredHorizontally() : result
        let mirror = HorizontalMirror(width: result.contentSize.width)
        return leftToRight.allElements().map { element in
            var copy = element
            if element.item != nil, !element.isLayoutWide, let offset = offsets[element.section] {
                copy.frame =
                    result.scrollDirection == .vertical
                    ? element.frame.offsetBy(dx: -offset, dy: 0)
                    : element.frame.offsetBy(dx: 0, dy: -offset)
            }
            if rightToLeft { copy.frame = mirror(copy.frame) }
            return copy
        }
    }

    /// Rects that only touch an element — the first, a middle and the last one — along each of its
    /// edges, or have no size at one of its corners: where open and closed intervals differ.
    static func touchingRects(_ all: [LayoutAttributes]) -> [Rect] {
        guard !all.isEmpty else { return [] }
        return Set([0, all.count / 2, all.count - 1]).sorted().flatMap { index -> [Rect] in
            let f = all[index].frame
            return [
                Rect(x: f.maxX, y: f.minY, width: 10, height: f.height),
                Rect(x: f.minX - 10, y: f.minY, width: 10, height: f.height),
                Rect(x: f.minX, y: f.maxY, width: f.width, height: 0), Rect(x: f.minX, y: f.minY, width: 0, height: 0),
                Rect(x: f.maxX, y: f.maxY, width: 0, height: 0),
                Rect(x: f.minX, y: f.minY - 1e-300, width: f.width, height: 1e-300),
            ]
        }
    }

    /// A layout too large to enumerate: a few queries and the first and last items stay finite.
    static func sample(_ result: LayoutResult, input: inout FuzzBytes) throws(FuzzFailure) {
        let size = result.contentSize
        for _ in 0..<4 {
            let width = input.length().truncatingRemainder(dividingBy: 2_000)
            let height = input.length().truncatingRemainder(dividingBy: 2_000)
            let rect = Rect(x: input.unit() * size.width - 50, y: input.unit() * size.height - 50, width: width, height: height)
            for element in result.elements(in: rect) where !isFinite(element.frame) || !element.frame.intersects(rect) {
                throw FuzzFailure("query \(rect) gave \(element)")
            }
        }
        for section in 0..<result.numberOfSections {
            let count = result.numberOfItems(inSection: section)
            for item in [0, count / 2, count - 1] where item >= 0 {
                if let frame = result.itemFrame(section: section, item: item), !isFinite(frame) {
                    throw FuzzFailure("item \(item) of section \(section) at \(frame)")
                }
            }
        }
    }

    /// A rectangle around an element, across the content, or anywhere.
    static func randomRect(near all: [LayoutAttributes], in size: Size, input: inout FuzzBytes) -> Rect {
        if !all.isEmpty, input.bool() {
            let frame = all[input.int(0...all.count - 1)].frame
            return Rect(
                x: frame.minX - input.length().truncatingRemainder(dividingBy: 100),
                y: frame.minY - input.length().truncatingRemainder(dividingBy: 100),
                width: input.length(), height: input.length())
        }
        return Rect(
            x: input.unit() * size.width - input.length(), y: input.unit() * size.height - input.length(),
            width: input.length(), height: input.length())
    }

    /// No two cells with area overlap by more than rounding (a sweep along x, at most a few million pairs).
    static func noOverlaps(_ cells: [LayoutAttributes]) throws(FuzzFailure) {
        let sorted = cells.filter { $0.frame.width > 0 && $0.frame.height > 0 }.sorted { $0.frame.minX < $1.frame.minX }
        var pairs = 0
        for i in sorted.indices {
            let a = sorted[i].frame
            var j = i + 1
            while j < sorted.count, sorted[j].frame.minX < a.maxX, pairs < 4_000_000 {
                let b = sorted[j].frame
                let tolerance = 1e-8 * max(1, abs(a.minX), abs(a.maxX), abs(a.minY), abs(a.maxY), abs(b.minY), abs(b.maxY))
                let dx = min(a.maxX, b.maxX) - max(a.minX, b.minX)
                let dy = min(a.maxY, b.maxY) - max(a.minY, b.minY)
                if dx > tolerance, dy > tolerance { throw FuzzFailure("cells overlap: \(sorted[i]) and \(sorted[j])") }
                pairs += 1
                j += 1
            }
        }
    }

    static func isFinite(_ rect: Rect) -> Bool {
        rect.minX.isFinite && rect.minY.isFinite && rect.width.isFinite && rect.height.isFinite
    }
}
