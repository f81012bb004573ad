extension Color {
    /// UIKit's named colours (light appearance), by the names a spec may use; the dynamic ones' dark values
    /// are `darkNamed` (sources there).
    public static let named: [String: Color] = [
        "black": Color(red: 0, green: 0, blue: 0),
        "darkGray": Color(red: 85, green: 85, blue: 85),
        "lightGray": Color(red: 170, green: 170, blue: 170),
        "white": Color(red: 255, green: 255, blue: 255),
        "gray": Color(red: 128, green: 128, blue: 128),
        "red": Color(red: 255, green: 0, blue: 0),
        "green": Color(red: 0, green: 255, blue: 0),
        "blue": Color(red: 0, green: 0, blue: 255),
        "cyan": Color(red: 0, green: 255, blue: 255),
        "yellow": Color(red: 255, green: 255, blue: 0),
        "magenta": Color(red: 255, green: 0, blue: 255),
        "orange": Color(red: 255, green: 128, blue: 0),
        "purple": Color(red: 128, green: 0, blue: 128),
        "brown": Color(red: 153, green: 102, blue: 51),
        "clear": Color(red: 0, green: 0, blue: 0, alpha: 0),
        "systemRed": Color(red: 255, green: 59, blue: 48),
        "systemOrange": Color(red: 255, green: 149, blue: 0),
        "systemYellow": Color(red: 255, green: 204, blue: 0),
        "systemGreen": Color(red: 52, green: 199, blue: 89),
        "systemMint": Color(red: 0, green: 199, blue: 190),
        "systemTeal": Color(red: 48, green: 176, blue: 199),
        "systemCyan": Color(red: 50, green: 173, blue: 230),
        "systemBlue": Color(red: 0, green: 122, blue: 255),
        "systemIndigo": Color(red: 88, green: 86, blue: 214),
        "systemPurple": Color(red: 175, green: 82, blue: 222),
        "systemPink": Color(red: 255, green: 45, blue: 85),
        "systemBrown": Color(red: 162, green: 132, blue: 94),
        "systemGray": Color(red: 142, green: 142, blue: 147),
        "systemGray2": Color(red: 174, green: 174, blue: 178),
        "systemGray3": Color(red: 199, green: 199, blue: 204),
        "systemGray4": Color(red: 209, green: 209, blue: 214),
        "systemGray5": Color(red: 229, green: 229, blue: 234),
        "systemGray6": Color(red: 242, green: 242, blue: 247),
        "systemBackground": Color(red: 255, green: 255, blue: 255),
        "secondarySystemBackground": Color(red: 242, green: 242, blue: 247),
        "tertiarySystemBackground": Color(red: 255, green: 255, blue: 255),
        "systemGroupedBackground": Color(red: 242, green: 242, blue: 247),
        "secondarySystemGroupedBackground": Color(red: 255, green: 255, blue: 255),
        "tertiarySystemGroupedBackground": Color(red: 242, green: 242, blue: 247),
        "systemFill": Color(red: 120, green: 120, blue: 128, alpha: 0.2),
        "secondarySystemFill": Color(red: 120, green: 120, blue: 128, alpha: 0.16),
        "tertiarySystemFill": Color(red: 118, green: 118, blue: 128, alpha: 0.12),
        "quaternarySystemFill": Color(red: 116, green: 116, blue: 128, alpha: 0.08),
        "label": Color(red: 0, green: 0, blue: 0),
        "secondaryLabel": Color(red: 60, green: 60, blue: 67, alpha: 0.6),
        "tertiaryLabel": Color(red: 60, green: 60, blue: 67, alpha: 0.3),
        "quaternaryLabel": Color(red: 60, green: 60, blue: 67, alpha: 0.18),
        "separator": Color(red: 60, green: 60, blue: 67, alpha: 0.29),
        "opaqueSeparator": Color(red: 198, green: 198, blue: 200),
        "link": Color(red: 0, green: 122, blue: 255),
    ]

    /// The reverse of `named`, so a colour prints by its name. Where names share a value the shortest
    /// wins (`white` rather than `systemBackground`).
    static let nameByColor: [Color: String] = {
        var result: [Color: String] = [:]
        let byPreference = named.sorted { ($0.key.count, $0.key) < ($1.key.count, $1.key) }
        for (name, color) in byPreference where result[color] == nil {
            result[color] = name
        }
        return result
    }()

    /// Convenience constants for the basic UIKit colours.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// White.
    public static let white = Color(red: 255, green: 255, blue: 255)
    /// Fully transparent.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
}
