import SectionGridHostProtocol
import SectionGridUIKit
import SectionLayout
import SectionSpec
import Testing

/// A request's overrides (`LayoutOverrides`), in-process: set on the flow layout's properties so a
/// subclass's `prepare()` follows them, in place of the delegate's answers, a section's beating the
/// layout-wide one, and gone again on the next request.
@Suite("Layout host's overrides, in-process") @MainActor
struct HostOverridesTests {
    typealias Answering = HostModelTests.Answering
    typealias BandLayout = HostModelTests.BandLayout

    private static func frame(_ layout: HostLayout, _ kind: HostElement.Kind, section: Int, item: Int? = nil) -> Rect? {
        layout.elements.first { $0.kind == kind && $0.section == section && (item == nil || $0.item == item) }?.frame
    }

    private static func insets(_ value: Double) -> EdgeInsets {
        EdgeInsets(top: value, left: value, bottom: value, right: value)
    }

    /// The host's data source: 3 sections of 6 items of 50 × 50, five to a 320-point line (5 × 50 + 4 ×
    /// 10 = 290), so two lines a section. With `sectionInset` 10 top and bottom the band behind section
    /// 0 is 10 + 110 + 10 = 130 high; with 30 set from the request 30 + 110 + 30 = 170, and the cells
    /// and the next band move with it: the subclass's `prepare()` read the overridden property.
    @Test func aLayoutWideInsetMovesCellsAndABandPrepareComputes() throws {
        let session = SectionGridLayoutSession(
            entry: .layout {
                let layout = BandLayout()
                layout.sectionInset = UIEdgeInsets(top: 10, left: 0, bottom: 10, right: 0)
                return layout
            })
        let code = try session.layOut(HostModelTests.request(1))
        #expect(Self.frame(code, .cell, section: 0, item: 0)?.minY == 10)
        #expect(Self.frame(code, .decoration, section: 0) == Rect(x: 0, y: 0, width: 320, height: 130))
        #expect(Self.frame(code, .decoration, section: 1)?.minY == 130)

        let tweaked = try session.layOut(
            HostModelTests.request(2) {
                $0.overrides.layout.sectionInset = EdgeInsets(top: 30, left: 0, bottom: 30, right: 0)
            })
        #expect(Self.frame(tweaked, .cell, section: 0, item: 0)?.minY == 30)
        #expect(Self.frame(tweaked, .decoration, section: 0) == Rect(x: 0, y: 0, width: 320, height: 170))
        #expect(Self.frame(tweaked, .decoration, section: 1)?.minY == 170)
        // The code's value is back on the layout object, and the next request shows the code's frames.
        #expect((session.collectionView?.collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset.top == 10)
        let again = try session.layOut(HostModelTests.request(3))
        #expect(again.elements == code.elements)
    }

    /// A controller whose delegate answers every section's inset (10 top and bottom) for a layout that,
    /// as seed 000's does, asks the delegate itself in `prepare()` (`delegate.collectionView?(…
    /// insetForSectionAt:)`) for the band it puts behind each section.
    final class AskingBands: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
        final class Layout: UICollectionViewFlowLayout {
            var bands: [UICollectionViewLayoutAttributes] = []

            override func prepare() {
                super.prepare()
                guard let collectionView, let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout else {
                    return
                }
                bands = (0..<collectionView.numberOfSections).compactMap { section in
                    var inset = sectionInset
                    if let answer = delegate.collectionView?(collectionView, layout: self, insetForSectionAt: section) {
                        inset = answer
                    }
                    let count = collectionView.numberOfItems(inSection: section)
                    guard let first = layoutAttributesForItem(at: IndexPath(item: 0, section: section)),
                        let last = layoutAttributesForItem(at: IndexPath(item: count - 1, section: section))
                    else { return nil }
                    let band = UICollectionViewLayoutAttributes(
                        forDecorationViewOfKind: "band", with: IndexPath(item: 0, section: section))
                    band.frame = CGRect(
                        x: 0, y: first.frame.minY - inset.top, width: collectionView.bounds.width,
                        height: last.frame.maxY - first.frame.minY + inset.top + inset.bottom)
                    return band
                }
            }

            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                (super.layoutAttributesForElements(in: rect) ?? []) + bands
            }
        }

        var collectionView: UICollectionView! = UICollectionView(frame: .zero, collectionViewLayout: Layout())

        func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            UICollectionViewCell(frame: .zero)
        }
        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            insetForSectionAt section: Int
        ) -> UIEdgeInsets {
            UIEdgeInsets(top: 10, left: 0, bottom: 10, right: 0)
        }
    }

    /// The delegate answers the inset, and the layout asks it itself: a layout-wide override replaces the
    /// answer in the engine and in the layout's own question, so the bands follow (10 + 50 + 10 = 70
    /// high; with 30, 110), and a section's override reaches section 1's band alone.
    @Test func aBandAskingTheDelegateFollowsTheOverride() throws {
        let session = SectionGridLayoutSession(entry: .viewController { AskingBands() })
        let code = try session.layOut(HostModelTests.request(1))
        #expect(Self.frame(code, .decoration, section: 0) == Rect(x: 0, y: 0, width: 320, height: 70))
        #expect(Self.frame(code, .decoration, section: 1) == Rect(x: 0, y: 70, width: 320, height: 70))
        var request = HostModelTests.request(2)
        request.overrides.layout.sectionInset = EdgeInsets(top: 30, left: 0, bottom: 30, right: 0)
        request.overrides.sections[1] = PropertyOverrides()
        request.overrides.sections[1]?.sectionInset = EdgeInsets(top: 5, left: 0, bottom: 5, right: 0)
        let tweaked = try session.layOut(request)
        #expect(Self.frame(tweaked, .cell, section: 0, item: 0)?.minY == 30)
        #expect(Self.frame(tweaked, .decoration, section: 0) == Rect(x: 0, y: 0, width: 320, height: 110))
        #expect(Self.frame(tweaked, .cell, section: 1, item: 0)?.minY == 115)
        #expect(Self.frame(tweaked, .decoration, section: 1) == Rect(x: 0, y: 110, width: 320, height: 60))
        #expect(try session.layOut(HostModelTests.request(3)).elements == code.elements)
    }

    /// A section's override beats the delegate's answer (section 0: inset 20 on the sides → 0); a
    /// layout-wide one replaces the delegate's answer in every other section it answers for (section 1:
    /// zero → 30); the model is the code's, without either.
    @Test func aSectionOverrideBeatsTheDelegatesAnswer() throws {
        let session = SectionGridLayoutSession(entry: .viewController { Answering() })
        let code = try session.layOut(HostModelTests.request(1))
        let codeModel = try #require(session.model(HostModelTests.request(1)))
        var request = HostModelTests.request(2)
        request.overrides.layout.sectionInset = Self.insets(30)
        request.overrides.sections[0] = PropertyOverrides()
        request.overrides.sections[0]?.sectionInset = .zero
        let tweaked = try session.layOut(request)
        // Section 0 without insets: its three 100-point items fill the 320-point line (3 × 100 + 2 × 10),
        // which is 60 high (the tallest), the 40-point first item centred on it.
        #expect(Self.frame(tweaked, .cell, section: 0, item: 0) == Rect(x: 0, y: 10, width: 100, height: 40))
        // Section 1 (60 down) with the layout-wide 30: two items to its 260-point line, 50 high.
        #expect(Self.frame(tweaked, .cell, section: 1, item: 0) == Rect(x: 30, y: 60 + 30 + 5, width: 100, height: 40))
        // The code's: section 0 is 10 + 50 + 5 + 60 + 10 = 135 high; section 1 has three to a 60-high line.
        #expect(Self.frame(code, .cell, section: 1, item: 0) == Rect(x: 0, y: 135 + 10, width: 100, height: 40))
        let tweakedModel = try #require(session.model(request))
        #expect(tweakedModel.spec == codeModel.spec)
        #expect(try session.layOut(HostModelTests.request(3)).elements == code.elements)
    }

    /// A layout-wide `itemSize` replaces every size the delegate's `sizeForItemAt` answers (60 × 60: the
    /// three of section 0 on one line from its inset, x = 20), and a section's header size beats the
    /// layout's property (0 → 24 in section 1 only).
    @Test func itemSizeAndHeaderOverrides() throws {
        let session = SectionGridLayoutSession(entry: .viewController { Answering() })
        var request = HostModelTests.request(1)
        request.overrides.layout.itemSize = Size(width: 60, height: 60)
        request.overrides.sections[1] = PropertyOverrides()
        request.overrides.sections[1]?.headerReferenceSize = Size(width: 0, height: 24)
        let tweaked = try session.layOut(request)
        let cells = tweaked.elements.filter { $0.kind == .cell }
        #expect(cells.allSatisfy { $0.frame.size == Size(width: 60, height: 60) })
        #expect(Self.frame(tweaked, .cell, section: 0, item: 0) == Rect(x: 20, y: 10, width: 60, height: 60))
        #expect(tweaked.elements.filter { $0.kind == .header }.map(\.section) == [1])
        // Section 0 is 10 + 60 + 10 high; section 1's header, 24 high, right below it, then its items.
        #expect(Self.frame(tweaked, .header, section: 1) == Rect(x: 0, y: 80, width: 320, height: 24))
        #expect(Self.frame(tweaked, .cell, section: 1, item: 0)?.minY == 104)
    }

    /// `contentInset` is the collection view's: the content moves by it, and it is put back.
    @Test func aContentInsetOverrideIsTheCollectionViews() throws {
        let session = SectionGridLayoutSession(entry: .layout { UICollectionViewFlowLayout() })
        let tweaked = try session.layOut(HostModelTests.request(1) { $0.overrides.layout.contentInset = Self.insets(20) })
        // 280 points wide: four 50-point items to a line, the first at the inset's corner.
        #expect(Self.frame(tweaked, .cell, section: 0, item: 0) == Rect(x: 0, y: 0, width: 50, height: 50))
        #expect(Self.frame(tweaked, .cell, section: 0, item: 4)?.minY == 60)
        #expect(session.collectionView?.contentInset == .zero)
        let model = try #require(session.model(HostModelTests.request(1)))
        #expect(model.spec.contentInset == .zero)
    }

    /// Compositional overrides replace the returned sections' `contentInsets`, `interGroupSpacing` and
    /// background decoration item's `contentInsets`; the section beats the layout-wide one.
    @Test func compositionalOverridesReplaceTheReturnedSectionsValues() throws {
        let session = SectionGridLayoutSession(
            entry: .layout {
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                    subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: "card")]
                return UICollectionViewCompositionalLayout(section: section)
            })
        var request = HostModelTests.request(1) { $0.items = [2, 2] }
        request.overrides.layout.contentInsets = EdgeInsets(top: 10, left: 16, bottom: 10, right: 8)
        request.overrides.layout.interGroupSpacing = 4
        request.overrides.layout.decorationContentInsets = Self.insets(2)
        request.overrides.sections[1] = PropertyOverrides()
        request.overrides.sections[1]?.contentInsets = .zero
        let tweaked = try session.layOut(request)
        // Section 0: inset 10 top, 16 leading, 8 trailing; items 40 high, 4 apart; its background the
        // section's frame inset by 2: (2, 2, 316, 94 − 4).
        #expect(Self.frame(tweaked, .cell, section: 0, item: 0) == Rect(x: 16, y: 10, width: 296, height: 40))
        #expect(Self.frame(tweaked, .cell, section: 0, item: 1) == Rect(x: 16, y: 54, width: 296, height: 40))
        #expect(Self.frame(tweaked, .background, section: 0) == Rect(x: 2, y: 2, width: 316, height: 100))
        // Section 1 without insets, right below section 0's 104 points.
        #expect(Self.frame(tweaked, .cell, section: 1, item: 0) == Rect(x: 0, y: 104, width: 320, height: 40))
        let code = try session.layOut(HostModelTests.request(2) { $0.items = [2, 2] })
        #expect(Self.frame(code, .cell, section: 0, item: 1) == Rect(x: 0, y: 40, width: 320, height: 40))
    }

    /// Overrides travel as `"overrides"`, left out when empty, and read back as written.
    @Test func overridesReadBackAsWritten() throws {
        var request = HostRequest(id: 4, viewport: Size(width: 10, height: 20))
        #expect(!request.jsonLine.contains("overrides"))
        request.overrides.layout.minimumLineSpacing = 3
        request.overrides.layout.contentInsets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        request.overrides.sections[7] = PropertyOverrides()
        request.overrides.sections[7]?.itemSize = Size(width: 5, height: 6)
        request.readsModel = true
        #expect(
            request.jsonLine == "{\"command\": \"layout\", \"id\": 4, \"viewport\": {\"width\": 10, \"height\": 20}, "
                + "\"model\": true, \"overrides\": {\"layout\": {\"minimumLineSpacing\": 3, \"contentInsets\": "
                + "{\"top\": 1, \"leading\": 2, \"bottom\": 3, \"trailing\": 4}}, \"sections\": {\"7\": {\"itemSize\": "
                + "{\"width\": 5, \"height\": 6}}}}}")
        #expect(try HostRequest(jsonLine: request.jsonLine) == request)
    }
}
