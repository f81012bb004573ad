import UIKit

// A flow layout that paints a band behind each section, across the collection view, from the first
// item's row to the last item's row plus the section's insets, in a colour its delegate picks. Written
// the way such layouts are written for iOS: a decoration view registered by `classForCoder()`, an
// attributes subclass carrying the colour (`copy(with:)`, `isEqual`), the delegate's optional inset
// read with `delegate.collectionView?(…)`, and the C-style geometry functions.

private let bandKind = "BandBackground"

protocol BandLayoutDelegate: UICollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        bandColorForSectionAt section: Int) -> UIColor
}

final class BandAttributes: UICollectionViewLayoutAttributes {
    var bandColor = UIColor.clear

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! BandAttributes
        copy.bandColor = bandColor
        return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? BandAttributes, other.bandColor.isEqual(bandColor) else { return false }
        return super.isEqual(object)
    }
}

final class BandView: UICollectionReusableView {
    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        guard let attributes = layoutAttributes as? BandAttributes else { return }
        backgroundColor = attributes.bandColor
        layer.cornerRadius = 8
        layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    }
}

class BandLayout: UICollectionViewFlowLayout {
    private var bands: [BandAttributes] = []

    override init() {
        super.init()
        setUp()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        setUp()
    }

    private func setUp() {
        register(BandView.classForCoder(), forDecorationViewOfKind: bandKind)
        itemSize = CGSizeMake(60, 40)
        minimumInteritemSpacing = 10
        minimumLineSpacing = 10
    }

    override func prepare() {
        super.prepare()
        bands.removeAll()
        guard let collectionView = collectionView,
              let delegate = collectionView.delegate as? BandLayoutDelegate else { return }
        for section in 0..<collectionView.numberOfSections {
            let count = collectionView.numberOfItems(inSection: section)
            guard count > 0,
                  let first = layoutAttributesForItem(at: IndexPath(item: 0, section: section)),
                  let last = layoutAttributesForItem(at: IndexPath(item: count - 1, section: section)) else { continue }
            var inset = sectionInset
            if let answer = delegate.collectionView?(collectionView, layout: self, insetForSectionAt: section) {
                inset = answer
            }
            let top = CGRectGetMinY(first.frame) - inset.top
            let band = BandAttributes(forDecorationViewOfKind: bandKind, with: IndexPath(item: 0, section: section))
            band.frame = CGRectMake(0, top, CGRectGetWidth(collectionView.bounds), CGRectGetMaxY(last.frame) + inset.bottom - top)
            band.zIndex = -1
            band.bandColor = delegate.collectionView(collectionView, layout: self, bandColorForSectionAt: section)
            bands.append(band)
        }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var attributes = super.layoutAttributesForElements(in: rect) ?? []
        attributes += bands.filter { rect.intersects($0.frame) }
        return attributes
    }

    override func layoutAttributesForDecorationView(ofKind elementKind: String,
                                                    at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard elementKind == bandKind else {
            return super.layoutAttributesForDecorationView(ofKind: elementKind, at: indexPath)
        }
        return bands.first { $0.indexPath.section == indexPath.section }
    }
}
