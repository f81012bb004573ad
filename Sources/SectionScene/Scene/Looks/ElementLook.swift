import SectionLayout

/// What an element's view shows, as a document's own code set it (a Swift file's decoration view, cell
/// or header, read by SectionGrid's UIKit): its fill, corner radius, border, shadow, image and text.
/// A scene draws an element that has one with it instead of the colours a spec's styles and the scheme
/// give (`ElementLooks`).
public struct ElementLook: Hashable, Sendable {
    /// The fill (`backgroundColor`; `nil`: clear).
    public var fill: Color?
    /// `layer.cornerRadius`.
    public var cornerRadius: Double
    /// The corners it rounds (`layer.maskedCorners`).
    public var roundedCorners: SceneCorners
    /// `layer.borderWidth` and `borderColor`.
    public var border: Border?
    /// `layer.shadow…` (opacity above 0).
    public var shadow: Shadow?
    /// The name of the image it shows (drawn as its name: the app's images are not at hand).
    public var image: String?
    /// What its labels read.
    public var text: String?

    public init(
        fill: Color? = nil, cornerRadius: Double = 0, roundedCorners: SceneCorners = .all, border: Border? = nil,
        shadow: Shadow? = nil, image: String? = nil, text: String? = nil
    ) {
        self.fill = fill
        self.cornerRadius = cornerRadius
        self.roundedCorners = roundedCorners
        self.border = border
        self.shadow = shadow
        self.image = image
        self.text = text
    }

    /// What the element reads: its text, else the name of its image.
    var caption: String? { text ?? image }
}
