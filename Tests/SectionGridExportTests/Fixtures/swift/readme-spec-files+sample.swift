
// MARK: - Sample (`--sample`)

extension ReadmeSpecFilesLayout.Spec {
    /// The spec's sections as sample data: each one's `title`, in section order.
    static let sampleTitles: [String?] = [
        "Favourites",
        "Tags",
        "Empty",
    ]
    /// How many items each section has.
    static let sampleItemCounts: [Int] = [
        5,
        3,
        0,
    ]
}

/// Shows the sample data with `ReadmeSpecFilesLayout`, as `sectiongrid readme-spec-files.json` draws it:
/// make it the root view controller of a new app.
final class ReadmeSpecFilesLayoutSampleViewController: UIViewController, UICollectionViewDataSource,
                                                       UICollectionViewDelegateFlowLayout {
    private static let cellIdentifier = "cell"
    private static let titleIdentifier = "title"

    /// The collection view, laid out by `ReadmeSpecFilesLayout`.
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: ReadmeSpecFilesLayout())
    private let metrics = ReadmeSpecFilesLayoutMetrics()

    init() {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func loadView() {
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.contentInset = ReadmeSpecFilesLayout.Spec.contentInset
        collectionView.backgroundColor = .systemBackground
        collectionView.register(SampleCell.self, forCellWithReuseIdentifier: Self.cellIdentifier)
        for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
            collectionView.register(SampleTitleView.self, forSupplementaryViewOfKind: kind,
                                    withReuseIdentifier: Self.titleIdentifier)
        }
        collectionView.dataSource = self
        collectionView.delegate = self
        view = collectionView
    }

    /// SectionGrid lays a spec out as a collection view whose content inset takes in the safe area
    /// along the scroll direction, whatever the content's length; the automatic adjustment does so
    /// only once the content is longer than the screen, so the sample adds it itself.
    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        let safeArea = view.safeAreaInsets
        var inset = ReadmeSpecFilesLayout.Spec.contentInset
        inset.top += safeArea.top
        inset.bottom += safeArea.bottom
        collectionView.contentInset = inset
        collectionView.collectionViewLayout.invalidateLayout()
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        ReadmeSpecFilesLayout.Spec.sampleItemCounts.count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        ReadmeSpecFilesLayout.Spec.sampleItemCounts[section]
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
        (view as? SampleTitleView)?.show(ReadmeSpecFilesLayout.Spec.sampleTitles[indexPath.section],
                                         isHeader: kind == UICollectionView.elementKindSectionHeader)
        return view
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        metrics.collectionView(collectionView, layout: collectionViewLayout, sizeForItemAt: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets {
        metrics.collectionView(collectionView, layout: collectionViewLayout, insetForSectionAt: section)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        metrics.collectionView(collectionView, layout: collectionViewLayout, minimumInteritemSpacingForSectionAt: section)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize {
        metrics.collectionView(collectionView, layout: collectionViewLayout, referenceSizeForHeaderInSection: section)
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
