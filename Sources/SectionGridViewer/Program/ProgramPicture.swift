import SectionLayout
import SectionScene
import SectionSpec

/// A layout as the user's running program answered it: every element its layout returned (its own
/// decoration views included) and the look each element's view showed, drawn instead of the spec's
/// layout while a Swift file is open.
public struct ProgramPicture: Equatable, Sendable {
    /// The elements, as the collection view shows them.
    public var elements: ListedElements
    /// What their views show.
    public var looks: ElementLooks
    /// The collection view's own background colour (`nil`: none set).
    public var backgroundColor: Color?

    public init(elements: ListedElements, looks: ElementLooks, backgroundColor: Color?) {
        self.elements = elements
        self.looks = looks
        self.backgroundColor = backgroundColor
    }

    public static func == (a: ProgramPicture, b: ProgramPicture) -> Bool {
        a.elements.elements == b.elements.elements && a.elements.contentSize == b.elements.contentSize
            && a.elements.layoutDirection == b.elements.layoutDirection && a.looks == b.looks
            && a.backgroundColor == b.backgroundColor
    }
}

/// What the running program answered when it was (re)compiled: its layout as a spec (the code's
/// values, which the tweaks change), and its picture.
public struct ProgramModel: Equatable, Sendable {
    /// The code's layout as a spec (`HostModel.spec`).
    public var spec: LayoutSpec
    /// The entry laid out.
    public var entry: String
    /// The picture of that layout.
    public var picture: ProgramPicture
    /// The flow delegate methods that answered (`insetForSectionAt`, …): tweaks of their values are
    /// overrides of the answers.
    public var delegateAnswers: [String]
    /// Why the spec is not the whole layout (`layoutAttributesForElements(in:)` overridden, …).
    public var customizations: [String]

    public init(
        spec: LayoutSpec, entry: String, picture: ProgramPicture, delegateAnswers: [String], customizations: [String]
    ) {
        self.spec = spec
        self.entry = entry
        self.picture = picture
        self.delegateAnswers = delegateAnswers
        self.customizations = customizations
    }
}
