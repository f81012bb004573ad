/// The layout class: the spec's layout-wide metrics set in `init`, and with backgrounds, the overrides
/// that place them (`prepare()`, the rect query, the decoration-view lookup, bounds changes).
struct FlowLayoutClassSource {
    let name: String
    let plan: FlowExportPlan
    let origin: String

    var text: String {
        SwiftSource.lines([
            "// MARK: - Layout",
            "",
            usageComment,
            "final class \(name): UICollectionViewFlowLayout {",
            SwiftSource.indented(SwiftSource.blocks([constants, initializers, configure, overrides])),
            "}",
        ])
    }

    private var usageComment: String {
        let delegate =
            plan.delegateMethods.isEmpty
            ? []
            : [
                "/// let metrics = \(name)Metrics()   // the collection view's delegate is weak: keep it"
            ]
        let delegateLine =
            plan.delegateMethods.isEmpty
            ? []
            : [
                "/// collectionView.delegate = metrics        // or forward your delegate's flow-layout methods to it"
            ]
        let what =
            plan.hasBackgrounds
            ? "a flow layout that gives its sections backgrounds (decoration views)."
            : "a flow layout with the spec's metrics."
        return SwiftSource.lines(
            ["/// The \(origin) layout: \(what)", "///", "/// ```swift"] + delegate + [
                "/// let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: \(name)())",
                "/// collectionView.contentInset = \(name).Spec.contentInset",
            ] + delegateLine + ["/// ```"])
    }

    private var constants: String? {
        guard plan.hasBackgrounds else { return nil }
        return """
            /// The element kind of the section backgrounds' decoration views.
            static let sectionBackgroundKind = "\(name).sectionBackground"
            /// Backgrounds sit below cells, headers and footers (zIndex 0).
            static let backgroundZIndex = -1

            /// The backgrounds of the last `prepare()`.
            private var backgrounds = BackgroundIndex()
            """
    }

    private var initializers: String {
        """
        override init() {
            super.init()
            configure()
        }

        required init?(coder: NSCoder) {
            super.init(coder: coder)
            configure()
        }
        """
    }

    private var configure: String {
        let pinning =
            (plan.flow.layout.sectionHeadersPinToVisibleBounds
                ? "\n    sectionHeadersPinToVisibleBounds = Spec.sectionHeadersPinToVisibleBounds" : "")
            + (plan.flow.layout.sectionFootersPinToVisibleBounds
                ? "\n    sectionFootersPinToVisibleBounds = Spec.sectionFootersPinToVisibleBounds" : "")
        // UIKit's default, `.fromContentInset`, is not written.
        let reference =
            plan.flow.layout.sectionInsetReference == .fromContentInset
            ? ""
            : "\n    sectionInsetReference = .\(plan.flow.layout.sectionInsetReference.rawValue)"
        let register =
            pinning
            + (plan.hasBackgrounds
                ? "\n    register(BackgroundView.self, forDecorationViewOfKind: Self.sectionBackgroundKind)" : "")
        let summary =
            plan.hasBackgrounds
            ? "Sets the spec's layout-wide metrics and registers the background view."
            : "Sets the spec's layout-wide metrics."
        return """
            /// \(summary)
            private func configure() {
                scrollDirection = Spec.scrollDirection
                itemSize = Spec.itemSize
                minimumLineSpacing = Spec.minimumLineSpacing
                minimumInteritemSpacing = Spec.minimumInteritemSpacing
                sectionInset = Spec.sectionInset
                headerReferenceSize = Spec.headerReferenceSize
                footerReferenceSize = Spec.footerReferenceSize\(reference)\(register)
            }
            """
    }

    private var overrides: String? {
        guard plan.hasBackgrounds else { return nil }
        return """
            override func prepare() {
                super.prepare()
                let axis = ScrollAxis(scrollDirection)
                backgrounds = BackgroundIndex(collectionView.map { backgroundAttributes(in: $0, axis: axis) } ?? [], axis: axis)
            }

            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                let elements = super.layoutAttributesForElements(in: rect) ?? []
                return backgrounds.backgrounds(in: rect) + elements
            }

            override func layoutAttributesForDecorationView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
                guard elementKind == Self.sectionBackgroundKind else {
                    return super.layoutAttributesForDecorationView(ofKind: elementKind, at: indexPath)
                }
                return backgrounds.background(forSection: indexPath.section)
            }

            /// Backgrounds span the collection view across the scroll direction: they move when that length
            /// changes, not when it scrolls.
            override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
                let axis = ScrollAxis(scrollDirection)
                if let collectionView, axis.crossLength(of: newBounds.size) != axis.crossLength(of: collectionView.bounds.size) {
                    return true
                }
                return super.shouldInvalidateLayout(forBoundsChange: newBounds)
            }
            """
    }
}
