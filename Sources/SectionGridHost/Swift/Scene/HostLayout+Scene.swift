import CellGrid
import SectionGridHostProtocol
import SectionLayout
import SectionScene

extension HostLayout {
    /// The elements as a scene queries them, in the layout's order: cells, headers, footers and other
    /// supplementaries by their kinds, compositional background decoration items as backgrounds, a
    /// layout's own decoration views by their element kind; an element of the whole layout (no
    /// section) in `LayoutAttributes.layoutWideSection`.
    public var sceneElements: ListedElements { sceneElements(layoutDirection: .leftToRight) }

    /// The elements as a scene queries them, titles following `layoutDirection`.
    public func sceneElements(layoutDirection: LayoutDirection) -> ListedElements {
        ListedElements(elements.map(\.layoutAttributes), contentSize: contentSize, layoutDirection: layoutDirection)
    }

    /// The looks the views showed, for the scene (`SceneBuilder.looks`): every element's, an empty one
    /// where its view shows nothing the code set — so the scene draws what the code's views show, not a
    /// spec's titles and styles (a header the code left blank shows nothing, as on iOS; cells keep
    /// their boxes and index paths).
    public var sceneLooks: ElementLooks {
        var looks = ElementLooks()
        for element in elements {
            looks.set(
                element.view.map(ElementLook.init) ?? ElementLook(), for: element.layoutAttributes, category: element.category)
        }
        return looks
    }
}

extension HostElement {
    /// The element as a layout reports one.
    var layoutAttributes: LayoutAttributes {
        let kind: ElementKind
        switch self.kind {
        case .cell: kind = .cell
        case .header: kind = .header
        case .footer: kind = .footer
        case .background: kind = .background
        case .supplementary, .decoration: kind = ElementKind(rawValue: elementKind ?? self.kind.rawValue)
        }
        return LayoutAttributes(
            kind: kind, section: section ?? LayoutAttributes.layoutWideSection,
            item: self.kind == .cell || self.kind == .supplementary ? item : nil,
            frame: frame, zIndex: zIndex)
    }

    /// The category of view it is.
    var category: SceneElement.Category {
        switch kind {
        case .cell: return .cell
        case .header, .footer, .supplementary: return .supplementaryView
        case .background, .decoration: return .decorationView
        }
    }
}

extension ElementLook {
    /// The look a view showed: its fill, corners (those `maskedCorners` names), border (black when the code set a width only, as
    /// `CALayer.borderColor` defaults), shadow (black by default too), image and text.
    init(_ view: ViewLook) {
        self.init(
            fill: view.backgroundColor, cornerRadius: view.cornerRadius ?? 0,
            roundedCorners: view.maskedCorners.map(SceneCorners.init(names:)) ?? .all,
            border: view.borderWidth.map { Border(width: $0, color: view.borderColor ?? .black) },
            shadow: view.shadowOpacity.map { opacity in
                Shadow(
                    color: view.shadowColor ?? .black, offset: view.shadowOffset ?? Size(width: 0, height: -3),
                    radius: view.shadowRadius ?? 3, opacity: opacity)
            },
            image: view.image, text: view.text)
    }
}
