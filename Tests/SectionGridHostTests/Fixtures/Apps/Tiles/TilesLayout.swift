import UIKit

/// A compositional layout whose provider picks 2 columns, or 3 from 600 points wide, with a header, and
/// a card background behind every section.
enum TilesLayout {
    static func make() -> UICollectionViewLayout {
        let layout = UICollectionViewCompositionalLayout { section, environment in
            let columns = environment.container.effectiveContentSize.width >= 600 ? 3 : 2
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(section == 0 ? 120 : 80)),
                subitem: item, count: columns)
            let tiles = NSCollectionLayoutSection(group: group)
            tiles.interGroupSpacing = 6
            tiles.contentInsets = NSDirectionalEdgeInsets(top: 12, leading: 20, bottom: 12, trailing: 8)
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(32)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            tiles.boundarySupplementaryItems = [header]
            let card = NSCollectionLayoutDecorationItem.background(elementKind: "card")
            card.contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 6, bottom: 6, trailing: 6)
            tiles.decorationItems = [card]
            return tiles
        }
        layout.register(CardView.self, forDecorationViewOfKind: "card")
        return layout
    }
}

/// The card behind a section: a fill, rounded corners and a border.
final class CardView: UICollectionReusableView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(red: 0.9, green: 0.95, blue: 1, alpha: 1)
        layer.cornerRadius = 12
        layer.borderWidth = 1
        layer.borderColor = UIColor.systemBlue.cgColor
    }

    required init?(coder: NSCoder) { nil }
}
