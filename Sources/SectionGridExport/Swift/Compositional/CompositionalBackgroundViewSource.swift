/// The section backgrounds of a compositional spec: the style, a decoration view drawing its class's
/// style (UIKit makes a decoration item's attributes itself, so they cannot carry one), and one
/// subclass per distinct style, each with its element kind, registered on the layout.
struct CompositionalBackgroundViewSource {
    let name: String
    let plan: CompositionalExportPlan

    var text: String {
        let features = plan.styleFeatures
        let classes = plan.backgroundStyles.indices.map { index in
            let number = index + 1
            let sections = plan.compositional.sections.indices.filter {
                plan.compositional.sections[$0].section.background?.style
                    == plan.backgroundStyles[index]
            }
            let style =
                features.isEmpty ? "" : "\n\n    override class var style: BackgroundStyle { Spec.backgroundStyle\(number) }"
            return """
                /// The background of section\(sections.count == 1 ? "" : "s") \(Self.list(sections)).
                final class BackgroundView\(number): BackgroundView {
                    /// The element kind of its decoration items.
                    static let elementKind = \(SwiftLiteral.string("\(name).background\(number)"))\(style)
                }
                """
        }
        let body = SwiftSource.blocks([SwiftBackgroundStyleSource(features: features).valueTypes, base(features)] + classes)
        return SwiftSource.lines(["// MARK: - Section backgrounds", "", "extension \(name) {", SwiftSource.indented(body), "}"])
    }

    /// `0, 2 and 5`, at most six named.
    private static func list(_ sections: [Int]) -> String {
        let shown = sections.prefix(6).map(String.init)
        if sections.count > 6 { return shown.joined(separator: ", ") + " and \(sections.count - 6) more" }
        guard shown.count > 1 else { return shown.joined() }
        return shown.dropLast().joined(separator: ", ") + " and " + shown[shown.count - 1]
    }

    private func base(_ features: BackgroundStyleFeatures) -> String {
        guard !features.isEmpty else {
            return """
                /// A section background: the spec's draw nothing (no colour, corner radius, border, shadow or image).
                class BackgroundView: UICollectionReusableView {}
                """
        }
        let steps: [String?] = [
            "let style = Self.style",
            features.color ? "backgroundColor = style.color" : nil,
            features.cornerRadius ? "layer.cornerRadius = style.cornerRadius" : nil,
            features.hasImageView ? "imageView.frame = bounds" : nil,
            features.hasImageView ? "imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]" : nil,
            features.hasImageView ? "imageView.contentMode = .scaleAspectFill" : nil,
            features.hasImageView ? "imageView.clipsToBounds = true" : nil,
            features.hasImageView && features.cornerRadius ? "imageView.layer.cornerRadius = style.cornerRadius" : nil,
            features.image ? "imageView.image = style.imageName.flatMap { UIImage(named: $0) }" : nil,
            features.hasImageView ? "addSubview(imageView)" : nil,
            features.border ? "layer.borderWidth = style.border?.width ?? 0" : nil,
            features.shadow ? "layer.shadowOffset = style.shadow?.offset ?? .zero" : nil,
            features.shadow ? "layer.shadowRadius = style.shadow?.radius ?? 0" : nil,
            features.shadow ? "layer.shadowOpacity = style.shadow?.opacity ?? 0" : nil,
            features.followsAppearance ? SwiftBackgroundViewSource.appearanceFunction(features) + "()" : nil,
        ]
        let members: [String?] = [
            "/// The style it draws: each subclass's own.\nclass var style: BackgroundStyle { BackgroundStyle() }",
            features.hasImageView ? "private let imageView = UIImageView(image: nil)" : nil,
            """
            override init(frame: CGRect) {
                super.init(frame: frame)
                applyStyle()
            }

            required init?(coder: NSCoder) {
                super.init(coder: coder)
                applyStyle()
            }
            """,
            "private func applyStyle() {\n" + SwiftSource.indented(SwiftSource.lines(steps)) + "\n}",
            features.shadow
                ? """
                override func layoutSubviews() {
                    super.layoutSubviews()
                    // With its path given, Core Animation need not work the shadow's shape out of the pixels each frame.
                    layer.shadowPath = Self.style.shadow == nil ? nil
                        : UIBezierPath(roundedRect: bounds, cornerRadius: layer.cornerRadius).cgPath
                }
                """ : nil,
            features.followsAppearance
                ? """
                override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                    super.traitCollectionDidChange(previousTraitCollection)
                    if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
                        \(SwiftBackgroundViewSource.appearanceFunction(features))()
                    }
                }
                """ : nil,
            features.followsAppearance
                ? SwiftBackgroundViewSource.layerColorsDoc(features) + "\n"
                    + "private func \(SwiftBackgroundViewSource.appearanceFunction(features))() {\n"
                    + SwiftSource.indented(
                        SwiftSource.lines([
                            features.border
                                ? "layer.borderColor = Self.style.border?.color.resolvedColor(with: traitCollection).cgColor"
                                : nil,
                            features.shadow
                                ? "layer.shadowColor = Self.style.shadow?.color.resolvedColor(with: traitCollection).cgColor"
                                : nil,
                            features.patterns.isEmpty
                                ? nil
                                : "imageView.backgroundColor = Self.style.pattern?.color(for: traitCollection.userInterfaceStyle)",
                        ])) + "\n}" : nil,
        ]
        return "/// A section background: draws its class's style, in the frame UIKit gives its decoration item.\n"
            + "class BackgroundView: UICollectionReusableView {\n" + SwiftSource.indented(SwiftSource.blocks(members)) + "\n}"
    }
}
