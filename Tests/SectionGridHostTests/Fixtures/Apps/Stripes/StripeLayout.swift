import UIKit

/// What the stripes ask their controller: a colour a section.
protocol StripeLayoutDelegate: UICollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, stripeColorFor section: Int) -> UIColor
}

private let stripeKind = "Stripe"

/// A stripe's attributes carry its colour.
private final class StripeAttributes: UICollectionViewLayoutAttributes {
    var color = UIColor.clear

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! StripeAttributes
        copy.color = color
        return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? StripeAttributes, other.color.isEqual(color) else { return false }
        return super.isEqual(object)
    }
}

/// The stripe takes its colour from its attributes.
private final class StripeView: UICollectionReusableView {
    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        guard let stripe = layoutAttributes as? StripeAttributes else { return }
        backgroundColor = stripe.color
        layer.cornerRadius = 6
    }
}

/// A flow layout painting a stripe across the collection view behind each section's items, from its
/// first item less the section's top inset to its last item plus its bottom inset.
class StripeLayout: UICollectionViewFlowLayout {
    private var stripes: [UICollectionViewLayoutAttributes] = []

    override init() {
        super.init()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        register(StripeView.classForCoder(), forDecorationViewOfKind: stripeKind)
        itemSize = CGSizeMake(64, 40)
        minimumLineSpacing = 8
        minimumInteritemSpacing = 8
    }

    override func prepare() {
        super.prepare()
        stripes.removeAll()
        guard let collectionView = collectionView,
              let delegate = collectionView.delegate as? StripeLayoutDelegate else { return }
        for section in 0..<collectionView.numberOfSections {
            let count = collectionView.numberOfItems(inSection: section)
            guard count > 0,
                  let first = layoutAttributesForItem(at: IndexPath(item: 0, section: section)),
                  let last = layoutAttributesForItem(at: IndexPath(item: count - 1, section: section)) else { continue }
            let inset = delegate.collectionView?(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
            let top = first.frame.minY - inset.top
            let stripe = StripeAttributes(forDecorationViewOfKind: stripeKind, with: IndexPath(item: 0, section: section))
            stripe.frame = CGRect(x: 0, y: top, width: collectionView.bounds.width, height: CGRectGetMaxY(last.frame) + inset.bottom - top)
            stripe.zIndex = -1
            stripe.color = delegate.collectionView(collectionView, layout: self, stripeColorFor: section)
            stripes.append(stripe)
        }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        (super.layoutAttributesForElements(in: rect) ?? []) + stripes.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForDecorationView(ofKind elementKind: String,
                                                    at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard elementKind == stripeKind else { return nil }
        return stripes.first { $0.indexPath.section == indexPath.section }
    }
}
