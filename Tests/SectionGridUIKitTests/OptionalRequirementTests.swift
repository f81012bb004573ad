import SectionGridUIKit
import Testing

// UIKit's optional protocol methods without the Objective-C runtime: a delegate that implements one
// answers it through `delegate.collectionView?(…)`, one that does not answers `nil`, and the flow
// layout falls back to its own properties as UIKit documents ("If you do not implement this method, the
// flow layout uses the value in its sectionInset property": UICollectionViewDelegateFlowLayout's pages).

@MainActor
private final class InsetOnly: NSObject, UICollectionViewDelegateFlowLayout {
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets {
        UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    }
}

@MainActor
private final class Cells: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }
}

/// The conformance on a base class, the method on a subclass: the known difference (docs/uikit.md).
@MainActor
private class DeclaresConformance: NSObject, UICollectionViewDelegateFlowLayout {}

@MainActor
private final class ImplementsInSubclass: DeclaresConformance {
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets {
        UIEdgeInsets(top: 9, left: 9, bottom: 9, right: 9)
    }
}

@MainActor
private final class Headers: UICollectionViewController {
    override func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView {
        UICollectionReusableView(frame: CGRect(x: 0, y: 0, width: 7, height: 7))
    }
}

@Suite("Optional protocol requirements") @MainActor
struct OptionalRequirementTests {
    private let layout = UICollectionViewFlowLayout()
    private var collectionView: UICollectionView { UICollectionView(frame: .zero, collectionViewLayout: layout) }

    @Test func anImplementedMethodAnswersAndAnotherIsNil() {
        let delegate: any UICollectionViewDelegateFlowLayout = InsetOnly()
        let collectionView = self.collectionView
        #expect(
            delegate.collectionView?(collectionView, layout: layout, insetForSectionAt: 0)
                == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(delegate.collectionView?(collectionView, layout: layout, referenceSizeForHeaderInSection: 0) == nil)
        #expect(delegate.collectionView?(collectionView, layout: layout, sizeForItemAt: IndexPath(item: 0, section: 0)) == nil)
        #expect(delegate.collectionView?(collectionView, didSelectItemAt: IndexPath(item: 0, section: 0)) == nil)
        // Called directly, an unimplemented method answers what UIKit uses without it: the layout's property.
        layout.headerReferenceSize = CGSize(width: 0, height: 44)
        #expect(
            delegate.collectionView(collectionView, layout: layout, referenceSizeForHeaderInSection: 0)
                == CGSize(width: 0, height: 44))
    }

    /// A plain `UICollectionViewDelegate` has none of the flow methods: `nil`, not a crash.
    @Test func aDelegateOfAnotherKindAnswersNilForFlowMethods() {
        final class Plain: NSObject, UICollectionViewDelegate {}
        let delegate: any UICollectionViewDelegate = Plain()
        #expect(delegate.collectionView?(collectionView, layout: layout, insetForSectionAt: 0) == nil)
    }

    @Test func aDataSourcesOptionalMethods() {
        let collectionView = self.collectionView
        let plain: any UICollectionViewDataSource = Cells()
        #expect(
            plain.collectionView?(collectionView, viewForSupplementaryElementOfKind: "header", at: IndexPath(item: 0, section: 0))
                == nil)
        #expect(plain.numberOfSections(in: collectionView) == 1) // "the collection view uses a default value of 1"
        let controller: any UICollectionViewDataSource = Headers(collectionViewLayout: layout)
        let view = controller.collectionView?(
            collectionView, viewForSupplementaryElementOfKind: "header", at: IndexPath(item: 0, section: 0))
        #expect(view?.frame.width == 7)
        let base: any UICollectionViewDataSource = UICollectionViewController(collectionViewLayout: layout)
        #expect(
            base.collectionView?(collectionView, viewForSupplementaryElementOfKind: "header", at: IndexPath(item: 0, section: 0))
                == nil)
    }

    /// Linux's difference, pinned: Swift takes the protocol extension's default as the witness of a
    /// conformance declared on a base class, so a subclass's method is not found (iOS's `@objc` dispatch
    /// would find it). docs/uikit.md says so.
    @Test func aSubclassMethodIsNotTheWitnessOfItsBaseClassConformance() {
        let delegate: any UICollectionViewDelegateFlowLayout = ImplementsInSubclass()
        #expect(delegate.collectionView?(collectionView, layout: layout, insetForSectionAt: 0) == nil)
    }

    /// The flow layout asks the delegate for what it implements and uses its properties for the rest.
    @Test func theFlowLayoutUsesTheDelegatesAnswersAndItsProperties() {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
        let dataSource = Cells()
        let delegate = InsetOnly()
        collectionView.dataSource = dataSource
        collectionView.delegate = delegate
        layout.itemSize = CGSize(width: 30, height: 20)
        layout.minimumInteritemSpacing = 5
        collectionView.layoutIfNeeded()
        // The delegate's inset (top 1, left 2, right 4): 94 wide for 30-point items 5 apart, 2 to a line
        // (2 × 30 + 5 = 65; a third needs 100), spread over the one gap (94 − 60 = 34).
        #expect(
            layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 2, y: 1, width: 30, height: 20)
        )
        #expect(
            layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
                == CGRect(x: 66, y: 1, width: 30, height: 20))
        #expect(
            layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame
                == CGRect(x: 2, y: 31, width: 30, height: 20))
    }
}
