import UIKit

/// A layout whose preparation traps: the run's one error line names this file and line.
final class NarrowLayout: UICollectionViewFlowLayout {
    override func prepare() {
        super.prepare()
        let columns = Int((collectionView?.bounds.width ?? 0) / 400)
        if columns == 0 {
            fatalError("no room for a 400-point column")
        }
    }
}
