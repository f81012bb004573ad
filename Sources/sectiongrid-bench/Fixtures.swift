import SectionLayout
import SeededRandom

/// The layouts the benchmark measures, built the same way for every metric that shares one.
enum Fixtures {
    /// The container every flow fixture is laid out in: an iPhone-sized column (375 pt wide).
    static let container = Size(width: 375, height: 667)

    /// A vertical flow layout of `sections` sections of `itemsPerSection` items of one size (50×50,
    /// spacing 10, inset 10, a 30 pt header and a coloured background per section).
    static func uniformFlow(sections: Int, itemsPerSection: Int) -> FlowLayout {
        let colors: [Color] = [
            .init(red: 0, green: 122, blue: 255), .init(red: 52, green: 199, blue: 89),
            .init(red: 255, green: 149, blue: 0),
        ]
        return FlowLayout(
            sectionInset: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10),
            headerReferenceSize: Size(width: 0, height: 30),
            background: SectionBackground(cover: .section, style: BackgroundStyle(color: colors[0], cornerRadius: 8)),
            sections: (0..<sections).map { index in
                FlowSection(
                    items: .count(itemsPerSection),
                    background: SectionBackground(style: BackgroundStyle(color: colors[index % colors.count])))
            })
    }

    /// Item sizes drawn from a seeded generator: widths 20…120 pt, heights 20…80 pt, in steps of 1.
    static func itemSizes(count: Int, seed: UInt64) -> [Size] {
        var generator = SplitMix64(seed: seed)
        return (0..<count).map { _ in
            Size(
                width: Double(Int.random(in: 20...120, using: &generator)),
                height: Double(Int.random(in: 20...80, using: &generator)))
        }
    }

    /// A vertical flow layout whose items all have individual sizes (`itemSizes`), spacing 10, inset 10.
    static func sizedFlow(sections: Int, itemsPerSection: Int) -> FlowLayout {
        FlowLayout(
            sectionInset: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10),
            headerReferenceSize: Size(width: 0, height: 30),
            background: SectionBackground(cover: .items),
            sections: (0..<sections).map { index in
                FlowSection(items: .sizes(itemSizes(count: itemsPerSection, seed: UInt64(index) + 1)))
            })
    }

    /// A compositional layout of `sections` sections of `itemsPerSection` items each, in a two-level
    /// nested group: a horizontal group of a large item (2/3 wide) beside a vertical group of two small
    /// items, with spacing, insets, a header and a rounded background per section.
    static func compositional(sections: Int, itemsPerSection: Int) -> CompositionalLayout {
        let large = LayoutItem(
            width: .fractionalWidth(2.0 / 3), height: .fractionalHeight(1),
            contentInsets: DirectionalEdgeInsets(all: 2))
        let small = LayoutItem(
            width: .fractionalWidth(1), height: .fractionalHeight(0.5),
            contentInsets: DirectionalEdgeInsets(all: 2))
        let pair = LayoutGroup.vertical(
            LayoutSize(width: .fractionalWidth(1.0 / 3), height: .fractionalHeight(1)),
            subitem: .item(small), count: 2)
        let group = LayoutGroup.horizontal(
            LayoutSize(width: .fractionalWidth(1), height: .absolute(120)),
            subitems: [.item(large), .group(pair)])
        let header = BoundarySupplementaryItem(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(30)))
        let background = BackgroundDecoration(
            contentInsets: DirectionalEdgeInsets(all: 4),
            style: BackgroundStyle(
                color: .init(red: 255, green: 59, blue: 48),
                cornerRadius: 12))
        let section = LayoutSection(
            items: itemsPerSection, group: group, interGroupSpacing: 8,
            contentInsets: DirectionalEdgeInsets(all: 8),
            header: header, background: background)
        return CompositionalLayout(interSectionSpacing: 16, sections: Array(repeating: section, count: sections))
    }
}
