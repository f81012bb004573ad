import SectionLayout

/// The looks of a document's elements, for a scene (`SceneBuilder.looks`): each element's look by what
/// the element is — its kind, index path and frame — and the category of view it is, as the document
/// knows it (a layout's own decoration kind is a decoration view, which the kind alone does not say).
///
/// ```swift
/// var looks = ElementLooks()
/// looks.set(ElementLook(fill: Color(red: 0, green: 255, blue: 0), cornerRadius: 12), for: band, category: .decorationView)
/// var builder = SceneBuilder()
/// builder.looks = looks
/// ```
public struct ElementLooks: Hashable, Sendable {
    /// What tells elements apart.
    struct Key: Hashable, Sendable {
        var kind: ElementKind
        var section: Int
        var item: Int?
        var frame: Rect
    }

    struct Entry: Hashable, Sendable {
        var look: ElementLook
        var category: SceneElement.Category
    }

    private var entries: [Key: Entry] = [:]

    public init() {}

    /// Gives `element` its look and the category of view it is.
    public mutating func set(_ look: ElementLook, for element: LayoutAttributes, category: SceneElement.Category) {
        entries[Key(kind: element.kind, section: element.section, item: element.item, frame: element.frame)] =
            Entry(look: look, category: category)
    }

    /// How many elements have an entry.
    public var count: Int { entries.count }

    /// The entry of the element with these parts (`nil`: none was given).
    func entry(kind: ElementKind, section: Int, item: Int?, frame: Rect) -> Entry? {
        entries[Key(kind: kind, section: section, item: item, frame: frame)]
    }
}

extension ElementLooks {
    /// How far beyond its frame the farthest-reaching shadow of these looks draws, in points (its
    /// offset plus twice its radius): how far around an area a picture asks for elements.
    public var shadowReach: Double {
        entries.values.reduce(0) { reach, entry in
            guard let shadow = entry.look.shadow else { return reach }
            let offset = Swift.max(Swift.abs(shadow.offset.width), Swift.abs(shadow.offset.height))
            return Swift.max(reach, offset + 2 * shadow.radius)
        }
    }
}

extension ElementLooks {
    /// The look given to `element` and the category of view it is (`nil`: none was given).
    public func look(of element: LayoutAttributes) -> (look: ElementLook, category: SceneElement.Category)? {
        entry(kind: element.kind, section: element.section, item: element.item, frame: element.frame).map {
            ($0.look, $0.category)
        }
    }
}
