extension UIColor {
    /// Creates a color object using the specified image object: "During drawing, the image in the
    /// pattern color is tiled as necessary to cover the given area", from the drawing origin (phase 0).
    /// https://developer.apple.com/documentation/uikit/uicolor/init(patternimage:) — here the colour is
    /// named `pattern <the image's name>`, which for an image `UIGraphicsImageRenderer` made says what
    /// was drawn.
    public convenience init(patternImage image: UIImage) {
        self.init(identity: "pattern " + image.name)
    }
}
