import UIKit

class WideLayout: UICollectionViewFlowLayout {}

class TallLayout: UICollectionViewFlowLayout {}

func makeDefaultLayout() -> UICollectionViewLayout { TallLayout() }
