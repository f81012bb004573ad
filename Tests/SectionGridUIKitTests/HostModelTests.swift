import SectionGridCommandLine
import SectionGridHostProtocol
import SectionGridUIKit
import SectionLayout
import SectionSpec
import Testing

/// The code's layout as a spec (`HostModel`), read in-process: `frames` of the spec is the host's frames
/// for every element, the delegate methods that answered are named, and a layout answering elements of
/// its own is reported.
@Suite("Layout host's model, in-process") @MainActor
struct HostModelTests {
    /// A controller whose delegate answers `insetForSectionAt` and `sizeForItemAt` (not the spacings), on
    /// a flow layout whose `minimumLineSpacing` the code set to 5.
    final class Answering: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
        var collectionView: UICollectionView! = UICollectionView()

        override func viewDidLoad() {
            super.viewDidLoad()
            (collectionView.collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing = 5
        }

        func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            UICollectionViewCell(frame: .zero)
        }
        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            insetForSectionAt section: Int
        ) -> UIEdgeInsets {
            section == 0 ? UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20) : .zero
        }
        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            sizeForItemAt indexPath: IndexPath
        ) -> CGSize {
            CGSize(width: 100, height: 40 + 10 * CGFloat(indexPath.item))
        }
    }

    /// A flow layout subclass putting a band behind each section, computed in `prepare()` from its own
    /// `sectionInset` (as seed 000's does from the delegate's colour): elements of its own.
    final class BandLayout: UICollectionViewFlowLayout {
        var bands: [UICollectionViewLayoutAttributes] = []

        override func prepare() {
            super.prepare()
            guard let collectionView else { return }
            bands = (0..<collectionView.numberOfSections).compactMap { section in
                let first = layoutAttributesForItem(at: IndexPath(item: 0, section: section))
                let count = collectionView.numberOfItems(inSection: section)
                guard let first, let last = layoutAttributesForItem(at: IndexPath(item: count - 1, section: section)) else {
                    return nil
                }
                let band = UICollectionViewLayoutAttributes(
                    forDecorationViewOfKind: "band", with: IndexPath(item: 0, section: section))
                band.frame = CGRect(
                    x: 0, y: first.frame.minY - sectionInset.top, width: collectionView.bounds.width,
                    height: last.frame.maxY - first.frame.minY + sectionInset.top + sectionInset.bottom)
                band.zIndex = -1
                return band
            }
        }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            (super.layoutAttributesForElements(in: rect) ?? []) + bands.filter { $0.frame.intersects(rect) }
        }
    }

    /// A background decoration view styled in `init(frame:)`.
    final class CardBackground: UICollectionReusableView {
        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .red
            layer.cornerRadius = 8
        }
        required init?(coder: NSCoder) { nil }
    }

    static func request(_ id: Int = 1, _ change: (inout HostRequest) -> Void = { _ in }) -> HostRequest {
        var request = HostRequest(id: id, viewport: Size(width: 320, height: 480))
        request.readsModel = true
        change(&request)
        return request
    }

    /// The elements of `layout` as `frames` of a spec names them (a background's element kind and look
    /// dropped), sorted.
    static func hostLines(_ layout: HostLayout) -> [String] {
        layout.elements.map { element in
            var element = element
            element.view = nil
            if element.kind == .background { element.elementKind = nil }
            return element.json
        }.sorted()
    }

    /// `frames` of `spec`, sorted.
    static func specLines(_ spec: LayoutSpec) -> [String] {
        let result = spec.layout()
        return result.allElements().map { FramesExport.line(for: $0, namedKinds: result.namesSupplementaryKinds) }.sorted()
    }

    /// The delegate's answers are the sections' values and item sizes; the spacing the code set on the
    /// layout object is the layout's; `frames` of the spec is the host's, element for element. The
    /// frames are UIKit's flow: section 0 inset 10/20, two 100-point items on a 280-point line spread to
    /// its edges and centred on its line (docs/spec.md, "Flow layout semantics"), lines 5 apart below the
    /// taller item.
    @Test func aFlowLayoutsModelHoldsItsPropertiesAndTheDelegatesAnswers() throws {
        let session = SectionGridLayoutSession(entry: .viewController { Answering() })
        var messages: [HostMessage] = []
        session.respond(to: Self.request { $0.readsLooks = false }) { messages.append($0) }
        guard case .layout(let layout) = messages.first, case .model(let model) = messages.dropFirst().first else {
            Issue.record("layout, then model: \(messages.map(\.jsonLine))")
            return
        }
        #expect(model.request == 1)
        #expect(model.delegateAnswers == ["insetForSectionAt", "sizeForItemAt"])
        #expect(model.customizations == [])
        guard case .flow(let flow) = model.spec.engine else {
            Issue.record("not a flow spec")
            return
        }
        #expect(flow.layout.minimumLineSpacing == 5 && flow.layout.minimumInteritemSpacing == 10)
        #expect(flow.sections.map(\.section.sectionInset) == [EdgeInsets(top: 10, left: 20, bottom: 10, right: 20), .zero])
        #expect(
            flow.sections.map(\.section.items)
                == Array(
                    repeating: .sizes([Size(width: 100, height: 40), Size(width: 100, height: 50), Size(width: 100, height: 60)]),
                    count: 2))
        #expect(model.spec.viewport == Size(width: 320, height: 480))
        // The 40-point item is centred on its 50-point line, as UIKit's flow layout does.
        #expect(layout.elements[0].frame == Rect(x: 20, y: 15, width: 100, height: 40))
        #expect(layout.elements[1].frame == Rect(x: 200, y: 10, width: 100, height: 50))
        #expect(layout.elements[2].frame == Rect(x: 20, y: 65, width: 100, height: 60))
        #expect(Self.hostLines(layout) == Self.specLines(model.spec))
        // The message reads back as sent.
        #expect(try HostMessage(jsonLine: HostMessage.model(model).jsonLine) == .model(model))
    }

    /// A compositional layout's model is the sections its provider returned, the background decoration
    /// item's view (red, radius 8) as the section's background style; `frames` of it is the host's.
    @Test func aCompositionalLayoutsModelIsTheProvidersSections() throws {
        let session = SectionGridLayoutSession(
            entry: .layout {
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(40)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                    subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
                section.interGroupSpacing = 6
                let background = NSCollectionLayoutDecorationItem.background(elementKind: "card")
                background.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
                section.decorationItems = [background]
                let layout = UICollectionViewCompositionalLayout(section: section)
                layout.register(CardBackground.self, forDecorationViewOfKind: "card")
                return layout
            })
        let layout = try session.layOut(Self.request())
        let model = try #require(session.model(Self.request()))
        #expect(model.customizations == [] && model.delegateAnswers == [])
        guard case .compositional(let compositional) = model.spec.engine else {
            Issue.record("not a compositional spec")
            return
        }
        #expect(compositional.sections.count == 3)
        let first = compositional.sections[0].section
        #expect(first.contentInsets == DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
        #expect(first.interGroupSpacing == 6)
        #expect(first.background?.contentInsets == DirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4))
        #expect(first.background?.style == BackgroundStyle(color: try #require(Color("#FF0000")), cornerRadius: 8))
        // Six items of 144 × 40 (half of 320 − 2 × 16), three rows 6 apart: the first at (16, 8).
        #expect(layout.elements.first { $0.kind == .cell }?.frame == Rect(x: 16, y: 8, width: 144, height: 40))
        #expect(Self.hostLines(layout) == Self.specLines(model.spec))
    }

    /// A layout answering elements of its own (bands added in `layoutAttributesForElements(in:)`) is
    /// reported: its spec is the flow layout under it, not the layout.
    @Test func aSubclassAnsweringItsOwnElementsIsReported() throws {
        let session = SectionGridLayoutSession(entry: .layout { BandLayout() })
        _ = try session.layOut(Self.request())
        let model = try #require(session.model(Self.request()))
        #expect(model.customizations == ["layoutAttributesForElements(in:)"])
    }

    /// A flow layout subclass whose `prepare()` does not call `super`'s never runs the flow engine: what
    /// it answers is its own.
    @Test func aSubclassSkippingSupersPrepareIsReported() throws {
        final class Skipping: UICollectionViewFlowLayout {
            override func prepare() {}
        }
        let session = SectionGridLayoutSession(entry: .layout { Skipping() })
        _ = try session.layOut(Self.request())
        #expect(try #require(session.model(Self.request())).customizations == ["layoutAttributesForElements(in:)"])
    }

    /// A layout of its own (neither flow nor compositional) gets an empty flow spec and says so.
    @Test func aLayoutOfItsOwnIsNamed() throws {
        final class Own: UICollectionViewLayout {}
        let session = SectionGridLayoutSession(entry: .layout { Own() })
        _ = try session.layOut(Self.request())
        let model = try #require(session.model(Self.request()))
        #expect(model.customizations == ["UICollectionViewLayout subclass"])
        guard case .flow(let flow) = model.spec.engine else {
            Issue.record("not a flow spec")
            return
        }
        #expect(flow.sections.isEmpty)
    }
}
