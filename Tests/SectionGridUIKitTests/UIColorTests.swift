import SectionGridUIKit
import SectionLayout
import Testing

/// UIKit's colours: the fixed ones as Apple's pages document them, every system colour with its light
/// and dark value (the tables SectionLayout's specs use: `Color.named`, `Color.darkNamed`, which cite
/// Apple's HIG colour tables), resolved for a trait collection, and `cgColor` resolved for the current one.
@Suite("UIColor") @MainActor
struct UIColorTests {
    static let system: [(String, UIColor)] = [
        ("systemRed", .systemRed), ("systemOrange", .systemOrange), ("systemYellow", .systemYellow),
        ("systemGreen", .systemGreen),
        ("systemMint", .systemMint), ("systemTeal", .systemTeal), ("systemCyan", .systemCyan), ("systemBlue", .systemBlue),
        ("systemIndigo", .systemIndigo), ("systemPurple", .systemPurple), ("systemPink", .systemPink),
        ("systemBrown", .systemBrown),
        ("systemGray", .systemGray), ("systemGray2", .systemGray2), ("systemGray3", .systemGray3), ("systemGray4", .systemGray4),
        ("systemGray5", .systemGray5), ("systemGray6", .systemGray6), ("systemBackground", .systemBackground),
        ("secondarySystemBackground", .secondarySystemBackground), ("tertiarySystemBackground", .tertiarySystemBackground),
        ("systemGroupedBackground", .systemGroupedBackground),
        ("secondarySystemGroupedBackground", .secondarySystemGroupedBackground),
        ("tertiarySystemGroupedBackground", .tertiarySystemGroupedBackground), ("systemFill", .systemFill),
        ("secondarySystemFill", .secondarySystemFill), ("tertiarySystemFill", .tertiarySystemFill),
        ("quaternarySystemFill", .quaternarySystemFill), ("label", .label), ("secondaryLabel", .secondaryLabel),
        ("tertiaryLabel", .tertiaryLabel), ("quaternaryLabel", .quaternaryLabel), ("separator", .separator),
        ("opaqueSeparator", .opaqueSeparator), ("link", .link),
    ]

    /// The 8-bit channels and alpha of `color` resolved for `style`.
    static func channels(_ color: UIColor, _ style: UIUserInterfaceStyle) -> [Double] {
        var red: CGFloat = 0
        var green: CGFloat = 0
        var blue: CGFloat = 0
        var alpha: CGFloat = 0
        _ = color.resolvedColor(with: UITraitCollection(userInterfaceStyle: style)).getRed(
            &red, green: &green, blue: &blue, alpha: &alpha)
        return [(red * 255).rounded(), (green * 255).rounded(), (blue * 255).rounded(), Double(alpha)]
    }

    @Test func everySystemColourHasUIKitsLightAndDarkValues() throws {
        #expect(
            Set(Self.system.map(\.0)).union([
                "black", "darkGray", "lightGray", "white", "gray", "red", "green", "blue", "cyan",
                "yellow", "magenta", "orange", "purple", "brown", "clear",
            ]) == Set(Color.named.keys))
        for (name, color) in Self.system {
            let light = try #require(Color.named[name])
            let dark = Color.darkNamed[name] ?? light
            #expect(
                Self.channels(color, .light) == [Double(light.red), Double(light.green), Double(light.blue), light.alpha],
                "\(name)")
            #expect(
                Self.channels(color, .dark) == [Double(dark.red), Double(dark.green), Double(dark.blue), dark.alpha], "\(name)")
        }
    }

    /// "A color object whose RGB values are 1.0, 0.5, and 0.0" (`orange`), "grayscale value 0.333"
    /// (`darkGray`): the fixed colours do not change with the appearance.
    @Test func fixedColoursAreDocumentedValues() {
        #expect(Self.channels(.orange, .dark) == [255, 128, 0, 1])
        #expect(Self.channels(.darkGray, .dark) == [85, 85, 85, 1])
        #expect(Self.channels(.brown, .light) == [153, 102, 51, 1])
        #expect(Self.channels(.clear, .light) == [0, 0, 0, 0])
        var white: CGFloat = 0
        var alpha: CGFloat = 0
        #expect(UIColor.gray.getWhite(&white, alpha: &alpha) && white == 0.5 && alpha == 1)
        #expect(!UIColor.orange.getWhite(&white, alpha: &alpha))
    }

    @Test func cgColorResolvesForTheCurrentTraits() {
        let previous = UITraitCollection.current
        defer { UITraitCollection.current = previous }
        UITraitCollection.current = UITraitCollection(userInterfaceStyle: .dark)
        #expect(UIColor.systemBackground.cgColor == CGColor(gray: 0, alpha: 1))
        UITraitCollection.current = UITraitCollection(userInterfaceStyle: .light)
        #expect(UIColor.systemBackground.cgColor == CGColor(gray: 1, alpha: 1))
        UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
            #expect(UIColor.label.cgColor.components == [1, 1, 1, 1])
        }
    }

    @Test func dynamicProvidersAndAlpha() {
        let accent = UIColor { traits in
            traits.userInterfaceStyle == .dark ? .yellow : UIColor(red: 0, green: 0, blue: 0.5, alpha: 1)
        }
        #expect(Self.channels(accent, .light) == [0, 0, 128, 1] && Self.channels(accent, .dark) == [255, 255, 0, 1])
        #expect(Self.channels(accent.withAlphaComponent(0.25), .dark) == [255, 255, 0, 0.25])
        #expect(Self.channels(UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1), .light) == [0, 255, 0, 1])
        #expect(
            Self.channels(UIColor(cgColor: CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)), .light) == [51, 102, 153, 0.8])
    }

    /// Equal when made the same way: the same components in the same colour space (a white level is not
    /// an RGB triple, as in UIKit), the same system colour.
    @Test func equality() {
        #expect(UIColor.systemRed.isEqual(UIColor.systemRed) && !UIColor.systemRed.isEqual(UIColor.systemOrange))
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1).isEqual(UIColor.red))
        #expect(
            !UIColor.white.isEqual(UIColor(red: 1, green: 1, blue: 1, alpha: 1))
                && UIColor.white.isEqual(UIColor(white: 1, alpha: 1)))
        #expect(UIColor(named: "Brand") == nil) // no asset catalog
    }
}
