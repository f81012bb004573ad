extension LineArea {
    /// Items of individual sizes, by `LineBreaker`'s rule. Kept as `SizedLines` (checkpoints only) when
    /// every line is short and lines never step back, else as `ExplicitLines` (a position per item).
    /// Sizes that are negative or not finite are sanitized first (`sanitized(_:)`); they are checked
    /// while the lines are broken, so valid sizes are read once.
    func placeSized(_ sizes: [Size]) -> Placement {
        let breaker = LineBreaker(axis: axis, crossStart: crossStart, crossLength: crossLength,
                                  limit: crossLength + fitTolerance, interitemSpacing: interitemSpacing,
                                  lineSpacing: lineSpacing)
        func place<P: AxisProjection>(_ projection: P.Type) -> Placement {
            var safe = sizes
            if lineSpacing >= 0 {
                switch placeReplayable(sizes, breaker: breaker, projection) {
                case .placed(let placement): return placement
                case .invalidSizes:
                    safe = sizes.map(sanitized)
                    if case .placed(let placement) = placeReplayable(safe, breaker: breaker, projection) {
                        return placement
                    }
                case .lineTooLong:
                    break
                }
            }
            if safe.contains(where: { !($0.width >= 0 && $0.height >= 0 && $0.width.isFinite && $0.height.isFinite) }) {
                safe = safe.map(sanitized)
            }
            return placeExplicit(safe, breaker: breaker, projection)
        }
        return axis == .vertical ? place(VerticalProjection.self) : place(HorizontalProjection.self)
    }

    /// The outcome of trying to keep a section as `SizedLines`.
    private enum ReplayableOutcome {
        case placed(Placement)
        case invalidSizes
        case lineTooLong
    }

    /// The placement as `SizedLines`, unless a size is invalid or a line holds more than
    /// `SizedLines.maximumReplayLine` items.
    private func placeReplayable<P: AxisProjection>(_ sizes: [Size], breaker: LineBreaker,
                                                    _ projection: P.Type) -> ReplayableOutcome {
        var checkpoints: [LineCheckpoint] = []
        var extent = ExtentTracker()
        var valid = true
        let fits = sizes.withUnsafeBufferPointer { sizes -> Bool in
            var main = mainStart, first = 0, lineIndex = 0
            while first < sizes.count {
                let line = breaker.line(from: first, main: main, in: sizes, projection, validate: true, valid: &valid)
                guard valid else { return true }
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
        guard valid else { return .invalidSizes }
        guard fits else { return .lineTooLong }
        let store = SizedLines(breaker: breaker, sizes: sizes, checkpoints: checkpoints)
        return .placed(Placement(store: .lines(store), mainLength: extent.mainLength(from: mainStart),
                                 bounds: extent.bounds(axis: axis)))
    }

    /// The placement as `ExplicitLines`: every item's cross-axis position stored (sizes must be valid).
    private func placeExplicit<P: AxisProjection>(_ sizes: [Size], breaker: LineBreaker,
                                                  _ projection: P.Type) -> Placement {
        var lines: [ExplicitLine] = []
        var extent = ExtentTracker()
        var valid = true
        let crossOrigins = [Double](unsafeUninitializedCapacity: sizes.count) { origins, initialized in
            sizes.withUnsafeBufferPointer { sizes in
                var main = mainStart, first = 0
                while first < sizes.count {
                    let line = breaker.line(from: first, main: main, in: sizes, projection, validate: false,
                                            valid: &valid)
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
