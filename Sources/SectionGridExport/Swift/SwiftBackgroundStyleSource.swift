import SectionLayout

/// How a section background looks, as Swift: the style value (only the parts the spec uses), its
/// layout attributes subclass carrying it, and the decoration view applying it. Shared by the engines:
/// a compositional background is the same view with the same style.
struct SwiftBackgroundStyleSource {
    let features: BackgroundStyleFeatures

    var text: String {
        SwiftSource.blocks([valueTypes, attributes, SwiftBackgroundViewSource(features: features).text])
    }

    /// The style and the values it holds (`BackgroundStyle`, `Border`, `Shadow`, `BackgroundPattern`),
    /// only the parts used.
    var valueTypes: String {
        SwiftSource.blocks([
            style, border, shadow, features.patterns.isEmpty ? nil : SwiftPatternSource(patterns: features.patterns).text,
        ])
    }

    /// `BackgroundStyle(color: .white, cornerRadius: 12)`: the parts `look` has; a built-in pattern's
    /// name becomes the pattern, drawn in the ink its fill gives it on the collection view's `canvas`.
    static func expression(_ look: BackgroundStyle, canvas: Color?) -> String {
        var arguments: [String] = []
        if let color = look.color { arguments.append("color: " + SwiftLiteral.color(color)) }
        if look.cornerRadius != 0 { arguments.append("cornerRadius: " + SwiftLiteral.number(look.cornerRadius)) }
        if let border = look.border {
            arguments.append(
                "border: Border(width: \(SwiftLiteral.number(border.width)), color: \(SwiftLiteral.color(border.color)))")
        }
        if let shadow = look.shadow {
            arguments.append(
                "shadow: Shadow(color: \(SwiftLiteral.color(shadow.color)), offset: \(SwiftLiteral.size(shadow.offset)), "
                    + "radius: \(SwiftLiteral.number(shadow.radius)), opacity: \(SwiftLiteral.number(shadow.opacity)))")
        }
        if let image = look.image {
            if let pattern = BackgroundPattern(named: image) {
                arguments.append("pattern: " + SwiftPatternSource.expression(pattern, fill: look.color, canvas: canvas))
            } else {
                arguments.append("imageName: " + SwiftLiteral.string(image))
            }
        }
        return FlowBackgroundValue.call("BackgroundStyle", arguments)
    }

    private var style: String? {
        let members: [String?] = [
            features.color ? "/// The fill (`nil`: none).\nvar color: UIColor?" : nil,
            features.cornerRadius ? "/// The corner radius.\nvar cornerRadius: CGFloat = 0" : nil,
            features.border ? "/// The outline (`nil`: none).\nvar border: Border?" : nil,
            features.shadow ? "/// The drop shadow (`nil`: none).\nvar shadow: Shadow?" : nil,
            features.image
                ? "/// An image of the app's asset catalog, filling the background (`nil`: none).\nvar imageName: String?" : nil,
            features.patterns.isEmpty
                ? nil
                : "/// A pattern drawn over the fill, as the viewer draws it (`nil`: none).\nvar pattern: BackgroundPattern?",
        ]
        let body = members.compactMap { $0 }
        guard !body.isEmpty else { return nil }
        return "/// How a section background looks.\nstruct BackgroundStyle: Equatable {\n"
            + SwiftSource.indented(body.joined(separator: "\n")) + "\n}"
    }

    private var border: String? {
        guard features.border else { return nil }
        return """
            /// A background's outline (`layer.borderWidth`, `layer.borderColor`).
            struct Border: Equatable {
                /// The line width.
                var width: CGFloat
                /// The line colour.
                var color: UIColor
            }
            """
    }

    private var shadow: String? {
        guard features.shadow else { return nil }
        return """
            /// A background's drop shadow (`layer.shadow…`).
            struct Shadow: Equatable {
                /// The shadow's colour.
                var color: UIColor
                /// How far it falls from the background.
                var offset: CGSize
                /// Its blur radius.
                var radius: CGFloat
                /// Its opacity, 0 to 1.
                var opacity: Float
            }
            """
    }

    private var attributes: String {
        guard !features.isEmpty else {
            return """
                /// A section background's layout attributes (the spec's backgrounds have no colour, corner
                /// radius, border, shadow or image to carry).
                final class BackgroundAttributes: UICollectionViewLayoutAttributes {}
                """
        }
        return """
            /// A section background's layout attributes: where it goes, and its style.
            final class BackgroundAttributes: UICollectionViewLayoutAttributes {
                /// How the background looks. `nonisolated(unsafe)`: NSObject's `isEqual(_:)`, which compares it,
                /// is nonisolated; UIKit uses layout attributes on the main thread only.
                nonisolated(unsafe) var style: BackgroundStyle?

                override func copy(with zone: NSZone? = nil) -> Any {
                    let copy = super.copy(with: zone)
                    (copy as? BackgroundAttributes)?.style = style
                    return copy
                }

                override func isEqual(_ object: Any?) -> Bool {
                    guard let other = object as? BackgroundAttributes else { return false }
                    return style == other.style && super.isEqual(object)
                }
            }
            """
    }
}
