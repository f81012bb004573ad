/// The decoration view of a section background: applies the style its attributes carry (fill, corner
/// radius, border, shadow, image, pattern), resolving layer colours and a pattern's ink, which do not
/// follow the appearance, again when it changes.
struct SwiftBackgroundViewSource {
    let features: BackgroundStyleFeatures

    var text: String {
        guard !features.isEmpty else {
            return """
                /// A section background: the spec's draw nothing (no colour, corner radius, border, shadow or image).
                final class BackgroundView: UICollectionReusableView {}
                """
        }
        let body = SwiftSource.blocks([members, initializers, apply, shadowPath, traitChange, layerColors])
        return "/// A section background: draws the style its attributes carry.\n"
            + "final class BackgroundView: UICollectionReusableView {\n" + SwiftSource.indented(body) + "\n}"
    }

    /// Whether `apply(_:)` keeps the style, for the layer colours and pattern to be resolved again later.
    private var keepsStyle: Bool { features.followsAppearance }

    private var members: String? {
        SwiftSource.lines([
            features.hasImageView ? "private let imageView = UIImageView(image: nil)" : nil,
            keepsStyle
                ? (features.patterns.isEmpty
                    ? "/// The style shown, kept to resolve its layer colours again when the appearance changes.\n"
                    : "/// The style shown, kept to draw it again when the appearance changes.\n")
                    + "private var style: BackgroundStyle?" : nil,
        ])
    }

    private var initializers: String? {
        guard features.hasImageView else { return nil }
        return """
            override init(frame: CGRect) {
                super.init(frame: frame)
                addImageView()
            }

            required init?(coder: NSCoder) {
                super.init(coder: coder)
                addImageView()
            }

            private func addImageView() {
                imageView.frame = bounds
                imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                imageView.contentMode = .scaleAspectFill
                imageView.clipsToBounds = true
                addSubview(imageView)
            }
            """
    }

    private var apply: String {
        let style =
            keepsStyle
            ? "style = (layoutAttributes as? BackgroundAttributes)?.style"
            : "let style = (layoutAttributes as? BackgroundAttributes)?.style"
        let steps: [String?] = [
            style,
            features.color ? "backgroundColor = style?.color" : nil,
            features.cornerRadius ? "layer.cornerRadius = style?.cornerRadius ?? 0" : nil,
            features.cornerRadius && features.hasImageView ? "imageView.layer.cornerRadius = style?.cornerRadius ?? 0" : nil,
            features.image ? "imageView.image = style?.imageName.flatMap { UIImage(named: $0) }" : nil,
            features.border ? "layer.borderWidth = style?.border?.width ?? 0" : nil,
            features.shadow ? "layer.shadowOffset = style?.shadow?.offset ?? .zero" : nil,
            features.shadow ? "layer.shadowRadius = style?.shadow?.radius ?? 0" : nil,
            features.shadow ? "layer.shadowOpacity = style?.shadow?.opacity ?? 0" : nil,
            features.followsAppearance ? Self.appearanceFunction(features) + "()" : nil,
        ]
        return "override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {\n"
            + "    super.apply(layoutAttributes)\n" + SwiftSource.indented(SwiftSource.lines(steps)) + "\n}"
    }

    private var shadowPath: String? {
        guard features.shadow else { return nil }
        return """
            override func layoutSubviews() {
                super.layoutSubviews()
                // With its path given, Core Animation need not work the shadow's shape out of the pixels each frame.
                layer.shadowPath = style?.shadow == nil ? nil
                    : UIBezierPath(roundedRect: bounds, cornerRadius: layer.cornerRadius).cgPath
            }
            """
    }

    private var traitChange: String? {
        guard features.followsAppearance else { return nil }
        return """
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                super.traitCollectionDidChange(previousTraitCollection)
                if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
                    \(Self.appearanceFunction(features))()
                }
            }
            """
    }

    private var layerColors: String? {
        guard features.followsAppearance else { return nil }
        let steps = SwiftSource.lines([
            features.border ? "layer.borderColor = style?.border?.color.resolvedColor(with: traitCollection).cgColor" : nil,
            features.shadow ? "layer.shadowColor = style?.shadow?.color.resolvedColor(with: traitCollection).cgColor" : nil,
            features.patterns.isEmpty
                ? nil : "imageView.backgroundColor = style?.pattern?.color(for: traitCollection.userInterfaceStyle)",
        ])
        return SwiftBackgroundViewSource.layerColorsDoc(features) + "\n"
            + "private func \(Self.appearanceFunction(features))() {\n" + SwiftSource.indented(steps) + "\n}"
    }

    /// The function setting what does not follow the appearance by itself: `applyLayerColors`, or
    /// `applyAppearanceColors` once a pattern's ink is among them.
    static func appearanceFunction(_ features: BackgroundStyleFeatures) -> String {
        features.patterns.isEmpty ? "applyLayerColors" : "applyAppearanceColors"
    }

    /// The doc comment of that function.
    static func layerColorsDoc(_ features: BackgroundStyleFeatures) -> String {
        guard !features.patterns.isEmpty else {
            return "/// Layer colours are `CGColor`s, which do not follow the appearance: resolved here for it."
        }
        return features.hasLayerColors
            ? "/// Layer colours are `CGColor`s and a pattern is drawn in one ink: neither follows the appearance, so\n"
                + "/// both are resolved here for it."
            : "/// A pattern is drawn in one ink, which does not follow the appearance: drawn here for it."
    }
}
