import SectionLayout

/// A way of colouring sections; the viewer's `c` key cycles through them.
public enum ColorScheme: String, Hashable, Sendable, CaseIterable {
    /// The spec's background colours; sections without one get a palette colour by section index.
    case spec
    /// Soft pastel backgrounds by section index, whatever the spec says.
    case pastel
    /// Saturated backgrounds by section index with black items and white labels.
    case highContrast

    /// The next scheme in the cycle spec → pastel → high contrast → spec.
    public var next: ColorScheme {
        let all = ColorScheme.allCases
        let index = all.firstIndex(of: self) ?? 0
        return all[(index + 1) % all.count]
    }

    /// A short name for the status bar.
    public var displayName: String {
        switch self {
        case .spec: return "spec colours"
        case .pastel: return "pastel"
        case .highContrast: return "high contrast"
        }
    }

    /// Colours for sections whose spec gives none (spec scheme), by section index.
    static let palette: [Color] = [
        Color(red: 0, green: 122, blue: 255), Color(red: 52, green: 199, blue: 89),
        Color(red: 255, green: 149, blue: 0), Color(red: 175, green: 82, blue: 222),
        Color(red: 48, green: 176, blue: 199), Color(red: 255, green: 45, blue: 85),
        Color(red: 255, green: 204, blue: 0), Color(red: 88, green: 86, blue: 214),
    ]

    static let pastels: [Color] = [
        Color(red: 255, green: 209, blue: 220), Color(red: 204, green: 236, blue: 210),
        Color(red: 207, green: 226, blue: 255), Color(red: 255, green: 236, blue: 196),
        Color(red: 226, green: 212, blue: 248), Color(red: 200, green: 240, blue: 240),
    ]

    static let vivid: [Color] = [
        Color(red: 255, green: 255, blue: 0), Color(red: 0, green: 255, blue: 255),
        Color(red: 255, green: 0, blue: 255), Color(red: 0, green: 255, blue: 0),
    ]

    /// The fill of a section background with spec colour `specColor` (`nil`: none given), or `nil`
    /// when the background is transparent (a spec colour with no opacity).
    public func backgroundColor(section: Int, specColor: Color?) -> Color? {
        let index = ((section % 1_000_003) + 1_000_003) % 1_000_003
        switch self {
        case .spec:
            if let specColor { return specColor.alpha > 0 ? specColor : nil }
            return ColorScheme.palette[index % ColorScheme.palette.count]
        case .pastel:
            return ColorScheme.pastels[index % ColorScheme.pastels.count]
        case .highContrast:
            return ColorScheme.vivid[index % ColorScheme.vivid.count]
        }
    }

    /// The fill of a section's items, given its background fill (`nil` when it has none).
    public func itemColor(section: Int, background: Color?) -> Color {
        switch self {
        case .highContrast:
            return .black
        case .spec, .pastel:
            let base = background ?? backgroundColor(section: section, specColor: nil) ?? .white
            return base.brightness > 0.55
                ? base.mixed(with: .black, amount: 0.25)
                : base.mixed(with: .white, amount: 0.45)
        }
    }
}
