extension LineArea {
    /// Items of individual sizes: greedy line breaking (an item joins the line while
    /// `used + spacing + length ≤ crossLength`); a full line's leftover space is spread over its gaps and
    /// a lone item is centred; the section's last line is left-aligned at the minimum spacing; items are
    /// centred across their line.
    func placeSized(_ sizes: [Size]) -> Placement {
        let count = sizes.count
        let limit = crossLength + fitTolerance
        let spacing = interitemSpacing
        var lines = SizedLines(axis: axis, sizes: sizes, origins: [], lineStarts: [0], lineMain: [],
                               lineThickness: [], runningMaxEnd: [], runningMinStart: [],
                               crossOrdered: spacing >= 0)
        var minCross = Double.infinity, maxCross = -Double.infinity
        var minMain = Double.infinity, maxMain = -Double.infinity
        lines.origins = [Point](unsafeUninitializedCapacity: count) { origins, initialized in
            sizes.withUnsafeBufferPointer { sizes in
                var main = mainStart
                var first = 0
                while first < count {
                    var used = sizes[first].cross(axis), total = used
                    var thickness = sizes[first].main(axis)
                    var end = first + 1
                    while end < count {
                        let length = sizes[end].cross(axis)
                        guard used + spacing + length <= limit else { break }
                        used += spacing + length
                        total += length
                        thickness = Swift.max(thickness, sizes[end].main(axis))
                        end += 1
                    }
                    let isLast = end == count, itemCount = end - first
                    var cross = crossStart, gap = spacing
                    if itemCount == 1, !isLast {
                        cross = centredCrossPosition(length: total)
                    } else if !isLast {
                        gap = (crossLength - total) / Double(itemCount - 1)
                    }
                    minCross = Swift.min(minCross, cross)
                    for index in first..<end {
                        let size = sizes[index]
                        origins.initializeElement(
                            at: index,
                            to: Point(main: main + (thickness - size.main(axis)) / 2, cross: cross, axis: axis))
                        maxCross = Swift.max(maxCross, cross + size.cross(axis))
                        cross += size.cross(axis) + gap
                    }
                    lines.lineStarts.append(end)
                    lines.lineMain.append(main)
                    lines.lineThickness.append(thickness)
                    minMain = Swift.min(minMain, main)
                    maxMain = Swift.max(maxMain, main + thickness)
                    main += thickness + lineSpacing
                    first = end
                }
                initialized = count
            }
        }
        lines.computeRunningBounds()
        guard count > 0 else { return Placement(store: .lines(lines), mainLength: 0, bounds: nil) }
        let mainLength = (lines.lineMain.last ?? mainStart) + (lines.lineThickness.last ?? 0) - mainStart
        let bounds = Rect(main: minMain, cross: minCross, mainLength: maxMain - minMain,
                          crossLength: maxCross - minCross, axis: axis)
        return Placement(store: .lines(lines), mainLength: mainLength, bounds: bounds)
    }
}
