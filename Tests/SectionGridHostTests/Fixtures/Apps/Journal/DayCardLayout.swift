import UIKit

/// A flow layout that puts a white card behind each section, from the top of its header to the bottom
/// of its footer, 12 points wider than the items on either side.
class DayCardLayout: UICollectionViewFlowLayout {
    static let cardKind = "DayCard"

    override init() {
        super.init()
        register(DayCardView.self, forDecorationViewOfKind: Self.cardKind)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        register(DayCardView.self, forDecorationViewOfKind: Self.cardKind)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard var attributes = super.layoutAttributesForElements(in: rect) else { return nil }
        for header in attributes where header.representedElementKind == UICollectionView.elementKindSectionHeader {
            if let card = layoutAttributesForDecorationView(ofKind: Self.cardKind, at: header.indexPath) {
                attributes.append(card)
            }
        }
        return attributes
    }

    override func layoutAttributesForDecorationView(ofKind elementKind: String,
                                                    at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard elementKind == Self.cardKind,
              let header = layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: indexPath),
              let footer = layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionFooter, at: indexPath)
        else { return nil }
        let span = header.frame.union(footer.frame)
        let card = UICollectionViewLayoutAttributes(forDecorationViewOfKind: elementKind, with: indexPath)
        card.frame = CGRect(x: sectionInset.left - 12, y: span.minY,
                            width: span.width - sectionInset.left - sectionInset.right + 24, height: span.height)
        card.zIndex = -1
        return card
    }
}

final class DayCardView: UICollectionReusableView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        layer.cornerRadius = 10
        layer.masksToBounds = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
