extension LineArea {
    /// Items of individual sizes, by `LineBreaker`'s rule. Kept as `SizedLines` (checkpoints only) when
    /// every line is short and lines never step back, else as `ExplicitLines` (a position per item).
    /// Sizes that are negative or not finite are sanitized (`sanitized(_:)`): the common case is laid out
    /// once, checking the sizes as it reads them; only when that finds a bad one (or a line too long to
    /// replay) are they checked on their own and the section laid out again.
    func placeSized(_ sizes: [Size]) -> Placement {
        let breaker = LineBreaker(
            axis: axis, crossStart: crossStart, crossLength: crossLength,
            limit: crossLength + fitTolerance, interitemSpacing: interitemSpacing,
            lineSpacing: lineSpacing)
        func place<P: AxisProjection>(_ projection: P.Type) -> Placement {
            var tooLong = false
            if lineSpacing >= 0 {
                switch placeReplayable(sizes, breaker: breaker, projection, trusting: false) {
                case .placed(let placement): return placement
                case .lineTooLong: tooLong = true
                case .sizesFlagged: break
                }
            }
            let valid = LineArea.allValid(sizes)
            let safe = valid ? sizes : sizes.map(sanitized)
            // Valid sizes with a line too long would only fail again.
            if lineSpacing >= 0, !(valid && tooLong),
                case .placed(let placement) = placeReplayable(safe, breaker: breaker, projection, trusting: true)
            {
                return placement
            }
            return placeExplicit(safe, breaker: breaker, projection)
        }
        return axis == .vertical ? place(VerticalProjection.self) : place(HorizontalProjection.self)
    }

    /// True when every extent is finite and not negative. The common case is settled by a branch-free
    /// (vectorized) pass over the bit patterns: a non-negative finite double is below `0x7FF0…`, and any
    /// other has the top bit set in `bits` or in `bits + 0x0010…`. Only when that flags something (as
    /// `-0.0` is) are the values compared one by one.
    static func allValid(_ sizes: [Size]) -> Bool {
        let fast = sizes.withUnsafeBytes { bytes in
            bytes.withMemoryRebound(to: UInt64.self) { words -> Bool in
                var flags: UInt64 = 0
                for bits in words { flags |= bits | (bits &+ 0x0010_0000_0000_0000) }
                return flags & 0x8000_0000_0000_0000 == 0
            }
        }
        return fast || sizes.allSatisfy { $0.width >= 0 && $0.height >= 0 && $0.width.isFinite && $0.height.isFinite }
    }

    /// What laying items out as `SizedLines` came to.
    private enum ReplayableResult {
        case placed(Placement)
        /// A line holds more than `SizedLines.maximumReplayLine` items.
        case lineTooLong
        /// A size may be negative or not finite (`SizeCheck`), unless `trusting` said they are valid.
        case sizesFlagged
    }

    /// The placement as `SizedLines`, unless a line is too long to replay or (when not `trusting` the
    /// sizes to be valid) a size is flagged.
    private func placeReplayable<P: AxisProjection>(
        _ sizes: [Size], breaker: LineBreaker, _ projection: P.Type,
        trusting: Bool
    ) -> ReplayableResult {
        var checkpoints: [LineCheckpoint] = []
        var check = SizeCheck()
        // Lines never step back here, so the first starts first and the last ends last along the scroll
        // axis: only the extent across is gathered line by line (fewer values live in the hot loop). Every
        // line starts at the leading inset or after it (a lone item is centred), the last one at it.
        var minCross = crossStart
        var maxCross = -Double.infinity
        var end = mainStart
        let fits = sizes.withUnsafeBufferPointer { sizes -> Bool in
            var main = mainStart
            var first = 0
            var lineIndex = 0
            while first < sizes.count {
                let line = breaker.line(from: first, main: main, in: sizes, projection, checking: &check)
                guard line.end &- line.first <= SizedLines.maximumReplayLine else { return false }
                if lineIndex % SizedLines.linesPerCheckpoint == 0 {
                    checkpoints.append(LineCheckpoint(first: first, main: main))
                }
                let across = ExtentTracker.crossExtent(of: line, sizes: sizes, projection)
                minCross = across.start < minCross ? across.start : minCross
                maxCross = larger(across.end, maxCross)
                end = line.main + line.thickness
                main = breaker.main(after: line)
                first = line.end
                lineIndex &+= 1
            }
            return true
        }
        guard fits else { return .lineTooLong }
        guard trusting || check.isValid else { return .sizesFlagged }
        let bounds =
            sizes.isEmpty
            ? nil
            : Rect(
                main: mainStart, cross: minCross,
                mainLength: coveringLength(from: mainStart, to: end),
                crossLength: coveringLength(from: minCross, to: maxCross), axis: axis)
        let store = SizedLines(breaker: breaker, sizes: sizes, checkpoints: checkpoints, reach: bounds?.reach ?? 0)
        return .placed(Placement(store: .lines(store), mainLength: sizes.isEmpty ? 0 : end - mainStart, bounds: bounds))
    }

    /// The placement as `ExplicitLines`: every item's cross-axis position stored (sizes must be valid).
    private func placeExplicit<P: AxisProjection>(
        _ sizes: [Size], breaker: LineBreaker,
        _ projection: P.Type
    ) -> Placement {
        var lines: [ExplicitLine] = []
        var extent = ExtentTracker()
        let crossOrigins = [Double](unsafeUninitializedCapacity: sizes.count) { origins, initialized in
            sizes.withUnsafeBufferPointer { sizes in
                var main = mainStart
                var first = 0
                while first < sizes.count {
                    let line = breaker.line(from: first, main: main, in: sizes, projection)
                    var position = line.start
                    for index in line.first..<line.end {
                        origins.initializeElement(at: index, to: position)
                        position += P.cross(sizes[index]) + line.gap
                    }
                    lines.append(ExplicitLine(first: first, main: main, thickness: line.thickness))
                    extent.add(line, sizes: sizes, projection)
                    main = breaker.main(after: line)
                    first = line.end
                }
            }
            initialized = sizes.count
        }
        let bounds = extent.bounds(axis: axis)
        var store = ExplicitLines(
            axis: axis, sizes: sizes, crossOrigins: crossOrigins, lines: lines,
            runningMaxEnd: [], runningMinStart: [], crossOrdered: interitemSpacing >= 0,
            reach: bounds?.reach ?? 0)
        store.computeRunningBounds(lineSpacing: lineSpacing)
        return Placement(store: .explicitLines(store), mainLength: extent.mainLength(from: mainStart), bounds: bounds)
    }
}
