import SectionLayout

/// A layout spec: everything a spec file says, as values. Decode one with `LayoutSpec(json:)` or
/// `SpecFile.load(path:)`, lay it out with `layout(viewport:)`, and write it back with `jsonText`.
///
/// `LayoutSpec(json: spec.jsonValue) == spec` for every spec the decoder produces.
public struct LayoutSpec: Hashable, Sendable {
    /// The collection view's bounds when none are given: an iPhone 8 screen, 375×667.
    public static let defaultViewport = Size(width: 375, height: 667)

    /// The scroll direction (`scrollDirection`).
    public var scrollDirection: Axis
    /// The collection view's bounds (`viewport`).
    public var viewport: Size
    /// The collection view's `contentInset`; the layout's container is the viewport minus it.
    public var contentInset: EdgeInsets
    /// The collection view's own `backgroundColor`, shown behind the content (`nil`: the terminal's).
    public var backgroundColor: Color?
    /// The engine and its settings (`layout`, plus the engine's own keys).
    public var engine: LayoutEngine
    /// The device preset (`device`), `nil` without one. It gave `viewport`, `safeAreaInsets`,
    /// `layoutMargins` and `screenScale` their values where the spec gives none of its own.
    public var device: Device?
    /// The collection view's `safeAreaInsets` (`safeAreaInsets`, else the device's, else zero).
    public var safeAreaInsets = EdgeInsets.zero
    /// The collection view's `layoutMargins`, measured from its edges (`layoutMargins`, else the
    /// device's, else zero).
    public var layoutMargins = EdgeInsets.zero
    /// The screen's scale (`screenScale`, else the device's); `nil`: frames are not rounded to pixels.
    public var screenScale: Double?
    /// The writing direction (`layoutDirection`): right to left resolves leading and trailing to the
    /// right and left (`UITraitCollection.layoutDirection`; the default is left to right).
    public var layoutDirection = LayoutDirection.leftToRight
    /// The interface style dynamic colours resolve by (`appearance`; `UIUserInterfaceStyle`, light by
    /// default). It changes how colours show, never how they are written.
    public var appearance = Appearance.light

    /// Creates a spec; the defaults are those of an empty spec file (`{}`).
    public init(
        scrollDirection: Axis = .vertical, viewport: Size = LayoutSpec.defaultViewport,
        contentInset: EdgeInsets = .zero, backgroundColor: Color? = nil,
        engine: LayoutEngine = .flow(FlowSpec())
    ) {
        self.backgroundColor = backgroundColor
        self.scrollDirection = scrollDirection
        self.viewport = viewport
        self.contentInset = contentInset
        self.engine = engine
    }

    /// The flow layout the spec describes (`nil` for other engines).
    public var flowLayout: FlowLayout? {
        guard case .flow(let flow) = engine else { return nil }
        return flow.flowLayout(scrollDirection: scrollDirection)
    }

    /// The compositional layout the spec describes (`nil` for other engines).
    public var compositionalLayout: CompositionalLayout? {
        guard case .compositional(let compositional) = engine else { return nil }
        return compositional.compositionalLayout(scrollDirection: scrollDirection)
    }

    /// Lays the spec out, with whichever engine it names, for collection-view bounds of `viewport`
    /// (`nil`: the spec's own `viewport`): in a container of the viewport minus the content inset. What
    /// every front end calls: `frames`, snapshots, and the viewer after any change (with the terminal's
    /// area in points).
    public func layout(viewport: Size? = nil) -> LayoutResult {
        let environment = self.environment(viewport: viewport)
        switch engine {
        case .flow(let flow): return flow.flowLayout(scrollDirection: scrollDirection).layout(in: environment)
        case .compositional(let compositional):
            return compositional.compositionalLayout(scrollDirection: scrollDirection).layout(in: environment)
        }
    }

    /// The collection view the spec describes, with bounds of `viewport` (`nil`: the spec's own).
    public func environment(viewport: Size? = nil) -> LayoutEnvironment {
        LayoutEnvironment(
            bounds: viewport ?? self.viewport, contentInset: contentInset, safeAreaInsets: safeAreaInsets,
            layoutMargins: layoutMargins, screenScale: screenScale, layoutDirection: layoutDirection)
    }

    /// Each section's `title`, in section order (`nil` where a section has none).
    public var sectionTitles: [String?] {
        switch engine {
        case .flow(let flow): return flow.sections.map(\.title)
        case .compositional(let compositional): return compositional.sections.map(\.title)
        }
    }
}
