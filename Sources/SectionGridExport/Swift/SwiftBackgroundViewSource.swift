/// The decoration view of a section background: applies the style its attributes carry (fill, corner
/// radius, border, shadow, image), resolving layer colours, which do not follow the appearance, again
/// when it changes.
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

    /// Whether `apply(_:)` keeps the style, for the layer colours to be resolved again later.
    private var keepsStyle: Bool { features.hasLayerColors }

    private var members: String? {
        SwiftSource.lines([
            features.image ? "private let imageView = UIImageView(image: nil)" : nil,
            keepsStyle ? "/// The style shown, kept to resolve its layer colours again when the appearance changes.\n"
                + "private var style: BackgroundStyle?" : nil,
        ])
    }

    private var initializers: String? {
        guard features.image else { return nil }
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
        let style = keepsStyle ? "style = (layoutAttributes as? BackgroundAttributes)?.style"
            : "let style = (layoutAttributes as? BackgroundAttributes)?.style"
        let steps: [String?] = [
            style,
            features.color ? "backgroundColor = style?.color" : nil,
            features.cornerRadius ? "layer.cornerRadius = style?.cornerRadius ?? 0" : nil,
            features.cornerRadius && features.image ? "imageView.layer.cornerRadius = style?.cornerRadius ?? 0" : nil,
            features.image ? "imageView.image = style?.imageName.flatMap { UIImage(named: $0) }" : nil,
            features.border ? "layer.borderWidth = style?.border?.width ?? 0" : nil,
            features.shadow ? "layer.shadowOffset = style?.shadow?.offset ?? .zero" : nil,
            features.shadow ? "layer.shadowRadius = style?.shadow?.radius ?? 0" : nil,
            features.shadow ? "layer.shadowOpacity = style?.shadow?.opacity ?? 0" : nil,
            features.hasLayerColors ? "applyLayerColors()" : nil,
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
        guard features.hasLayerColors else { return nil }
        return """
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
                applyLayerColors()
            }
        }
        """
    }

    private var layerColors: String? {
        guard features.hasLayerColors else { return nil }
        let steps = SwiftSource.lines([
            features.border ? "layer.borderColor = style?.border?.color.resolvedColor(with: traitCollection).cgColor" : nil,
            features.shadow ? "layer.shadowColor = style?.shadow?.color.resolvedColor(with: traitCollection).cgColor" : nil,
        ])
        return "/// Layer colours are `CGColor`s, which do not follow the appearance: resolved here for it.\n"
            + "private func applyLayerColors() {\n" + SwiftSource.indented(steps) + "\n}"
    }
}
