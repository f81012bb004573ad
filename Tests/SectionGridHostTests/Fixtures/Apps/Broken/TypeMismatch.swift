import UIKit

class BrokenViewController: UIViewController {
    @IBOutlet weak var collectionView: UICollectionView!

    @objc func count() -> Int { let count: Int = "three"; return count }
}
