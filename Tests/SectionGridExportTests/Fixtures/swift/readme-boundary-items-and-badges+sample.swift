
// MARK: - Sample (`--sample`)

extension ReadmeBoundaryItemsAndBadgesLayout.Spec {
    /// The spec's sections as sample data: each one's `title`, in section order.
    static let sampleTitles: [String?] = [
        "Inbox",
    ]
    /// How many items each section has.
    static let sampleItemCounts: [Int] = [
        6,
    ]
}

extension ReadmeBoundaryItemsAndBadgesLayout.Spec {
    /// The element kinds of the spec's supplementary views, each registered with a sample view.
    static let sampleSupplementaryKinds: [String] = [
        "banner",
        "legal",
        UICollectionView.elementKindSectionHeader,
        "count",
        "badge",
    ]
}

/// Shows the sample data with `ReadmeBoundaryItemsAndBadgesLayout`, as `sectiongrid readme-boundary-items-and-badges.json` draws it:
/// make it the root view controller of a new app.
final class ReadmeBoundaryItemsAndBadgesLayoutSampleViewController: UIViewController, UICollectionViewDataSource {
    private static let cellIdentifier = "cell"
    private static let titleIdentifier = "title"

    /// The collection view, laid out by `ReadmeBoundaryItemsAndBadgesLayout`.
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: ReadmeBoundaryItemsAndBadgesLayout.makeLayout())

    init() {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func loadView() {
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.contentInset = ReadmeBoundaryItemsAndBadgesLayout.Spec.contentInset
        collectionView.backgroundColor = .systemBackground
        collectionView.register(SampleCell.self, forCellWithReuseIdentifier: Self.cellIdentifier)
        for kind in ReadmeBoundaryItemsAndBadgesLayout.Spec.sampleSupplementaryKinds {
            collectionView.register(SampleTitleView.self, forSupplementaryViewOfKind: kind,
                                    withReuseIdentifier: Self.titleIdentifier)
        }
        collectionView.dataSource = self
        view = collectionView
    }

    /// SectionGrid lays a spec out as a collection view whose content inset takes in the safe area
    /// along the scroll direction, whatever the content's length; the automatic adjustment does so
    /// only once the content is longer than the screen, so the sample adds it itself.
    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        let safeArea = view.safeAreaInsets
        var inset = ReadmeBoundaryItemsAndBadgesLayout.Spec.contentInset
        inset.top += safeArea.top
        inset.bottom += safeArea.bottom
        collectionView.contentInset = inset
        collectionView.collectionViewLayout.invalidateLayout()
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        ReadmeBoundaryItemsAndBadgesLayout.Spec.sampleItemCounts.count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        ReadmeBoundaryItemsAndBadgesLayout.Spec.sampleItemCounts[section]
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.cellIdentifier, for: indexPath)
        (cell as? SampleCell)?.label.text = "\(indexPath.section).\(indexPath.item)"
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: Self.titleIdentifier,
                                                                   for: indexPath)
        let isHeader = kind == UICollectionView.elementKindSectionHeader
        let isTitled = isHeader || kind == UICollectionView.elementKindSectionFooter
        (view as? SampleTitleView)?.show(isTitled ? ReadmeBoundaryItemsAndBadgesLayout.Spec.sampleTitles[indexPath.section] : nil, isHeader: isHeader)
        return view
    }
}

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
