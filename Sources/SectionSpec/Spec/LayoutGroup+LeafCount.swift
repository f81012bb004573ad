import SectionLayout

extension LayoutGroup {
    /// The fewest items one repetition of the group lays out, whatever the container: each slot of a
    /// `count` group holds its subitem's items (so nested counts multiply); a group that repeats its
    /// subitems while they fit places at least its first; a custom group holds one per frame; a group
    /// without subitems is one item.
    /// A `Double`, so that hostile products are counted exactly enough to be refused by name.
    var minimumLeafCount: Double {
        if let customFrames, !customFrames.isEmpty { return Double(customFrames.count) }
        guard !subitems.isEmpty else { return 1 }
        let leaves = subitems.map { subitem -> Double in
            switch subitem {
            case .item: return 1
            case .group(let group): return group.minimumLeafCount
            }
        }
        guard let count else { return leaves[0] }
        let slots = Swift.max(1, count)
        let cycles = Double(slots / leaves.count)
        let rest = slots % leaves.count
        return cycles * leaves.reduce(0, +) + leaves.prefix(rest).reduce(0, +)
    }
}
