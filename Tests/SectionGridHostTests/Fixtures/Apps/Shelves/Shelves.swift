import UIKit

enum ShelfKinds {
    static let background = "shelf-background"
}

/// A shelf's background: grey, round, outlined.
final class ShelfBackgroundView: UICollectionReusableView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGray6
        layer.cornerRadius = 16
        layer.borderWidth = 1
        layer.borderColor = UIColor.systemGray4.cgColor
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// Shelves: section 0 a row of 150-point items scrolling sideways, the others rows of 2 items (4 when
/// the container is wider than 500 points), each section on a background inset by 8 points.
func makeShelvesLayout() -> UICollectionViewLayout {
    let layout = UICollectionViewCompositionalLayout { section, environment in
        let columns = environment.container.effectiveContentSize.width > 500 ? 4 : 2
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .fractionalHeight(1)))
        let group: NSCollectionLayoutGroup
        if section == 0 {
            group = .horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(100)),
                                subitems: [item])
        } else {
            group = .horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)),
                                subitem: item, count: columns)
            group.interItemSpacing = .fixed(10)
        }
        let shelf = NSCollectionLayoutSection(group: group)
        shelf.interGroupSpacing = 10
        shelf.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
        if section == 0 { shelf.orthogonalScrollingBehavior = .continuous }
        let background = NSCollectionLayoutDecorationItem.background(elementKind: ShelfKinds.background)
        background.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        shelf.decorationItems = [background]
        return shelf
    }
    layout.register(ShelfBackgroundView.self, forDecorationViewOfKind: ShelfKinds.background)
    return layout
}
