import UIKit

/// A flow layout subclass that only sets its properties: it is its spec.
final class CatalogLayout: UICollectionViewFlowLayout {
    override init() {
        super.init()
        minimumLineSpacing = 12
        minimumInteritemSpacing = 6
        headerReferenceSize = CGSize(width: 0, height: 28)
        sectionInset = UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 10)
    }

    required init?(coder: NSCoder) { nil }
}
