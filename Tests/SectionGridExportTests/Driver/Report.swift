import SectionGridHostProtocol
import UIKit

// Compiled into the test executable with the generated files (not part of the test target): what an
// exported layout answers, as text that `GeneratedCodeRunTests` compares with SectionLayout's answers.

/// The answers of one exported layout, line by line.
@MainActor
struct Report {
    let layout: UICollectionViewLayout
    let collectionView: UICollectionView
    let backgroundKind: String
    private(set) var lines: [String] = []

    init(layout: UICollectionViewLayout, collectionView: UICollectionView, backgroundKind: String) {
        self.layout = layout
        self.collectionView = collectionView
        self.backgroundKind = backgroundKind
    }

    /// Each section's decoration view attributes.
    mutating func decorations() {
        for section in 0..<collectionView.numberOfSections {
            let attributes = layout.layoutAttributesForDecorationView(
                ofKind: backgroundKind,
                at: IndexPath(item: 0, section: section))
            lines.append("decoration \(section) " + (attributes.map(Report.frame) ?? "none"))
        }
    }

    /// What `layoutAttributesForElements(in:)` returns for `rect`, sorted.
    mutating func query(_ index: Int, _ rect: CGRect) {
        let found = (layout.layoutAttributesForElements(in: rect) ?? []).map(Report.element).sorted()
        lines.append("query \(index) \(found.count)")
        lines += found
    }

    /// Whether scrolling, a wider and a taller collection view make the layout lay out again.
    mutating func invalidation() {
        let bounds = collectionView.bounds
        var wider = bounds
        var taller = bounds
        wider.size.width += 1
        taller.size.height += 1
        let scrolled = layout.shouldInvalidateLayout(forBoundsChange: bounds.offsetBy(dx: 7, dy: 11))
        lines.append(
            "invalidate scrolled \(scrolled) wider \(layout.shouldInvalidateLayout(forBoundsChange: wider)) "
                + "taller \(layout.shouldInvalidateLayout(forBoundsChange: taller))")
    }

    /// What a background view shows once its attributes are applied, shown in the collection view (whose
    /// traits it then has, as a decoration view UIKit shows).
    mutating func view(_ section: Int, _ view: UIView) {
        collectionView.addSubview(view)
        lines.append(Report.viewLine(section, view))
        view.removeFromSuperview()
    }

    /// `view N {look}`: what the host reads of the view (`SectionGridLookReader`, the look JSON: a built-in
    /// pattern as the tile SectionGridUIKit's `CGContext` recorded), then ` path WxH rR` when the view gave
    /// its shadow a path.
    static func viewLine(_ section: Int, _ view: UIView) -> String {
        let path =
            view.layer.shadowPath.map { path in
                " path \(Report.number(path.roundedRect.rect.width))x\(Report.number(path.roundedRect.rect.height)) "
                    + "r\(Report.number(path.roundedRect.cornerRadius))"
            } ?? ""
        return "view \(section) " + SectionGridLookReader.look(of: view).json + path
    }

    /// Whether a copy equals the attributes, and a copy with another style does not (`-`: no style).
    mutating func copies(
        _ section: Int, copy: UICollectionViewLayoutAttributes, changed: UICollectionViewLayoutAttributes?,
        of attributes: UICollectionViewLayoutAttributes
    ) {
        let other = changed.map { "\($0.isEqual(attributes))" } ?? "-"
        lines.append("copy \(section) \(copy.isEqual(attributes)) \(other)")
    }

    var text: String { lines.joined(separator: "\n") + "\n" }

    static func element(_ attributes: UICollectionViewLayoutAttributes) -> String {
        let category: String
        switch attributes.representedElementCategory {
        case .cell: category = "cell"
        case .supplementaryView: category = "supplementary"
        case .decorationView: category = "decoration"
        }
        let item = attributes.representedElementCategory == .cell ? "\(attributes.indexPath.item)" : "-"
        return "\(category) \(attributes.representedElementKind ?? "-") \(attributes.indexPath.section) \(item) "
            + frame(attributes)
    }

    static func frame(_ attributes: UICollectionViewLayoutAttributes) -> String {
        let frame = attributes.frame
        return [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].map(number).joined(separator: " ")
            + " z\(attributes.zIndex)"
    }

    /// A number exactly, compared as a number (−0 reads as 0).
    static func number(_ value: CGFloat) -> String { value == 0 ? "0.0" : "\(Double(value))" }
}

/// Writes `text` to `path`, or says why not on standard error.
func write(_ text: String, to path: String) {
    do {
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    } catch {
        print("cannot write \(path): \(error)")
    }
}

/// What a compositional layout's background views show, view class by view class.
@MainActor
struct CompositionalReport {
    private(set) var lines: [String] = []

    /// The look of `view`, the `number`th background view class's, laid out in `collectionView` (whose
    /// traits it then has).
    mutating func view(_ number: Int, _ view: UIView, in collectionView: UICollectionView) {
        collectionView.addSubview(view)
        view.layoutSubviews()
        lines.append(Report.viewLine(number, view))
        view.removeFromSuperview()
    }

    var text: String { lines.joined(separator: "\n") + "\n" }
}
