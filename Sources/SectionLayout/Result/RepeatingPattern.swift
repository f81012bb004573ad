/// Items laid out by one group repeated at a fixed pitch (a compositional-layout section): the frames of
/// the first group's items and the distance to the next group. Frames and rect queries are answered in
/// closed form, never stored per item, so a section costs the size of one group.
///
/// Item `i` is slot `i % slots.count` of group `i / slots.count`; the last group holds the leftover items
/// in its first slots. Groups follow each other along `advance`: the scroll axis for an ordinary section,
/// the cross axis for an orthogonally scrolling one.
struct RepeatingPattern: FrameStore, Sendable, Equatable {
    // The one-byte fields come last, so they share the padding after `slotBounds`: with a section's
    // badges beside it, the item store stays the size it was without them.

    /// Number of items (0 when the group holds no slots).
    var count: Int
    /// The frames of the first group's items, in content coordinates.
    var slots: [Rect]
    /// Distance between the starts of consecutive groups along `advance` (0 when not finite).
    var pitch: Double
    /// Slot indices ordered by their start along `advance`.
    private var order: [Int]
    /// Largest end along `advance` among `order[0...k]` (monotone, for the binary search).
    private var runningMaxEnd: [Double]
    /// The bounding box of `slots`.
    private var slotBounds: Rect?
    /// The axis along which consecutive groups are placed (its "main" coordinate, in `Geometry+Axis`).
    var advance: Axis
    /// True when `order` is `0..<slots.count`, so hits come out in item order without sorting.
    private var orderIsIdentity: Bool
    /// The pixel grid each frame is rounded to as it is handed out (none: exact frames). Four bytes, in
    /// the padding after the one-byte fields.
    private var pixelScale: PixelScale

    init(advance: Axis, count: Int, slots: [Rect], pitch: Double, pixelScale: PixelScale = .none) {
        self.pixelScale = pixelScale
        self.advance = advance
        self.count = slots.isEmpty ? 0 : Swift.max(0, count)
        self.slots = slots
        self.pitch = pitch.isFinite ? pitch : 0
        order = slots.indices.sorted { (slots[$0].minMain(advance), $0) < (slots[$1].minMain(advance), $1) }
        orderIsIdentity = order == Array(slots.indices)
        var maxEnd = -Double.infinity
        runningMaxEnd = order.map { index in
            maxEnd = Swift.max(maxEnd, slots[index].maxMain(advance))
            return maxEnd
        }
        slotBounds = slots.dropFirst().reduce(slots.first) { $0?.union($1) }
    }

    /// Number of groups (the last one possibly partial).
    var groupCount: Int { count == 0 ? 0 : (count - 1) / slots.count + 1 }

    /// The frame of slot `slot` in group `group` (on the pixel grid when the pattern has one).
    private func frame(group: Int, slot: Int) -> Rect {
        let shift = Double(group) * pitch
        let frame = advance == .vertical ? slots[slot].offsetBy(dx: 0, dy: shift) : slots[slot].offsetBy(dx: shift, dy: 0)
        return pixelScale.isRounding ? pixelScale.rounded(frame) : frame
    }

    /// The frame of item `index` (which must be in range).
    func frame(at index: Int) -> Rect {
        frame(group: index / slots.count, slot: index % slots.count)
    }

    /// A rectangle containing every item (the first and the last group's slot bounds, and a pixel
    /// around them when frames are rounded), or `nil` when there are none.
    var bounds: Rect? {
        guard groupCount > 0, let first = slotBounds else { return nil }
        let shift = Double(groupCount - 1) * pitch
        let exact = first.union(advance == .vertical ? first.offsetBy(dx: 0, dy: shift) : first.offsetBy(dx: shift, dy: 0))
        guard pixelScale.isRounding else { return exact }
        let pixel = pixelScale.tolerance
        return Rect(
            x: exact.minX - pixel, y: exact.minY - pixel, width: exact.width + 2 * pixel,
            height: exact.height + 2 * pixel)
    }

    /// Calls `body` with the index and frame of every item, in index order.
    func forEach(_ body: (Int, Rect) -> Void) {
        for index in 0..<count { body(index, frame(at: index)) }
    }

    /// Calls `body` with the index and frame of every item intersecting `rect`, in index order, while it
    /// returns `true` (`false` when `body` stopped the walk): the groups that may overlap are found in
    /// closed form, the slots of each by binary search.
    @discardableResult
    func forEach(in rect: Rect, _ body: (Int, Rect) -> Bool) -> Bool {
        // Rounding moves an edge by at most a pixel, so the search reaches a pixel further and each hit is
        // checked on its rounded frame.
        let pixel = pixelScale.tolerance
        guard let bounds = slotBounds, groupCount > 0,
            bounds.minCross(advance) - pixel < rect.maxCross(advance), rect.minCross(advance) < bounds.maxCross(advance) + pixel
        else { return true }
        let perGroup = slots.count
        let low = rect.minMain(advance) - pixel
        let high = rect.maxMain(advance) + pixel
        let groups = indexWindow(
            low: low, high: high, start: bounds.minMain(advance),
            length: bounds.size.main(advance), pitch: pitch,
            count: groupCount)
        var hits: [Int] = []
        for group in groups {
            QueryWork.touch()
            // With no pitch every group sits on the first: when a full first group has no hit, none has
            // (so a hostile count of coinciding zero-size groups is not walked).
            if pitch == 0, group > 0, hits.isEmpty, groups.lowerBound == 0, perGroup <= count { return true }
            let shift = Double(group) * pitch
            let tolerance = 1e-9 * (1 + abs(low) + abs(high) + abs(shift))
            let localLow = low - shift - tolerance
            let localHigh = high - shift + tolerance
            let filled = Swift.min(perGroup, count - group * perGroup)
            hits.removeAll(keepingCapacity: true)
            var k = partitionPoint(count: perGroup) { runningMaxEnd[$0] >= localLow }
            while k < perGroup, slots[order[k]].minMain(advance) <= localHigh {
                QueryWork.touch()
                let slot = order[k]
                if slot < filled, frame(group: group, slot: slot).intersects(rect) { hits.append(slot) }
                k += 1
            }
            if !orderIsIdentity { hits.sort() }
            for slot in hits where !body(group * perGroup + slot, frame(group: group, slot: slot)) { return false }
        }
        return true
    }
}
