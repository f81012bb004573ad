/// The names a background's `image` may give that need no file: patterns every front end draws itself —
/// the terminal in characters (SectionScene's `FillPattern`), pictures as vector shapes, exported Swift
/// with `UIGraphicsImageRenderer` — in the fill's `Color.patternInk`. Any other name is an image file
/// (the viewer) or an app's asset (exported Swift).
public enum BackgroundPattern: String, Hashable, Sendable, CaseIterable {
    /// Dots: `·` on every other column of every other row; in points, 1.2-pt dots 8 pt apart.
    case dots
    /// Rising diagonal stripes: `╱` three cells apart; in points, 1.5-pt lines 12 pt apart.
    case stripes
    /// A checkerboard: two-cell-wide `░` squares alternating with blanks; in points, 8-pt squares.
    case checker
    /// A lattice: a `┼` grid of lines every other row and every fourth column; in points, 1-pt lines
    /// every 16 pt.
    case grid

    /// The pattern called `name` (case-insensitive, spaces ignored: `"Dots"`, `" dots "`), if any.
    public init?(named name: String) {
        guard let pattern = BackgroundPattern(rawValue: name.lowercased().filter { $0 != " " }) else { return nil }
        self = pattern
    }
}
