extension UIColor {
    /// Creates a color object using the specified image object: "During drawing, the image in the
    /// pattern color is tiled as necessary to cover the given area", from the drawing origin (phase 0).
    /// https://developer.apple.com/documentation/uikit/uicolor/init(patternimage:) — a view filled with
    /// it shows the image's drawing (`ViewLook.pattern`), not a fill colour; it has no RGB components.
    public convenience init(patternImage image: UIImage) {
        self.init(value: .pattern(image))
    }

    /// The image a pattern colour repeats (`nil`: not a pattern colour).
    var patternImage: UIImage? {
        guard case .pattern(let image) = value else { return nil }
        return image
    }
}
