import SectionGridHostProtocol
internal import SectionLayout

/// A request's overrides in force for one layout pass, and the code's values put back after it
/// (`LayoutOverrides`): layout-wide flow values set on the flow layout's properties, every override
/// handed to the layout (`FlowOverrides`, the compositional layout's `hostOverrides`), the collection
/// view's `contentInset` set. `restore()` puts the code's values back, so the next request starts
/// from the code's state.
@MainActor
struct HostOverrides {
    private let collectionView: UICollectionView
    /// The code's flow properties (`nil`: not a flow layout, or nothing set).
    private let flowProperties: FlowProperties?
    /// The code's `contentInset` (`nil`: not set).
    let codeContentInset: UIEdgeInsets?

    /// Puts `overrides` in force on `collectionView`'s layout.
    init(_ overrides: LayoutOverrides, on collectionView: UICollectionView) {
        self.collectionView = collectionView
        let layout = collectionView.collectionViewLayout
        if let flow = layout as? UICollectionViewFlowLayout {
            let code = FlowProperties(flow)
            flow.hostOverrides = overrides.isEmpty ? nil : FlowOverrides(overrides: overrides, code: code)
            if overrides.layout.isEmpty {
                flowProperties = nil
            } else {
                code.overridden(by: overrides.layout).set(on: flow)
                flowProperties = code
            }
        } else {
            flowProperties = nil
        }
        (layout as? UICollectionViewCompositionalLayout)?.hostOverrides = overrides
        if let inset = overrides.layout.contentInset {
            codeContentInset = collectionView.contentInset
            collectionView.contentInset = UIEdgeInsets(top: inset.top, left: inset.left, bottom: inset.bottom, right: inset.right)
        } else {
            codeContentInset = nil
        }
    }

    /// Puts the code's values back.
    func restore() {
        let layout = collectionView.collectionViewLayout
        if let flow = layout as? UICollectionViewFlowLayout {
            flowProperties?.set(on: flow)
            flow.hostOverrides = nil
        }
        (layout as? UICollectionViewCompositionalLayout)?.hostOverrides = LayoutOverrides()
        if let codeContentInset { collectionView.contentInset = codeContentInset }
    }
}
