import UIKit

/// A flow layout that shows what it was given: a band above the items whose label reads the collection
/// view's bounds, safe area, display scale, appearance, size classes, the scroll direction and the
/// language mode the file was compiled in. The items start below the band, inside the safe area.
final class ProbeLayout: UICollectionViewFlowLayout {
    static let readingKind = "Reading"
    private var reading: ReadingAttributes?

    override init() {
        super.init()
        register(ReadingView.self, forDecorationViewOfKind: Self.readingKind)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepare() {
        guard let collectionView else { return }
        let safe = collectionView.safeAreaInsets
        sectionInset = UIEdgeInsets(top: safe.top + 40, left: safe.left, bottom: safe.bottom, right: safe.right)
        super.prepare()
        let traits = collectionView.traitCollection
        let size = collectionView.bounds.size
        let attributes = ReadingAttributes(forDecorationViewOfKind: Self.readingKind, with: IndexPath(item: 0, section: 0))
        attributes.frame = CGRect(x: safe.left, y: safe.top, width: 360, height: 40)
        attributes.zIndex = -1
        attributes.reading = [
            "\(Self.text(size.width))x\(Self.text(size.height))",
            "safe " + [safe.top, safe.left, safe.bottom, safe.right].map(Self.text).joined(separator: ","),
            "scale \(Self.text(traits.displayScale))",
            traits.userInterfaceStyle == .dark ? "dark" : "light",
            "w:" + Self.name(traits.horizontalSizeClass), "h:" + Self.name(traits.verticalSizeClass),
            scrollDirection == .vertical ? "vertical" : "horizontal",
            "swift " + Self.languageMode,
        ].joined(separator: " ")
        reading = attributes
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var attributes = super.layoutAttributesForElements(in: rect) ?? []
        if let reading, rect.intersects(reading.frame) { attributes.append(reading) }
        return attributes
    }

    override func layoutAttributesForDecorationView(ofKind elementKind: String,
                                                    at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        elementKind == Self.readingKind ? reading : super.layoutAttributesForDecorationView(ofKind: elementKind, at: indexPath)
    }

    private static func text(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : "\(value)"
    }

    private static func name(_ sizeClass: UIUserInterfaceSizeClass) -> String {
        switch sizeClass {
        case .compact: return "compact"
        case .regular: return "regular"
        default: return "unspecified"
        }
    }

    private static var languageMode: String {
        #if swift(>=6)
        return "6"
        #elseif swift(>=5)
        return "5"
        #else
        return "4.2"
        #endif
    }
}

/// Attributes carrying the reading to the view, copied and compared as UIKit asks of a subclass.
final class ReadingAttributes: UICollectionViewLayoutAttributes {
    var reading = ""

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! ReadingAttributes
        copy.reading = reading
        return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? ReadingAttributes, other.reading == reading else { return false }
        return super.isEqual(object)
    }
}

/// The band: rounded at its top corners only, a system fill, an image view and the label with the reading.
final class ReadingView: UICollectionReusableView {
    private let label = UILabel()
    private let icon = UIImageView(image: UIImage(named: "gauge"))

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 8
        layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        addSubview(icon)
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        label.text = (layoutAttributes as? ReadingAttributes)?.reading
    }
}
