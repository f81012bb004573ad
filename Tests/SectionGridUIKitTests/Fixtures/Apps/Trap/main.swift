import UIKit

SectionGridLayoutHost.main(.viewController { TrapViewController(collectionViewLayout: UICollectionViewFlowLayout()) })
