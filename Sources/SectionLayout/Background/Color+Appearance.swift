/// UIKit's dynamic colours in dark mode.
///
/// Sources: the system colours and system grays are Apple's Human Interface Guidelines colour tables
/// ("Color" → "System colors" and "iOS, iPadOS system gray colors", default contrast, sRGB 0–255: light and
/// dark columns). The backgrounds, grouped backgrounds, labels, fills and separators are UIKit's
/// "UI element colors" (`UIColor.systemBackground`, `.label`, …): the HIG names them and says they adapt,
/// but gives no values, so theirs are the sRGB values `UIColor.resolvedColor(with:)` returns for each
/// style on iOS 13–17 (the same as Xcode's colour picker shows). Names that are not dynamic (`red`,
/// `black`, `clear`, hex) show the same in both appearances. The light values are `Color.named`.
extension Color {
    /// The dark-mode value of every dynamic colour name a spec accepts, by name.
    public static let darkNamed: [String: Color] = [
        "systemRed": Color(red: 255, green: 69, blue: 58),
        "systemOrange": Color(red: 255, green: 159, blue: 10),
        "systemYellow": Color(red: 255, green: 214, blue: 10),
        "systemGreen": Color(red: 48, green: 209, blue: 88),
        "systemMint": Color(red: 99, green: 230, blue: 226),
        "systemTeal": Color(red: 64, green: 200, blue: 224),
        "systemCyan": Color(red: 100, green: 210, blue: 255),
        "systemBlue": Color(red: 10, green: 132, blue: 255),
        "systemIndigo": Color(red: 94, green: 92, blue: 230),
        "systemPurple": Color(red: 191, green: 90, blue: 242),
        "systemPink": Color(red: 255, green: 55, blue: 95),
        "systemBrown": Color(red: 172, green: 142, blue: 104),
        "systemGray": Color(red: 142, green: 142, blue: 147),
        "systemGray2": Color(red: 99, green: 99, blue: 102),
        "systemGray3": Color(red: 72, green: 72, blue: 74),
        "systemGray4": Color(red: 58, green: 58, blue: 60),
        "systemGray5": Color(red: 44, green: 44, blue: 46),
        "systemGray6": Color(red: 28, green: 28, blue: 30),
        "systemBackground": Color(red: 0, green: 0, blue: 0),
        "secondarySystemBackground": Color(red: 28, green: 28, blue: 30),
        "tertiarySystemBackground": Color(red: 44, green: 44, blue: 46),
        "systemGroupedBackground": Color(red: 0, green: 0, blue: 0),
        "secondarySystemGroupedBackground": Color(red: 28, green: 28, blue: 30),
        "tertiarySystemGroupedBackground": Color(red: 44, green: 44, blue: 46),
        "systemFill": Color(red: 120, green: 120, blue: 128, alpha: 0.36),
        "secondarySystemFill": Color(red: 120, green: 120, blue: 128, alpha: 0.32),
        "tertiarySystemFill": Color(red: 118, green: 118, blue: 128, alpha: 0.24),
        "quaternarySystemFill": Color(red: 118, green: 118, blue: 128, alpha: 0.18),
        "label": Color(red: 255, green: 255, blue: 255),
        "secondaryLabel": Color(red: 235, green: 235, blue: 245, alpha: 0.6),
        "tertiaryLabel": Color(red: 235, green: 235, blue: 245, alpha: 0.3),
        "quaternaryLabel": Color(red: 235, green: 235, blue: 245, alpha: 0.16),
        "separator": Color(red: 84, green: 84, blue: 88, alpha: 0.6),
        "opaqueSeparator": Color(red: 56, green: 56, blue: 58),
        "link": Color(red: 9, green: 132, blue: 255),
    ]

    /// Whether the colour is one of UIKit's dynamic colours (its spelling names one): it shows
    /// differently in light and dark mode.
    public var isDynamic: Bool {
        guard let spelling, Color.darkNamed[spelling] != nil else { return false }
        return Color(spelling) == self
    }

    /// The colour as it shows in `appearance`: a dynamic colour's value there (`systemBackground` is
    /// black in dark mode), any other colour itself. Only the channels change (`spelling` keeps what
    /// was written); resolved colours are for drawing, never written back.
    public func resolved(for appearance: Appearance) -> Color {
        guard appearance == .dark, isDynamic, let spelling, let dark = Color.darkNamed[spelling] else { return self }
        var result = self
        result.red = dark.red
        result.green = dark.green
        result.blue = dark.blue
        result.alpha = dark.alpha
        return result
    }
}

extension BackgroundStyle {
    /// The style with its fill, border and shadow colours as they show in `appearance`.
    public func resolved(for appearance: Appearance) -> BackgroundStyle {
        guard appearance == .dark else { return self }
        var result = self
        if let color { result.color = color.resolved(for: appearance) }
        if var border {
            border.color = border.color.resolved(for: appearance)
            result.border = border
        }
        if var shadow {
            shadow.color = shadow.color.resolved(for: appearance)
            result.shadow = shadow
        }
        return result
    }
}
