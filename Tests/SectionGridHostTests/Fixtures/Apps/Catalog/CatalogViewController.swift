import UIKit

/// Three sections: the delegate answers each one's inset and line spacing, the footer of the last, and
/// every item's size (wide items in the first section).
final class CatalogViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    private let counts = [3, 5, 4]
    private var collectionView: UICollectionView!

    override func loadView() {
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: CatalogLayout())
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        collectionView.dataSource = self
        collectionView.delegate = self
        view = collectionView
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets {
        section == 1 ? UIEdgeInsets(top: 16, left: 24, bottom: 16, right: 24) : UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        CGFloat(4 * (section + 1))
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize {
        section == counts.count - 1 ? CGSize(width: 0, height: 40) : .zero
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        indexPath.section == 0 ? CGSize(width: collectionView.bounds.width - 32, height: 60) : CGSize(width: 90, height: 90)
    }
}
