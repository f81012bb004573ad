import SectionLayout
import SectionSpec

/// What a flow spec's Swift file needs, read off the spec once: the per-section values the delegate
/// helper answers, each section's background, and which parts of the background model and style any
/// background uses (a file has no code for parts its spec does not use).
struct FlowExportPlan {
    /// A value some sections set for themselves, by section.
    typealias Overrides<Value> = [(section: Int, value: Value)]

    let flow: FlowSpec
    /// `itemSize` of the sections of `items` that give one (`itemSizes` sections ignore it).
    let sectionItemSizes: Overrides<Size>
    /// `itemSizes` of the sections that list them.
    let itemSizeLists: Overrides<[Size]>
    let sectionInsets: Overrides<EdgeInsets>
    let lineSpacings: Overrides<Double>
    let interitemSpacings: Overrides<Double>
    let headerSizes: Overrides<Size>
    let footerSizes: Overrides<Size>
    /// Each spec section's background (`nil`: none).
    let backgrounds: [SectionBackground?]
    /// The background of sections beyond the spec's (the layout-wide one; `nil`: none).
    let layoutBackground: SectionBackground?
    /// The parts of the background model in use.
    let geometry: BackgroundGeometryFeatures
    /// The parts of the style in use.
    let style: BackgroundStyleFeatures

    init(flow: FlowSpec) {
        self.flow = flow
        let sections = Array(flow.sections.enumerated())
        func overrides<Value>(_ value: (FlowSectionSpec) -> Value?) -> Overrides<Value> {
            sections.compactMap { index, section in value(section).map { (index, $0) } }
        }
        sectionItemSizes = overrides { section in
            if case .count = section.section.items { return section.section.itemSize }
            return nil
        }
        itemSizeLists = overrides { section in
            if case .sizes(let sizes) = section.section.items { return sizes }
            return nil
        }
        sectionInsets = overrides(\.section.sectionInset)
        lineSpacings = overrides(\.section.minimumLineSpacing)
        interitemSpacings = overrides(\.section.minimumInteritemSpacing)
        headerSizes = overrides(\.section.headerReferenceSize)
        footerSizes = overrides(\.section.footerReferenceSize)
        let layout = flow.flowLayout(scrollDirection: .vertical)
        func visible(_ background: SectionBackground) -> SectionBackground? {
            background.cover == .nothing ? nil : background
        }
        backgrounds = layout.sections.map { visible($0.background ?? layout.background) }
        layoutBackground = visible(layout.background)
        let used = backgrounds.compactMap { $0 } + (layoutBackground.map { [$0] } ?? [])
        geometry = BackgroundGeometryFeatures(used)
        style = BackgroundStyleFeatures(used.map(\.style))
    }

    /// Whether any section has a background (else the file has no decoration code).
    var hasBackgrounds: Bool { layoutBackground != nil || backgrounds.contains { $0 != nil } }

    /// The `UICollectionViewDelegateFlowLayout` methods the delegate helper answers.
    var delegateMethods: [FlowDelegateMethod] {
        FlowDelegateMethod.allCases.filter { method in
            switch method {
            case .sizeForItem: return !sectionItemSizes.isEmpty || !itemSizeLists.isEmpty
            case .inset: return !sectionInsets.isEmpty
            case .lineSpacing: return !lineSpacings.isEmpty
            case .interitemSpacing: return !interitemSpacings.isEmpty
            case .headerSize: return !headerSizes.isEmpty
            case .footerSize: return !footerSizes.isEmpty
            }
        }
    }

    /// Every colour the file names.
    var colors: [Color] {
        let styles = (backgrounds.compactMap { $0 } + (layoutBackground.map { [$0] } ?? [])).map(\.style)
        return styles.flatMap { style in [style.color, style.border?.color, style.shadow?.color].compactMap { $0 } }
    }
}

/// The parts of SectionGrid's background model the file's backgrounds use (a part none uses stays at
/// its default and has no code).
struct BackgroundGeometryFeatures {
    /// Some background covers the items' bounding box (`cover: items`).
    var coversItems: Bool
    var includesHeader: Bool
    var includesFooter: Bool
    var hasMargin: Bool
    var coversEmptySections: Bool

    init(_ backgrounds: [SectionBackground]) {
        coversItems = backgrounds.contains { $0.cover == .items }
        includesHeader = backgrounds.contains(where: \.includeHeader)
        includesFooter = backgrounds.contains(where: \.includeFooter)
        hasMargin = backgrounds.contains { $0.margin != .zero }
        coversEmptySections = backgrounds.contains(where: \.coversEmptySections)
    }

    /// Whether the file needs the covering union (header or footer inclusion).
    var needsUnion: Bool { includesHeader || includesFooter }
}

/// The parts of the background style the file's backgrounds use.
struct BackgroundStyleFeatures {
    var color: Bool
    var cornerRadius: Bool
    var border: Bool
    var shadow: Bool
    /// An image of the app's asset catalog: an `image` that names no built-in pattern.
    var image: Bool
    /// The built-in patterns the `image`s name, which the file draws itself.
    var patterns: [BackgroundPattern]

    init(_ styles: [BackgroundStyle]) {
        color = styles.contains { $0.color != nil }
        cornerRadius = styles.contains { $0.cornerRadius != 0 }
        border = styles.contains { $0.border != nil }
        shadow = styles.contains { $0.shadow != nil }
        image = styles.contains { $0.image.map { BackgroundPattern(named: $0) == nil } ?? false }
        let named = Set(styles.compactMap { $0.image.flatMap(BackgroundPattern.init(named:)) })
        patterns = BackgroundPattern.allCases.filter(named.contains)
    }

    /// Whether the view has anything to apply.
    var isEmpty: Bool { !(color || cornerRadius || border || shadow || image || !patterns.isEmpty) }
    /// Whether it sets layer colours, which must be resolved again when the appearance changes.
    var hasLayerColors: Bool { border || shadow }
    /// Whether it draws colours that do not follow the appearance by themselves (layer colours, a
    /// pattern's ink), set again when the appearance changes.
    var followsAppearance: Bool { hasLayerColors || !patterns.isEmpty }
    /// Whether it has an image view: for an asset, or a pattern (clipped to the corners as an asset is).
    var hasImageView: Bool { image || !patterns.isEmpty }
}
