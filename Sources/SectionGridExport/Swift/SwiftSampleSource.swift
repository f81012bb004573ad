/// `--sample`: the spec's sections as data (titles and item counts), and a view controller showing
/// them with the layout — its own data source, and the delegate forwarding the flow-layout methods the
/// engine needs — so the file pasted into a new app shows what the viewer shows.
struct SwiftSampleSource {
    /// The layout class.
    let name: String
    /// How the layout's origin reads in prose (`"cards"`), and the viewer command showing it.
    let origin: String
    let viewerCommand: String
    /// Each section's title and item count.
    let sections: [(title: String?, itemCount: Int)]
    /// Whether the spec sets the collection view's background colour (`Spec.collectionViewBackgroundColor`).
    let hasBackgroundColor: Bool
    /// The delegate methods to forward (declarations and bodies), and the helper's type (`nil`: none).
    let forwardedMethods: String?
    let metricsType: String?
    /// The expression making the layout (`CardsLayout()`, `ShopLayout.makeLayout()`).
    var layoutExpression: String
    /// Whether the layout scrolls vertically (the safe area's top and bottom join the content inset)
    /// or horizontally (its left and right).
    var scrollsVertically: Bool
    /// The element kinds of supplementary views beyond UIKit's section header and footer (a compositional
    /// spec's boundary items and badges; `nil`: only the header and footer). The sample registers a view
    /// for each and shows titles in headers and footers only.
    var supplementaryKinds: [String]? = nil
    /// The `loadView` lines setting the spec's layout direction and appearance (`SwiftTraitSource`).
    var traitLines = ""

    var text: String {
        SwiftSource.lines([
            "// MARK: - Sample (`--sample`)", "",
            SwiftSource.blocks([
                data, controller, cell,
                hasSupplementaries ? titleView : nil,
            ]),
        ])
    }

    /// Whether the spec has supplementary views (a flow spec always may: headers and footers).
    private var hasSupplementaries: Bool {
        supplementaryKinds.map { !$0.isEmpty } ?? true
    }

    private var data: String {
        let titles = sections.map { $0.title.map(SwiftLiteral.string) ?? "nil" }
        let counts = sections.map { "\($0.itemCount)" }
        return """
            extension \(name).Spec {
                /// The spec's sections as sample data: each one's `title`, in section order.
                static let sampleTitles: [String?] = [
            \(SwiftSource.indented(SwiftSource.arrayElements(titles)))
                ]
                /// How many items each section has.
                static let sampleItemCounts: [Int] = [
            \(SwiftSource.indented(SwiftSource.arrayElements(counts)))
                ]
            }\(kindsTable)
            """
    }

    private var kindsTable: String {
        guard let supplementaryKinds, !supplementaryKinds.isEmpty else { return "" }
        return "\n\n" + """
            extension \(name).Spec {
                /// The element kinds of the spec's supplementary views, each registered with a sample view.
                static let sampleSupplementaryKinds: [String] = [
            \(SwiftSource.indented(SwiftSource.arrayElements(supplementaryKinds)))
                ]
            }
            """
    }

    private var controller: String {
        let delegate =
            metricsType == nil
            ? "" : ",\n" + String(repeating: " ", count: name.count + 34) + "UICollectionViewDelegateFlowLayout"
        let metrics = metricsType.map { "\n    private let metrics = \($0)()" } ?? ""
        let background = hasBackgroundColor ? "\(name).Spec.collectionViewBackgroundColor" : ".systemBackground"
        let setDelegate = metricsType == nil ? "" : "\n        collectionView.delegate = self"
        let kinds =
            supplementaryKinds == nil
            ? "[UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter]"
            : "\(name).Spec.sampleSupplementaryKinds"
        let show =
            supplementaryKinds == nil
            ? """
            (view as? SampleTitleView)?.show(\(name).Spec.sampleTitles[indexPath.section],
                                             isHeader: kind == UICollectionView.elementKindSectionHeader)
            """
            : """
            let isHeader = kind == UICollectionView.elementKindSectionHeader
            let isTitled = isHeader || kind == UICollectionView.elementKindSectionFooter
            (view as? SampleTitleView)?.show(isTitled ? \(name).Spec.sampleTitles[indexPath.section] : nil, isHeader: isHeader)
            """
        let registration =
            hasSupplementaries
            ? "\n"
                + SwiftSource.indented(
                    """
                    for kind in \(kinds) {
                        collectionView.register(SampleTitleView.self, forSupplementaryViewOfKind: kind,
                                                withReuseIdentifier: Self.titleIdentifier)
                    }
                    """, by: 2) : ""
        let supplementaryMethod =
            hasSupplementaries
            ? "\n\n"
                + SwiftSource.indented(
                    """
                    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                                        at indexPath: IndexPath) -> UICollectionReusableView {
                        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: Self.titleIdentifier,
                                                                                   for: indexPath)
                    \(SwiftSource.indented(show))
                        return view
                    }
                    """) : ""
        let forwarded = forwardedMethods.map { "\n\n" + SwiftSource.indented($0) } ?? ""
        return """
            /// Shows the sample data with `\(name)`, as `\(viewerCommand)` draws it:
            /// make it the root view controller of a new app.
            final class \(name)SampleViewController: UIViewController, UICollectionViewDataSource\(delegate) {
                private static let cellIdentifier = "cell"
                private static let titleIdentifier = "title"

                /// The collection view, laid out by `\(name)`.
                let collectionView = UICollectionView(frame: .zero, collectionViewLayout: \(layoutExpression))\(metrics)

                init() {
                    super.init(nibName: nil, bundle: nil)
                }

                required init?(coder: NSCoder) {
                    super.init(coder: coder)
                }

                override func loadView() {
                    collectionView.contentInsetAdjustmentBehavior = .never
                    collectionView.contentInset = \(name).Spec.contentInset
                    collectionView.backgroundColor = \(background)\(SwiftSource.indented(traitLines, by: 2))
                    collectionView.register(SampleCell.self, forCellWithReuseIdentifier: Self.cellIdentifier)\(registration)
                    collectionView.dataSource = self\(setDelegate)
                    view = collectionView
                }

                /// SectionGrid lays a spec out as a collection view whose content inset takes in the safe area
                /// along the scroll direction, whatever the content's length; the automatic adjustment does so
                /// only once the content is longer than the screen, so the sample adds it itself.
                override func viewSafeAreaInsetsDidChange() {
                    super.viewSafeAreaInsetsDidChange()
                    let safeArea = view.safeAreaInsets
                    var inset = \(name).Spec.contentInset
            \(SwiftSource.indented(safeAreaLines, by: 2))
                    collectionView.contentInset = inset
                    collectionView.collectionViewLayout.invalidateLayout()
                }

                func numberOfSections(in collectionView: UICollectionView) -> Int {
                    \(name).Spec.sampleItemCounts.count
                }

                func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                    \(name).Spec.sampleItemCounts[section]
                }

                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.cellIdentifier, for: indexPath)
                    (cell as? SampleCell)?.label.text = "\\(indexPath.section).\\(indexPath.item)"
                    return cell
                }\(supplementaryMethod)\(forwarded)
            }
            """
    }

    private var safeAreaLines: String {
        let edges = scrollsVertically ? ["top", "bottom"] : ["left", "right"]
        return edges.map { "inset.\($0) += safeArea.\($0)" }.joined(separator: "\n")
    }

    private var cell: String {
        """
        /// A sample cell, labelled with its index path as the viewer labels items.
        private final class SampleCell: UICollectionViewCell {
            let label = UILabel(frame: .zero)

            override init(frame: CGRect) {
                super.init(frame: frame)
                addLabel()
            }

            required init?(coder: NSCoder) {
                super.init(coder: coder)
                addLabel()
            }

            private func addLabel() {
                contentView.backgroundColor = .secondarySystemBackground
                label.frame = contentView.bounds
                label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                label.textAlignment = .center
                label.font = .preferredFont(forTextStyle: .caption1)
                contentView.addSubview(label)
            }
        }
        """
    }

    private var titleView: String {
        """
        /// A sample header or footer: the section's title, bold in the header and dimmed in the footer.
        private final class SampleTitleView: UICollectionReusableView {
            private let label = UILabel(frame: .zero)

            override init(frame: CGRect) {
                super.init(frame: frame)
                addLabel()
            }

            required init?(coder: NSCoder) {
                super.init(coder: coder)
                addLabel()
            }

            private func addLabel() {
                label.frame = bounds
                label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                addSubview(label)
            }

            /// Shows `title` as a header's or a footer's.
            func show(_ title: String?, isHeader: Bool) {
                label.text = title
                label.font = .preferredFont(forTextStyle: isHeader ? .headline : .footnote)
                label.textColor = isHeader ? .label : .secondaryLabel
            }
        }
        """
    }
}
