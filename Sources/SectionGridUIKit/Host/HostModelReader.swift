import SectionGridHostProtocol
internal import SectionLayout
internal import SectionSpec

/// The code's layout as a spec (`HostModel`), read from the layout's last pass: what the flow layout
/// built from its properties and its delegate's answers, or the sections the compositional provider
/// returned, without the request's overrides, in the environment the layout saw.
///
/// How a layout that computes its own elements is told: the elements `layoutAttributesForElements(in:)`
/// answered are compared with those the layout class's own implementation answers from its engine's
/// result (`engineElements(in:)`, the same query): any element added, left out or changed (kind,
/// index path, frame, zIndex, alpha, hidden), order aside, means a subclass answers its own
/// (`layoutAttributesForElements(in:)`); a content size other than the engine's means it overrides
/// `collectionViewContentSize`. A subclass that only passes `super`'s answer on is its spec.
@MainActor
enum HostModelReader {
    /// The model of the last pass over `collectionView`, whose elements were `attributes`;
    /// `contentInsetCorrection` turns the adjusted content inset the layout saw back into the code's
    /// (the code's `contentInset` minus an override's).
    static func model(
        request: HostRequest, collectionView: UICollectionView, attributes: [UICollectionViewLayoutAttributes],
        rect: CGRect, contentInsetCorrection: EdgeInsets
    ) -> HostModel {
        let layout = collectionView.collectionViewLayout
        var customizations: [String] = []
        var spec = LayoutSpec()
        var answers: [String] = []
        var environment = collectionView.layoutEnvironment(scrollDirection: .vertical)
        if let flow = layout as? UICollectionViewFlowLayout, let model = flow.codeModel {
            environment = model.environment
            var flowSpec = FlowSpec()
            flowSpec.layout = model.layout
            flowSpec.layout.sections = []
            flowSpec.sections = model.layout.sections.map { section in
                var spec = FlowSectionSpec(items: section.items)
                spec.section = section
                return spec
            }
            spec.engine = .flow(flowSpec)
            spec.scrollDirection = model.layout.scrollDirection
            answers = model.delegateAnswers
            customizations += differences(
                attributes, flow.engineElements(in: rect), flow.engineContentSize, layout.collectionViewContentSize)
        } else if let compositional = layout as? UICollectionViewCompositionalLayout, let model = compositional.codeModel {
            environment = model.environment
            var compositionalSpec = CompositionalSpec(
                interSectionSpacing: model.layout.interSectionSpacing,
                boundarySupplementaryItems: model.layout.boundarySupplementaryItems,
                sections: model.layout.sections.map { CompositionalSectionSpec(section: $0) })
            compositionalSpec.contentInsetsReference = model.layout.contentInsetsReference
            for (index, kind) in model.decorationKinds.enumerated() {
                guard let kind, compositionalSpec.sections.indices.contains(index),
                    compositionalSpec.sections[index].section.background != nil,
                    let look = backgroundLook(kind: kind, section: index, attributes, collectionView)
                else { continue }
                compositionalSpec.sections[index].section.background?.style = style(look)
            }
            spec.engine = .compositional(compositionalSpec)
            spec.scrollDirection = model.layout.scrollDirection
            customizations += differences(
                attributes, compositional.engineElements(in: rect), compositional.engineContentSize,
                layout.collectionViewContentSize)
        } else if layout is UICollectionViewFlowLayout || layout is UICollectionViewCompositionalLayout {
            // A subclass whose `prepare()` does not call `super`'s: its engine never ran, so what it
            // answers is its own.
            customizations.append(HostModel.elementsOverride)
        } else {
            customizations.append(HostModel.layoutSubclass)
        }
        spec.viewport = environment.bounds
        spec.contentInset = environment.contentInset + contentInsetCorrection
        spec.safeAreaInsets = environment.safeAreaInsets
        spec.layoutMargins = environment.layoutMargins
        spec.screenScale = environment.screenScale
        spec.layoutDirection = collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        spec.appearance = request.appearance
        spec.backgroundColor = collectionView.backgroundColor.map {
            SectionGridLookReader.color($0, collectionView.traitCollection)
        }
        let name = String(reflecting: type(of: layout))
        return HostModel(
            request: request.id, spec: spec, delegateAnswers: answers, customizations: customizations,
            layoutClass: name.firstIndex(of: ".").map { String(name[name.index(after: $0)...]) } ?? name)
    }

    /// What makes the answered elements other than the engine's: `layoutAttributesForElements(in:)`,
    /// `collectionViewContentSize`, or nothing.
    private static func differences(
        _ answered: [UICollectionViewLayoutAttributes], _ engine: [UICollectionViewLayoutAttributes],
        _ engineSize: Size?, _ answeredSize: CGSize
    ) -> [String] {
        var found: [String] = []
        if !sameElements(answered, engine) { found.append(HostModel.elementsOverride) }
        if let engineSize, engineSize != Size(width: Double(answeredSize.width), height: Double(answeredSize.height)) {
            found.append(HostModel.contentSizeOverride)
        }
        return found
    }

    /// Whether `a` and `b` hold the same elements, order aside: compared in order first (a layout passing
    /// `super`'s answer on answers in its engine's order), sorted only when that fails.
    private static func sameElements(_ a: [UICollectionViewLayoutAttributes], _ b: [UICollectionViewLayoutAttributes]) -> Bool {
        guard a.count == b.count else { return false }
        if zip(a, b).allSatisfy(same) { return true }
        return a.map(signature).sorted() == b.map(signature).sorted()
    }

    private static func same(_ a: UICollectionViewLayoutAttributes, _ b: UICollectionViewLayoutAttributes) -> Bool {
        a.representedElementCategory == b.representedElementCategory && a.representedElementKind == b.representedElementKind
            && a.indexPath == b.indexPath && a.frame == b.frame && a.zIndex == b.zIndex && a.alpha == b.alpha
            && a.isHidden == b.isHidden
    }

    private static func signature(_ attributes: UICollectionViewLayoutAttributes) -> String {
        let frame = attributes.frame
        return "\(attributes.representedElementCategory) \(attributes.representedElementKind ?? "-") "
            + "\(Array(attributes.indexPath)) \(frame.minX) \(frame.minY) \(frame.width) \(frame.height) "
            + "\(attributes.zIndex) \(attributes.alpha) \(attributes.isHidden)"
    }

    /// The look of section `section`'s background decoration view of `kind`.
    private static func backgroundLook(
        kind: String, section: Int, _ attributes: [UICollectionViewLayoutAttributes], _ collectionView: UICollectionView
    ) -> ViewLook? {
        guard
            let background = attributes.first(where: {
                $0.representedElementCategory == .decorationView && $0.representedElementKind == kind
                    && $0.indexPath.count > 0 && $0.indexPath.section == section
            })
        else { return nil }
        return HostViews.withView(for: background, in: collectionView, SectionGridLookReader.look(of:))
    }

    /// A background view's look as a spec's background style: its fill, corner radius, border, shadow
    /// and image name (a drawn pattern has no style: it is left out).
    static func style(_ look: ViewLook) -> BackgroundStyle {
        var style = BackgroundStyle(color: look.backgroundColor, cornerRadius: look.cornerRadius ?? 0, image: look.image)
        if let width = look.borderWidth { style.border = Border(width: width, color: look.borderColor ?? .black) }
        if let opacity = look.shadowOpacity {
            style.shadow = Shadow(
                color: look.shadowColor ?? .black, offset: look.shadowOffset ?? Size(width: 0, height: -3),
                radius: look.shadowRadius ?? 3, opacity: opacity)
        }
        return style
    }
}

extension EdgeInsets {
    fileprivate static func + (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: lhs.top + rhs.top, left: lhs.left + rhs.left, bottom: lhs.bottom + rhs.bottom, right: lhs.right + rhs.right)
    }
}
