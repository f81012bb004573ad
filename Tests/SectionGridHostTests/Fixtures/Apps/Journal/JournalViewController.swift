import UIKit

/// A storyboard's plain view controller with an outlet to its collection view: days of a journal, each
/// day's entries on a card from its header to its footer (DayCardLayout), the day's name set in its
/// header by the data source.
class JournalViewController: UIViewController {
    @IBOutlet weak var collectionView: UICollectionView!

    private let entries = [["Tea", "Walk", "Letters"], ["Rain"], ["Market", "Bread"]]

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = DayCardLayout()
        layout.itemSize = CGSize(width: 130, height: 44)
        layout.minimumLineSpacing = 6
        layout.minimumInteritemSpacing = 6
        layout.sectionInset = UIEdgeInsets(top: 4, left: 24, bottom: 12, right: 24)
        layout.headerReferenceSize = CGSize(width: 0, height: 36)
        layout.footerReferenceSize = CGSize(width: 0, height: 8)
        collectionView.collectionViewLayout = layout
        collectionView.register(UINib(nibName: "EntryCell", bundle: nil), forCellWithReuseIdentifier: "EntryCell")
        collectionView.register(UINib(nibName: "DayHeader", bundle: nil),
                                forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "DayHeader")
        collectionView.register(UICollectionReusableView.self,
                                forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "Footer")
        collectionView.backgroundColor = UIColor(white: 0.94, alpha: 1)
    }

    @objc func reload() { collectionView.reloadData() }

    @IBAction func addEntry(_ sender: Any) {}
}

extension JournalViewController: UICollectionViewDataSource {
    func numberOfSections(in collectionView: UICollectionView) -> Int {
        entries.count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        entries[section].count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "EntryCell", for: indexPath) as! EntryCell
        cell.title.text = entries[indexPath.section][indexPath.item]
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        if kind == UICollectionView.elementKindSectionHeader {
            let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "DayHeader",
                                                                         for: indexPath) as! DayHeader
            header.dayLabel.text = "Day \(indexPath.section + 1)"
            return header
        }
        return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Footer", for: indexPath)
    }
}
