import SectionGridHostProtocol
internal import SectionLayout

/// **SectionGrid's, not UIKit API.** Reads what a view shows as the code set it (`ViewLook`): its fill,
/// corners, border and shadow — a cell's from its content view or background view where the cell sets
/// none —, colours resolved for the view's traits, the image its image views show, the drawing of the
/// pattern colour it or a subview is filled with, and the text of its labels (in its subviews, or held in
/// its stored properties, as a nib's outlets are).
@MainActor
public enum SectionGridLookReader {
    public static func look(of view: UIView) -> ViewLook {
        var look = ViewLook()
        var layers: [(UIView, CALayer)] = [(view, view.layer)]
        if let cell = view as? UICollectionViewCell {
            layers += [cell.backgroundView, cell.contentView].compactMap { $0 }.map { ($0, $0.layer) }
        }
        for (owner, layer) in layers {
            read(owner, layer, into: &look)
        }
        let content = Content.of(view)
        look.image = content.images.first
        look.pattern = content.patterns.first
        look.text = content.texts.isEmpty ? nil : content.texts.joined(separator: " ")
        return look
    }

    /// Fills what `look` has not got yet from `view` and its `layer`.
    private static func read(_ view: UIView, _ layer: CALayer, into look: inout ViewLook) {
        let traits = view.traitCollection
        if look.backgroundColor == nil {
            // A pattern colour is no fill: it is the look's `pattern`.
            let fill = view.backgroundColor.flatMap { $0.patternImage == nil ? $0 : nil }
            look.backgroundColor = fill.map { color($0, traits) } ?? layer.backgroundColor.map(color)
        }
        if look.cornerRadius == nil, layer.cornerRadius != 0 {
            look.cornerRadius = Double(layer.cornerRadius)
            let corners = [CACornerMask.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
            let masked = corners.indices.filter { layer.maskedCorners.contains(corners[$0]) }.map { ViewLook.cornerNames[$0] }
            if masked.count < 4 { look.maskedCorners = masked }
        }
        if look.masksToBounds == nil, layer.masksToBounds { look.masksToBounds = true }
        if look.borderWidth == nil, layer.borderWidth != 0 {
            look.borderWidth = Double(layer.borderWidth)
            look.borderColor = layer.borderColor.map(color)
        }
        if look.shadowOpacity == nil, layer.shadowOpacity != 0 {
            look.shadowOpacity = Double(layer.shadowOpacity)
            look.shadowColor = layer.shadowColor.map(color)
            look.shadowRadius = Double(layer.shadowRadius)
            look.shadowOffset = Size(width: Double(layer.shadowOffset.width), height: Double(layer.shadowOffset.height))
        }
    }

    /// `color` resolved for `traits`, as the wire writes colours.
    static func color(_ color: UIColor, _ traits: UITraitCollection) -> Color {
        let rgba = color.components(in: traits)
        return CGColor(srgbRed: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha).wireColor
    }

    private static func color(_ color: CGColor) -> Color { color.wireColor }

    /// The images, drawn patterns and texts a view shows: its own and its subviews' depth first, then
    /// what its stored properties hold (labels and image views not in the hierarchy), each view once.
    @MainActor
    private struct Content {
        var images: [String] = []
        var patterns: [DrawnImage] = []
        var texts: [String] = []
        private var seen: Set<ObjectIdentifier> = []

        static func of(_ view: UIView) -> Content {
            var content = Content()
            content.visit(view)
            content.visitStoredViews(of: view)
            return content
        }

        private mutating func visit(_ view: UIView) {
            guard seen.insert(ObjectIdentifier(view)).inserted, !view.isHidden else { return }
            if let label = view as? UILabel, let text = label.text, !text.isEmpty { texts.append(text) }
            if let imageView = view as? UIImageView, let name = imageView.image?.name { images.append(name) }
            if let drawing = view.backgroundColor?.patternImage?.drawing { patterns.append(drawing) }
            for subview in view.subviews { visit(subview) }
        }

        /// The views held by `view`'s stored properties of its own classes (not this module's).
        private mutating func visitStoredViews(of view: UIView) {
            var mirror: Mirror? = Mirror(reflecting: view)
            while let current = mirror, !String(reflecting: current.subjectType).hasPrefix("SectionGridUIKit.") {
                for child in current.children {
                    if let stored = child.value as? UIView { visit(stored) }
                }
                mirror = current.superclassMirror
            }
        }
    }
}
