import SectionGridUIKit
import Testing

@MainActor
private final class TintedAttributes: UICollectionViewLayoutAttributes {
    // Swift 6 language mode: NSObject.isEqual is nonisolated, as on iOS.
    nonisolated(unsafe) var tint = UIColor.clear

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! TintedAttributes
        copy.tint = tint
        return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? TintedAttributes, other.tint.isEqual(tint) else { return false }
        return super.isEqual(object)
    }
}

@MainActor
private final class TintedLayout: UICollectionViewFlowLayout {
    override class var layoutAttributesClass: AnyClass { TintedAttributes.self }
}

@MainActor
private final class ThreeItems: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }
}

/// Layout attributes as UIKit documents them: a subclass's `copy(with:)` builds on `super`'s, which makes
/// an instance of the subclass ("subclasses … must implement `copy(with:)`" and `isEqual`:
/// UICollectionViewLayoutAttributes' overview); a layout's answers are new instances of its
/// `layoutAttributesClass`, so changing what `super` returned does not change the layout.
@Suite("Layout attributes") @MainActor
struct LayoutAttributesTests {
    @Test func aSubclassCopiesAndComparesItsOwnProperties() throws {
        let attributes = TintedAttributes(forDecorationViewOfKind: "band", with: IndexPath(item: 0, section: 2))
        attributes.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        attributes.zIndex = -1
        attributes.tint = .systemTeal
        let copy = try #require(attributes.copy() as? TintedAttributes)
        #expect(copy !== attributes && copy.isEqual(attributes) && copy.representedElementKind == "band")
        #expect(copy.representedElementCategory == .decorationView && copy.indexPath == IndexPath(item: 0, section: 2))
        copy.tint = .systemPink
        #expect(!copy.isEqual(attributes))
        copy.tint = .systemTeal
        copy.alpha = 0.5
        #expect(!copy.isEqual(attributes))
    }

    @Test func sizeAndCenterKeepTheOtherFixed() {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        attributes.size = CGSize(width: 20, height: 4)
        #expect(attributes.frame == CGRect(x: -5, y: 3, width: 20, height: 4) && attributes.center == CGPoint(x: 5, y: 5))
        attributes.center = .zero
        #expect(
            attributes.frame == CGRect(x: -10, y: -2, width: 20, height: 4)
                && attributes.bounds == CGRect(x: 0, y: 0, width: 20, height: 4))
    }

    @Test func aLayoutsAnswersAreNewInstancesOfItsAttributesClass() throws {
        let layout = TintedLayout()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), collectionViewLayout: layout)
        let dataSource = ThreeItems()
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        let all = try #require(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 200, height: 200)))
        #expect(all.count == 3 && all.allSatisfy { $0 is TintedAttributes })
        let first = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) as? TintedAttributes)
        first.frame.origin.x = 99
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.origin.x == 0)
    }
}
