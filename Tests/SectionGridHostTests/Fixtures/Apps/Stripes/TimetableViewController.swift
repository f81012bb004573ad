import UIKit

private let reuseIdentifier = "Slot"

/// A storyboard's collection view controller (its layout: StripeLayout, set in the storyboard), three
/// days of slots.
class TimetableViewController: UICollectionViewController, StripeLayoutDelegate {
    private let slots = [7, 3, 5]

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: reuseIdentifier)
        collectionView.backgroundColor = .systemBackground
    }

    override func numberOfSections(in collectionView: UICollectionView) -> Int {
        slots.count
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        slots[section]
    }

    override func collectionView(_ collectionView: UICollectionView,
                                 cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: reuseIdentifier, for: indexPath)
        cell.contentView.backgroundColor = UIColor(white: 1, alpha: 1)
        cell.layer.borderWidth = 1
        cell.layer.borderColor = UIColor.black.cgColor
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets {
        section == 1 ? UIEdgeInsets(top: 20, left: 24, bottom: 20, right: 24) : UIEdgeInsets(top: 12, left: 20, bottom: 12, right: 20)
    }

    func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, stripeColorFor section: Int) -> UIColor {
        [UIColor(red: 1, green: 0.8, blue: 0.8, alpha: 1),
         UIColor(red: 0.8, green: 1, blue: 0.8, alpha: 1),
         UIColor(red: 0.8, green: 0.8, blue: 1, alpha: 1)][section]
    }

    @IBAction func refresh(_ sender: Any) {
        collectionView.reloadData()
    }
}
