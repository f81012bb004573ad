extension LineArea {
    /// Items of individual sizes, by `LineBreaker`'s rule. Kept as `SizedLines` (checkpoints only) when
    /// every line is short and lines never step back, else as `ExplicitLines` (a position per item).
    /// Sizes that are negative or not finite are sanitized first (`sanitized(_:)`).
    func placeSized(_ sizes: [Size]) -> Placement {
        let safe = LineArea.allValid(sizes) ? sizes : sizes.map(sanitized)
        let breaker = LineBreaker(axis: axis, crossStart: crossStart, crossLength: crossLength,
                                  limit: crossLength + fitTolerance, interitemSpacing: interitemSpacing,
                                  lineSpacing: lineSpacing)
        func place<P: AxisProjection>(_ projection: P.Type) -> Placement {
            if lineSpacing >= 0, let placement = placeReplayable(safe, breaker: breaker, projection) {
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

    /// The placement as `SizedLines` (sizes must be valid), or `nil` when a line holds more than
    /// `SizedLines.maximumReplayLine` items.
    private func placeReplayable<P: AxisProjection>(_ sizes: [Size], breaker: LineBreaker,
                                                    _ projection: P.Type) -> Placement? {
        var checkpoints: [LineCheckpoint] = []
        var extent = ExtentTracker()
        let fits = sizes.withUnsafeBufferPointer { sizes -> Bool in
            var main = mainStart, first = 0, lineIndex = 0
            while first < sizes.count {
                let line = breaker.line(from: first, main: main, in: sizes, projection)
                guard line.end &- line.first <= SizedLines.maximumReplayLine else { return false }
                if lineIndex % SizedLines.linesPerCheckpoint == 0 {
                    checkpoints.append(LineCheckpoint(first: first, main: main))
                }
                extent.add(line, sizes: sizes, projection)
                main = breaker.main(after: line)
                first = line.end
                lineIndex &+= 1
            }
            return true
        }
        guard fits else { return nil }
        let store = SizedLines(breaker: breaker, sizes: sizes, checkpoints: checkpoints)
        return Placement(store: .lines(store), mainLength: extent.mainLength(from: mainStart),
                         bounds: extent.bounds(axis: axis))
    }

    /// The placement as `ExplicitLines`: every item's cross-axis position stored (sizes must be valid).
    private func placeExplicit<P: AxisProjection>(_ sizes: [Size], breaker: LineBreaker,
                                                  _ projection: P.Type) -> Placement {
        var lines: [ExplicitLine] = []
        var extent = ExtentTracker()
        let crossOrigins = [Double](unsafeUninitializedCapacity: sizes.count) { origins, initialized in
            sizes.withUnsafeBufferPointer { sizes in
                var main = mainStart, first = 0
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
        var store = ExplicitLines(axis: axis, sizes: sizes, crossOrigins: crossOrigins, lines: lines,
                                  runningMaxEnd: [], runningMinStart: [], crossOrdered: interitemSpacing >= 0)
        store.computeRunningBounds(lineSpacing: lineSpacing)
        return Placement(store: .explicitLines(store), mainLength: extent.mainLength(from: mainStart),
                         bounds: extent.bounds(axis: axis))
    }
}
