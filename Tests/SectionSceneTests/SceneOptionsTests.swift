import SectionLayout
import SectionScene
import SectionSpec
import Testing

/// The one way from a spec to its scene's options: what it takes from the spec, the canvas in the
/// spec's appearance, and the safe area's bands only where a screen is given and the spec has insets.
@Suite struct SceneOptionsTests {
    static func cards() throws -> LayoutSpec { try #require(BuiltInDemos.spec(named: "cards")) }

    @Test func theOptionsComeFromTheSpec() throws {
        var spec = try Self.cards()
        spec.appearance = .dark
        let options = SceneOptions(spec: spec, scheme: .pastel)
        #expect(options.scheme == .pastel)
        #expect(options.backgroundColor == spec.backgroundColor && spec.backgroundColor != nil)
        #expect(options.labels == RenderLabels(sectionTitles: spec.sectionTitles))
        #expect(options.appearance == .dark)
        #expect(options.canvas == spec.backgroundColor?.resolved(for: .dark))
        let builder = options.builder()
        #expect(builder.scheme == .pastel && builder.backgroundColor == spec.backgroundColor)
        #expect(builder.labels == options.labels && builder.appearance == .dark && builder.safeArea == nil)
    }

    @Test func theSafeAreaIsBandedOnlyOverAScreenAndWithInsets() throws {
        var spec = try Self.cards()
        let screen = Rect(x: 0, y: 100, width: 390, height: 844)
        spec.safeAreaInsets = .zero
        #expect(SceneOptions(spec: spec, scheme: .spec).builder(safeAreaBounds: screen).safeArea == nil)
        spec.safeAreaInsets = EdgeInsets(top: 47, bottom: 34)
        let options = SceneOptions(spec: spec, scheme: .spec)
        #expect(options.builder().safeArea == nil)
        #expect(options.builder(safeAreaBounds: screen).safeArea == SafeAreaBands(bounds: screen, insets: spec.safeAreaInsets))
    }
}
