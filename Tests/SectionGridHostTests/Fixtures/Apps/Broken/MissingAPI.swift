import UIKit

class DiffableViewController: UIViewController {
    var dataSource: UICollectionViewDiffableDataSource<Int, Int>?
}
