import SectionGridHostProtocol
internal import SectionLayout

/// **SectionGrid's, not UIKit API.** One entry laid out request after request, as the host serves it
/// (`SectionGridLayoutHost`), or in-process (tests, drivers): the view controller or collection view is
/// made on the first request, its view given the viewport's bounds before `viewDidLoad()`, and kept:
/// later requests move it to their device and lay it out again.
@MainActor
public final class SectionGridLayoutSession {
    private let entry: SectionGridEntry
    private var scene: HostScene?

    public init(entry: SectionGridEntry) {
        self.entry = entry
    }

    /// The view controller shown (`nil` for a layout entry, or before the first request).
    public var viewController: UIViewController? { scene?.viewController }
    /// The collection view laid out (`nil` before the first request).
    public var collectionView: UICollectionView? { scene?.collectionView }

    /// Answers `request`: `send` gets the layout (frames), then each element's look, then `done`; or an
    /// error when the entry cannot be laid out.
    public func respond(to request: HostRequest, send: (HostMessage) -> Void) {
        do {
            let layout = try layOut(request)
            send(.layout(layout))
            if request.readsModel, let model = model(request) { send(.model(model)) }
            if request.readsLooks {
                readLooks { index, view in send(.look(request: request.id, element: index, view: view)) }
            }
            send(.done(request: request.id))
        } catch {
            send(.error(request: request.id, message: "\(error)"))
        }
    }

    /// Lays the entry out on `request`'s device, its overrides in force for this pass only, and returns
    /// every element (`layoutAttributesForElements(in:)` over the whole content), without looks.
    public func layOut(_ request: HostRequest) throws -> HostLayout {
        let previousTraits = HostScreen.current.traitCollection
        HostScreen.current = HostScreen(request)
        UITraitCollection.current = HostScreen.current.traitCollection
        let appears = scene == nil
        let scene = try self.scene ?? HostScene.make(entry, request: request)
        self.scene = scene
        scene.place(on: request, previousTraits: appears ? nil : previousTraits)
        let controller = scene.viewController
        if appears { controller?.viewWillAppear(false) }
        if let controller {
            controller.viewWillLayoutSubviews()
            controller.view.layoutSubviews()
            controller.viewDidLayoutSubviews()
        }
        let collectionView = scene.collectionView
        let layout = collectionView.collectionViewLayout
        let overrides = HostOverrides(request.overrides, on: collectionView)
        layout.invalidateLayout()
        collectionView.layoutIfNeeded()
        if appears { controller?.viewDidAppear(false) }
        currentRect = HostElements.wholeContent(of: layout)
        currentAttributes = layout.layoutAttributesForElements(in: currentRect) ?? []
        overrides.restore()
        contentInsetCorrection =
            overrides.codeContentInset.map { code in
                let set = request.overrides.layout.contentInset ?? .zero
                return EdgeInsets(
                    top: Double(code.top) - set.top, left: Double(code.left) - set.left, bottom: Double(code.bottom) - set.bottom,
                    right: Double(code.right) - set.right)
            } ?? .zero
        let contentSize = layout.collectionViewContentSize
        let elements = currentAttributes.map { HostElements.element($0, in: collectionView, contentSize: contentSize) }
        var answer = HostLayout(
            request: request.id, contentSize: Size(width: Double(contentSize.width), height: Double(contentSize.height)),
            elements: elements)
        answer.backgroundColor = collectionView.backgroundColor.map {
            SectionGridLookReader.color($0, collectionView.traitCollection)
        }
        return answer
    }

    /// The attributes of the last layout, in the order of its elements.
    private var currentAttributes: [UICollectionViewLayoutAttributes] = []
    /// The rectangle the last layout was asked for.
    private var currentRect = CGRect.zero
    /// The code's `contentInset` minus the one the last layout's overrides set (zero: none set).
    private var contentInsetCorrection = EdgeInsets.zero

    /// The code's layout as a spec, read from the last layout (`HostModel`): `nil` before the first.
    public func model(_ request: HostRequest) -> HostModel? {
        guard let collectionView = scene?.collectionView else { return nil }
        return HostModelReader.model(
            request: request, collectionView: collectionView, attributes: currentAttributes, rect: currentRect,
            contentInsetCorrection: contentInsetCorrection)
    }

    /// Hands `body` the look of each element of the last layout whose view shows something the code
    /// set, one at a time and in element order (so an answer streamed from here loses nothing read
    /// before a trap): each element's view, made as the collection view makes it (cells and
    /// supplementaries from the data source, decoration views from their registered class), given its
    /// attributes and read.
    public func readLooks(_ body: (Int, ViewLook) -> Void) {
        guard let collectionView = scene?.collectionView else { return }
        for (index, attributes) in currentAttributes.enumerated() {
            guard let look = HostViews.withView(for: attributes, in: collectionView, SectionGridLookReader.look(of:)),
                !look.isEmpty
            else { continue }
            body(index, look)
        }
    }
}
