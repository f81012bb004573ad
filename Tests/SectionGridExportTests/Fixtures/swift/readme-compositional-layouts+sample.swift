
// MARK: - Sample (`--sample`)

extension ReadmeCompositionalLayoutsLayout.Spec {
    /// The spec's sections as sample data: each one's `title`, in section order.
    static let sampleTitles: [String?] = [
        "Featured",
        "Pairs",
    ]
    /// How many items each section has.
    static let sampleItemCounts: [Int] = [
        5,
        3,
    ]
}

/// Shows the sample data with `ReadmeCompositionalLayoutsLayout`, as `sectiongrid readme-compositional-layouts.json` draws it:
/// make it the root view controller of a new app.
final class ReadmeCompositionalLayoutsLayoutSampleViewController: UIViewController, UICollectionViewDataSource {
    private static let cellIdentifier = "cell"
    private static let titleIdentifier = "title"

    /// The collection view, laid out by `ReadmeCompositionalLayoutsLayout`.
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: ReadmeCompositionalLayoutsLayout.makeLayout())

    init() {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func loadView() {
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.contentInset = ReadmeCompositionalLayoutsLayout.Spec.contentInset
        collectionView.backgroundColor = .systemBackground
        collectionView.register(SampleCell.self, forCellWithReuseIdentifier: Self.cellIdentifier)
        collectionView.dataSource = self
        view = collectionView
    }

    /// SectionGrid lays a spec out as a collection view whose content inset takes in the safe area
    /// along the scroll direction, whatever the content's length; the automatic adjustment does so
    /// only once the content is longer than the screen, so the sample adds it itself.
    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        let safeArea = view.safeAreaInsets
        var inset = ReadmeCompositionalLayoutsLayout.Spec.contentInset
        inset.top += safeArea.top
        inset.bottom += safeArea.bottom
        collectionView.contentInset = inset
        collectionView.collectionViewLayout.invalidateLayout()
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        ReadmeCompositionalLayoutsLayout.Spec.sampleItemCounts.count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        ReadmeCompositionalLayoutsLayout.Spec.sampleItemCounts[section]
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.cellIdentifier, for: indexPath)
        (cell as? SampleCell)?.label.text = "\(indexPath.section).\(indexPath.item)"
        return cell
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
