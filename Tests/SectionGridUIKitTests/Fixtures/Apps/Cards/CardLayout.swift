import UIKit

// A flow layout that puts a white rounded card under each section, from the top of its header to the
// bottom of its footer, inset 10 points on each side. The card view sets its look in `init(frame:)`.

final class CardView: UICollectionReusableView {
    static let kind = "CardView"

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        layer.cornerRadius = 12
        layer.shadowColor = UIColor(white: 0, alpha: 0.1).cgColor
        layer.shadowOpacity = 1
        layer.shadowRadius = 6
        layer.shadowOffset = CGSize(width: 0, height: 3)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class CardLayout: UICollectionViewFlowLayout {
    override func prepare() {
        super.prepare()
        register(CardView.self, forDecorationViewOfKind: CardView.kind)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard var attributes = super.layoutAttributesForElements(in: rect) else { return nil }
        for header in attributes where header.representedElementKind == UICollectionView.elementKindSectionHeader {
            if let card = card(at: header.indexPath) { attributes.append(card) }
        }
        return attributes
    }

    private func card(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let header = layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: indexPath),
              let footer = layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionFooter, at: indexPath)
        else { return nil }
        let card = UICollectionViewLayoutAttributes(forDecorationViewOfKind: CardView.kind, with: indexPath)
        card.frame = CGRect(x: CGRectGetMinX(header.frame) + 10, y: CGRectGetMinY(header.frame),
                            width: CGRectGetWidth(header.frame) - 20,
                            height: CGRectGetMaxY(footer.frame) - CGRectGetMinY(header.frame))
        card.zIndex = -1
        return card
    }
}
