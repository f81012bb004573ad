import UIKit

/// A soft halo under each section's items: the union of its first and last item's frames, grown by 6
/// points, styled by its view.
final class HaloLayout: UICollectionViewFlowLayout {
    static let haloKind = "Halo"
    private var halos: [Int: UICollectionViewLayoutAttributes] = [:]

    override init() {
        super.init()
        itemSize = CGSizeMake(90, 50)
        minimumInteritemSpacing = 10
        minimumLineSpacing = 10
        sectionInset = UIEdgeInsets(top: 20, left: 15, bottom: 20, right: 15)
        register(HaloView.self, forDecorationViewOfKind: Self.haloKind)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepare() {
        super.prepare()
        halos = [:]
        guard let collectionView else { return }
        for section in 0..<collectionView.numberOfSections {
            let count = collectionView.numberOfItems(inSection: section)
            guard count > 0,
                  let first = layoutAttributesForItem(at: IndexPath(item: 0, section: section)),
                  let last = layoutAttributesForItem(at: IndexPath(item: count - 1, section: section)) else { continue }
            let halo = UICollectionViewLayoutAttributes(forDecorationViewOfKind: Self.haloKind,
                                                        with: IndexPath(item: 0, section: section))
            halo.frame = first.frame.union(last.frame).insetBy(dx: -6, dy: -6)
            halo.zIndex = -1
            halos[section] = halo
        }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var attributes = super.layoutAttributesForElements(in: rect) ?? []
        attributes += halos.keys.sorted().compactMap { halos[$0] }.filter { rect.intersects($0.frame) }
        return attributes
    }
}

/// The halo: a warm fill, round corners and a soft shadow, all set up in `init(frame:)`.
final class HaloView: UICollectionReusableView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(red: 1, green: 0.96, blue: 0.88, alpha: 1)
        layer.cornerRadius = 14
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.25
        layer.shadowRadius = 8
        layer.shadowOffset = CGSize(width: 0, height: 3)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
