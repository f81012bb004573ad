import SectionGridHostProtocol
internal import SectionLayout

/// **SectionGrid's, not UIKit API.** Reads what a view shows as the code set it (`ViewLook`): its fill,
/// corners, border and shadow — a cell's from its content view or background view where the cell sets
/// none —, colours resolved for the view's traits, the image its image views show and the text of its
/// labels (in its subviews, or held in its stored properties, as a nib's outlets are).
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
        look.text = content.texts.isEmpty ? nil : content.texts.joined(separator: " ")
        return look
    }

    /// Fills what `look` has not got yet from `view` and its `layer`.
    private static func read(_ view: UIView, _ layer: CALayer, into look: inout ViewLook) {
        let traits = view.traitCollection
        if look.backgroundColor == nil {
            look.backgroundColor = view.backgroundColor.map { color($0, traits) } ?? layer.backgroundColor.map(color)
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
        return Self.color(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)
    }

    private static func color(_ color: CGColor) -> Color {
        Self.color(red: color.rgba.red, green: color.rgba.green, blue: color.rgba.blue, alpha: color.rgba.alpha)
    }

    /// 8-bit sRGB channels (clamped: extended sRGB values outside 0…1 show at the gamut's edge).
    private static func color(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) -> Color {
        func byte(_ value: CGFloat) -> UInt8 { UInt8((min(1, max(0, Double(value))) * 255).rounded()) }
        return Color(red: byte(red), green: byte(green), blue: byte(blue), alpha: min(1, max(0, Double(alpha))))
    }

    /// The images and texts a view shows: its subviews' depth first, then what its stored properties
    /// hold (labels and image views not in the hierarchy), each view once.
    @MainActor
    private struct Content {
        var images: [String] = []
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
            if let imageView = view as? UIImageView, let image = imageView.image { images.append(image.name) }
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
