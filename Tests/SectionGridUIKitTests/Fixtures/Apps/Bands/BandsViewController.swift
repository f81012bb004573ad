import UIKit

// A collection view controller from a storyboard whose collection view has `BandLayout` as its custom
// layout class: 5 items in section 0, 2 in section 1, bordered cells.
class BandsViewController: UICollectionViewController, BandLayoutDelegate {
    private let counts = [5, 2]

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.backgroundColor = .systemGroupedBackground
    }

    override func numberOfSections(in collectionView: UICollectionView) -> Int {
        counts.count
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.contentView.backgroundColor = .systemBackground
        cell.layer.borderWidth = 1
        cell.layer.borderColor = UIColor.separator.cgColor
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets {
        section == 0 ? UIEdgeInsets(top: 20, left: 15, bottom: 20, right: 15) : UIEdgeInsets(top: 10, left: 15, bottom: 10, right: 15)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        bandColorForSectionAt section: Int) -> UIColor {
        section == 0 ? .systemTeal : UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.5)
    }
}
