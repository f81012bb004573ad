import SectionGridHostProtocol
internal import SectionLayout

/// A request's overrides as a flow layout takes them for one layout (SectionGrid's, not UIKit API): the
/// layout-wide ones are set on the layout object's properties by the host (so a subclass's `prepare()`
/// reading `sectionInset` sees them) and replace the delegate's answers in every section it answers for;
/// a section's own replace that section's value, answered or not. `code` holds the properties as the
/// code set them: put back after the layout, and the model's.
struct FlowOverrides {
    var overrides: LayoutOverrides
    var code: FlowProperties

    /// `code` (a section as the code's delegate answers it) with the overrides in force.
    static func section(_ code: FlowSection, _ overrides: LayoutOverrides, _ index: Int) -> FlowSection {
        guard !overrides.isEmpty else { return code }
        let own = overrides.sections[index] ?? PropertyOverrides()
        let wide = overrides.layout
        /// The section's own override, else the layout-wide one where the delegate answered (where it did
        /// not, the layout's property already holds the layout-wide one).
        func value<Value>(_ own: Value?, _ wide: Value?, _ answered: Value?) -> Value? {
            own ?? answered.map { wide ?? $0 }
        }
        var section = code
        section.sectionInset = value(own.sectionInset, wide.sectionInset, code.sectionInset)
        section.minimumLineSpacing = value(own.minimumLineSpacing, wide.minimumLineSpacing, code.minimumLineSpacing)
        section.minimumInteritemSpacing = value(
            own.minimumInteritemSpacing, wide.minimumInteritemSpacing, code.minimumInteritemSpacing)
        section.headerReferenceSize = value(own.headerReferenceSize, wide.headerReferenceSize, code.headerReferenceSize)
        section.footerReferenceSize = value(own.footerReferenceSize, wide.footerReferenceSize, code.footerReferenceSize)
        let answeredSizes: Bool
        if case .sizes = code.items { answeredSizes = true } else { answeredSizes = false }
        if let size = own.itemSize ?? (answeredSizes ? wide.itemSize : nil) {
            section.items = .count(code.items.count)
            section.itemSize = size
        }
        return section
    }

    /// What the code gets when it asks its delegate itself, as optional requirements are asked
    /// (`delegate.collectionView?(cv, layout: self, insetForSectionAt: s)`, as seed 000's `prepare()`
    /// does) while `layout` lays out with overrides: a section's override (even where the delegate does
    /// not answer: the code then sees the tweak it would otherwise take from the property), else the
    /// layout-wide one where the delegate answers, else the delegate's `answer`. A direct call of the
    /// delegate's method is not seen.
    @MainActor
    static func delegateAnswer<Value, Override>(
        _ answer: Value?, _ layout: UICollectionViewLayout, section: Int,
        _ keyPath: KeyPath<PropertyOverrides, Override?>, _ convert: (Override) -> Value
    ) -> Value? {
        guard let overrides = (layout as? UICollectionViewFlowLayout)?.hostOverrides?.overrides else { return answer }
        if let own = overrides.sections[section]?[keyPath: keyPath] { return convert(own) }
        guard let answer else { return nil }
        return overrides.layout[keyPath: keyPath].map(convert) ?? answer
    }
}

/// A flow layout's six metrics (SectionGrid's): read from the layout object, set on it, or put into a
/// `FlowLayout`.
@MainActor
struct FlowProperties {
    var itemSize: CGSize
    var minimumLineSpacing: CGFloat
    var minimumInteritemSpacing: CGFloat
    var sectionInset: UIEdgeInsets
    var headerReferenceSize: CGSize
    var footerReferenceSize: CGSize

    init(_ layout: UICollectionViewFlowLayout) {
        itemSize = layout.itemSize
        minimumLineSpacing = layout.minimumLineSpacing
        minimumInteritemSpacing = layout.minimumInteritemSpacing
        sectionInset = layout.sectionInset
        headerReferenceSize = layout.headerReferenceSize
        footerReferenceSize = layout.footerReferenceSize
    }

    /// Sets these values on `layout`, each only when it differs (a subclass's observers see only changes).
    func set(on layout: UICollectionViewFlowLayout) {
        if layout.itemSize != itemSize { layout.itemSize = itemSize }
        if layout.minimumLineSpacing != minimumLineSpacing { layout.minimumLineSpacing = minimumLineSpacing }
        if layout.minimumInteritemSpacing != minimumInteritemSpacing { layout.minimumInteritemSpacing = minimumInteritemSpacing }
        if layout.sectionInset != sectionInset { layout.sectionInset = sectionInset }
        if layout.headerReferenceSize != headerReferenceSize { layout.headerReferenceSize = headerReferenceSize }
        if layout.footerReferenceSize != footerReferenceSize { layout.footerReferenceSize = footerReferenceSize }
    }

    /// These values with the layout-wide overrides in place.
    func overridden(by overrides: PropertyOverrides) -> FlowProperties {
        var values = self
        if let size = overrides.itemSize { values.itemSize = CGSize(width: size.width, height: size.height) }
        if let spacing = overrides.minimumLineSpacing { values.minimumLineSpacing = CGFloat(spacing) }
        if let spacing = overrides.minimumInteritemSpacing { values.minimumInteritemSpacing = CGFloat(spacing) }
        if let inset = overrides.sectionInset {
            values.sectionInset = UIEdgeInsets(top: inset.top, left: inset.left, bottom: inset.bottom, right: inset.right)
        }
        if let size = overrides.headerReferenceSize {
            values.headerReferenceSize = CGSize(width: size.width, height: size.height)
        }
        if let size = overrides.footerReferenceSize {
            values.footerReferenceSize = CGSize(width: size.width, height: size.height)
        }
        return values
    }

    /// `layout` with these metrics.
    func apply(to layout: inout FlowLayout) {
        layout.itemSize = Size(width: Double(itemSize.width), height: Double(itemSize.height))
        layout.minimumLineSpacing = Double(minimumLineSpacing)
        layout.minimumInteritemSpacing = Double(minimumInteritemSpacing)
        layout.sectionInset = EdgeInsets(
            top: Double(sectionInset.top), left: Double(sectionInset.left), bottom: Double(sectionInset.bottom),
            right: Double(sectionInset.right))
        layout.headerReferenceSize = Size(width: Double(headerReferenceSize.width), height: Double(headerReferenceSize.height))
        layout.footerReferenceSize = Size(width: Double(footerReferenceSize.width), height: Double(footerReferenceSize.height))
    }
}

/// A flow layout's last layout as the code set it (SectionGrid's): the engine's input without overrides,
/// the environment it was laid out in, and the delegate methods that answered.
struct FlowModel {
    var layout: FlowLayout
    var environment: LayoutEnvironment
    var delegateAnswers: [String]
}

/// The `UICollectionViewDelegateFlowLayout` methods that answered, named as `HostModel` names them.
struct DelegateAnswers {
    enum Method: String, CaseIterable {
        case inset = "insetForSectionAt"
        case minimumLineSpacing = "minimumLineSpacingForSectionAt"
        case minimumInteritemSpacing = "minimumInteritemSpacingForSectionAt"
        case header = "referenceSizeForHeaderInSection"
        case footer = "referenceSizeForFooterInSection"
        case size = "sizeForItemAt"
    }

    private var answered: Set<String> = []

    mutating func insert(_ method: Method) { answered.insert(method.rawValue) }

    /// The names, in `Method`'s order.
    var names: [String] { Method.allCases.map(\.rawValue).filter(answered.contains) }
}
