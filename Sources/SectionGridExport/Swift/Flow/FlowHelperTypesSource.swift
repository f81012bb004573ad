/// The private helper types of a layout with backgrounds: the items' extent, the scroll axis (both
/// directions in one computation) and the index that answers rect queries by binary search.
struct FlowHelperTypesSource {
    let name: String
    let plan: FlowExportPlan

    var text: String {
        SwiftSource.lines([
            "extension \(name) {",
            SwiftSource.indented(SwiftSource.blocks([itemExtent, scrollAxis, backgroundIndex])),
            "}",
        ])
    }

    private var itemExtent: String {
        let box =
            plan.geometry.coversItems
            ? """


                /// The items' bounding box.
                var boundingBox: CGRect {
                    CGRect(x: minX, y: minY, width: \(name).coveringLength(from: minX, to: maxX),
                           height: \(name).coveringLength(from: minY, to: maxY))
                }
            """ : ""
        return """
            /// The extremes of a section's item frames.
            private struct ItemExtent {
                var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity

                /// The extent of `frames`, or `nil` when there are none.
                init?(_ frames: [CGRect]) {
                    guard !frames.isEmpty else { return nil }
                    for frame in frames {
                        minX = min(minX, frame.minX)
                        minY = min(minY, frame.minY)
                        maxX = max(maxX, frame.maxX)
                        maxY = max(maxY, frame.maxY)
                    }
                }\(box)
            }
            """
    }

    private var scrollAxis: String {
        """
        /// Lengths along the scroll direction and across it, so one computation serves both directions.
        private struct ScrollAxis {
            let isVertical: Bool

            init(_ direction: UICollectionView.ScrollDirection) {
                isVertical = direction == .vertical
            }

            func length(of rect: CGRect) -> CGFloat { isVertical ? rect.height : rect.width }
            func start(_ rect: CGRect) -> CGFloat { isVertical ? rect.minY : rect.minX }
            func end(_ rect: CGRect) -> CGFloat { isVertical ? rect.maxY : rect.maxX }
            func end(of items: ItemExtent) -> CGFloat { isVertical ? items.maxY : items.maxX }
            func crossLength(of size: CGSize) -> CGFloat { isVertical ? size.width : size.height }
            func leadingInset(_ insets: UIEdgeInsets) -> CGFloat { isVertical ? insets.top : insets.left }
            func trailingInset(_ insets: UIEdgeInsets) -> CGFloat { isVertical ? insets.bottom : insets.right }
            func crossInsets(_ insets: UIEdgeInsets) -> CGFloat {
                isVertical ? insets.left + insets.right : insets.top + insets.bottom
            }

            /// A rectangle `length` long from `start` along the scroll direction, `crossLength` across.
            func rect(start: CGFloat, length: CGFloat, crossLength: CGFloat) -> CGRect {
                isVertical ? CGRect(x: 0, y: start, width: crossLength, height: length)
                    : CGRect(x: start, y: 0, width: length, height: crossLength)
            }
        }
        """
    }

    private var backgroundIndex: String {
        return """
            /// The backgrounds of one `prepare()`, by section, and in section order with the running extremes
            /// along the scroll direction, so that a rectangle finds the ones it meets with two binary searches
            /// instead of looking at every section.
            @MainActor
            private struct BackgroundIndex {
                private var bySection: [BackgroundAttributes?] = []
                private var ordered: [BackgroundAttributes] = []
                /// `farthestEnds[i]`: the farthest end of `ordered[0...i]` along the scroll direction.
                private var farthestEnds: [CGFloat] = []
                /// `nearestStarts[i]`: the nearest start of `ordered[i...]`.
                private var nearestStarts: [CGFloat] = []
                private var axis = ScrollAxis(.vertical)

                init() {}

                init(_ bySection: [BackgroundAttributes?], axis: ScrollAxis) {
                    self.bySection = bySection
                    self.axis = axis
                    ordered = bySection.compactMap { $0 }
                    var farthest = -CGFloat.infinity
                    farthestEnds = ordered.map { attributes in
                        farthest = max(farthest, axis.end(attributes.frame))
                        return farthest
                    }
                    var nearest = CGFloat.infinity
                    nearestStarts = ordered.reversed().map { attributes in
                        nearest = min(nearest, axis.start(attributes.frame))
                        return nearest
                    }.reversed()
                }

                /// The background of `section`, if it has one.
                func background(forSection section: Int) -> BackgroundAttributes? {
                    bySection.indices.contains(section) ? bySection[section] : nil
                }

                /// The backgrounds whose frames intersect `rect`.
                func backgrounds(in rect: CGRect) -> [BackgroundAttributes] {
                    let first = Self.firstIndex(in: farthestEnds) { $0 >= axis.start(rect) }
                    let end = Self.firstIndex(in: nearestStarts) { $0 > axis.end(rect) }
                    guard first < end else { return [] }
                    return ordered[first..<end].filter { $0.frame.intersects(rect) }
                }

                /// The first index of `values` whose value satisfies `isPast`, which is false up to some index and
                /// true from there on (`values.count` when it never is).
                private static func firstIndex(in values: [CGFloat], where isPast: (CGFloat) -> Bool) -> Int {
                    var low = 0, high = values.count
                    while low < high {
                        let middle = (low + high) / 2
                        if isPast(values[middle]) { high = middle } else { low = middle + 1 }
                    }
                    return low
                }
            }
            """
    }
}
