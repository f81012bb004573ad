/// The app `swift.frames.*` lays out: the benchmark's own code, written the way the seeds' section
/// backgrounds are (seed 000: a storyboard's `UICollectionViewController` whose delegate gives each
/// section a colour, and a `UICollectionViewFlowLayout` subclass that puts a decoration band across the
/// collection view behind each section in `prepare()`, its colour carried by an attributes subclass with
/// `copy(with:)` and `isEqual(_:)`, registered through `classForCoder()`, the section inset asked through
/// the optional delegate call). Two files, as an app has them; `itemCounts` are the sections' items.
enum SwiftFileApp {
    /// The layout file.
    static let layout = """
        import UIKit

        protocol BandLayoutDelegate: UICollectionViewDelegateFlowLayout {
            func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, bandColorFor section: Int) -> UIColor
        }

        private let bandKind = "Band"

        private final class BandAttributes: UICollectionViewLayoutAttributes {
            var color = UIColor.white

            override func copy(with zone: NSZone? = nil) -> Any {
                let copy = super.copy(with: zone) as! BandAttributes
                copy.color = color
                return copy
            }

            override func isEqual(_ object: Any?) -> Bool {
                guard let other = object as? BandAttributes, other.color.isEqual(color) else { return false }
                return super.isEqual(object)
            }
        }

        private final class BandView: UICollectionReusableView {
            override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
                super.apply(layoutAttributes)
                if let band = layoutAttributes as? BandAttributes { backgroundColor = band.color }
            }
        }

        class BandLayout: UICollectionViewFlowLayout {
            private var bands: [UICollectionViewLayoutAttributes] = []

            override init() {
                super.init()
                setUp()
            }

            required init?(coder: NSCoder) {
                super.init(coder: coder)
            }

            override func awakeFromNib() {
                super.awakeFromNib()
                setUp()
            }

            private func setUp() {
                register(BandView.classForCoder(), forDecorationViewOfKind: bandKind)
            }

            override func prepare() {
                super.prepare()
                bands.removeAll()
                guard let collectionView = collectionView, let delegate = collectionView.delegate as? BandLayoutDelegate else { return }
                for section in 0..<collectionView.numberOfSections {
                    let count = collectionView.numberOfItems(inSection: section)
                    guard count > 0,
                          let first = layoutAttributesForItem(at: IndexPath(item: 0, section: section)),
                          let last = layoutAttributesForItem(at: IndexPath(item: count - 1, section: section)) else { continue }
                    let inset = delegate.collectionView?(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
                    var frame = first.frame.union(last.frame)
                    frame.origin.x = 0
                    frame.origin.y -= inset.top
                    frame.size.width = collectionView.frame.width
                    frame.size.height += inset.top + inset.bottom
                    let band = BandAttributes(forDecorationViewOfKind: bandKind, with: IndexPath(item: 0, section: section))
                    band.frame = frame
                    band.zIndex = -1
                    band.color = delegate.collectionView(collectionView, layout: self, bandColorFor: section)
                    bands.append(band)
                }
            }

            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                var attributes = super.layoutAttributesForElements(in: rect)
                attributes?.append(contentsOf: bands.filter { rect.intersects($0.frame) })
                return attributes
            }

            override func layoutAttributesForDecorationView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
                elementKind == bandKind ? bands.first { $0.indexPath.section == indexPath.section }
                    : super.layoutAttributesForDecorationView(ofKind: elementKind, at: indexPath)
            }
        }

        """

    /// The controller file, its sections holding `itemCounts` items. With `layoutInset`, the section
    /// inset is the layout object's (`sectionInset`, top and bottom `layoutInset`, left and right 10, set
    /// in `viewDidLoad()`), which the bands read in `prepare()` (seed 000's way, so a tweak of the inset
    /// moves them); without, the delegate answers 10 all round (`insetForSectionAt`).
    static func controller(itemCounts: [Int], layoutInset: Int? = nil) -> String {
        let inset: String
        if let layoutInset {
            inset = """
                        (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset = UIEdgeInsets(top: \(layoutInset), left: 10, bottom: \(layoutInset), right: 10)

                """
        } else {
            inset = ""
        }
        let delegateInset =
            layoutInset != nil
            ? ""
            : """
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                    insetForSectionAt section: Int) -> UIEdgeInsets {
                    UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
                }


            """
        return """
            import UIKit

            private let cellIdentifier = "Cell"

            class BandsViewController: UICollectionViewController, BandLayoutDelegate {
                private let itemCounts = [\(itemCounts.map(String.init).joined(separator: ", "))]

                override func viewDidLoad() {
                    super.viewDidLoad()
                    collectionView!.register(UICollectionViewCell.self, forCellWithReuseIdentifier: cellIdentifier)
                    collectionView?.backgroundColor = UIColor.white
            \(inset)    }

                override func numberOfSections(in collectionView: UICollectionView) -> Int {
                    itemCounts.count
                }

                override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                    itemCounts[section]
                }

                override func collectionView(_ collectionView: UICollectionView,
                                             cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: cellIdentifier, for: indexPath)
                    cell.backgroundColor = UIColor.white
                    return cell
                }

            \(delegateInset)    func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, bandColorFor section: Int) -> UIColor {
                    [UIColor.green, UIColor.cyan, UIColor.blue, UIColor.purple][section % 4]
                }
            }

            """
    }

    /// Seed 000's sections: four, of 8 and 4 items in turn.
    static let seedItemCounts = [8, 4, 8, 4]

    /// 1,000 items: 10 sections of 100 (the viewer's figures, `swift.open.*`, `swift.tweak`, `swift.save`).
    static let thousandItemCounts = Array(repeating: 100, count: 10)

    /// 10,000 items: 100 sections of 100.
    static let largeItemCounts = Array(repeating: 100, count: 100)
}
