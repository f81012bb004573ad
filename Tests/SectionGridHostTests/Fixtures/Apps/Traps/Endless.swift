import UIKit

/// A layout that never finishes preparing.
final class EndlessLayout: UICollectionViewFlowLayout {
    private var rounds = 0

    override func prepare() {
        super.prepare()
        while rounds >= 0 {
            rounds = rounds &+ 1 | 1
        }
    }
}
