import SectionGridUIKit
import Testing

/// What UIKit and CoreGraphics add to Foundation, which swift-corelibs-foundation lacks: the C-style
/// geometry functions (CGGeometry.h; the Get functions answer for the standardized rectangle, as
/// `CGRect`'s properties do), `IndexPath(item:section:)`, `classForCoder()` as a class method.
@Suite("Foundation additions") @MainActor
struct FoundationAdditionsTests {
    @Test func cStyleGeometry() {
        let rect = CGRectMake(10, 20, -4, 30) // a negative width: standardized, x runs 6…10
        #expect(CGRectGetMinX(rect) == 6 && CGRectGetMaxX(rect) == 10 && CGRectGetMidX(rect) == 8 && CGRectGetWidth(rect) == 4)
        #expect(
            CGRectGetMinY(rect) == 20 && CGRectGetMidY(rect) == 35 && CGRectGetMaxY(rect) == 50 && CGRectGetHeight(rect) == 30)
        #expect(CGSizeMake(3, 4) == CGSize(width: 3, height: 4) && CGPointMake(1, 2) == CGPoint(x: 1, y: 2))
        #expect(CGRectInset(CGRectMake(0, 0, 10, 10), 2, 3) == CGRect(x: 2, y: 3, width: 6, height: 4))
        #expect(CGRectUnion(CGRectMake(0, 0, 1, 1), CGRectMake(5, 5, 1, 1)) == CGRect(x: 0, y: 0, width: 6, height: 6))
        #expect(CGRectIntersectsRect(CGRectMake(0, 0, 5, 5), CGRectMake(5, 0, 5, 5))) // touching rectangles meet (corelibs)
        #expect(CGRectEqualToRect(CGRectOffset(CGRectMake(0, 0, 1, 1), 2, 3), CGRectMake(2, 3, 1, 1)) && CGRectIsEmpty(.zero))
        #expect(
            CGRect(x: 0, y: 0, width: 100, height: 50).inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
                == CGRect(x: 2, y: 1, width: 94, height: 46))
        #expect(UIEdgeInsetsMake(1, 2, 3, 4) == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(
            CGRect(x: 0, y: 0, width: 2, height: 1).applying(CGAffineTransform(scaleX: 3, y: 2).translatedBy(x: 1, y: 0))
                == CGRect(x: 3, y: 0, width: 6, height: 2))
    }

    @Test func indexPathsOfItemsAndRows() {
        var path = IndexPath(item: 3, section: 1)
        #expect(path.item == 3 && path.section == 1 && path.row == 3 && path == IndexPath(indexes: [1, 3]))
        path.item = 5
        #expect(path == IndexPath(row: 5, section: 1))
    }

    @Test func classForCoderIsTheClass() {
        #expect(UICollectionReusableView.classForCoder() == UICollectionReusableView.self)
        let layout = UICollectionViewFlowLayout()
        #expect(layout.classForCoder == UICollectionViewFlowLayout.self) // Foundation's instance property still wins
    }
}
