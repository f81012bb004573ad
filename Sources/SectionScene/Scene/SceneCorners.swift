/// Which corners a rectangle's corner radius rounds, as `CALayer.maskedCorners` (`CACornerMask`) names
/// them, in points' orientation (y grows down): `minXMinY` is the top-left corner. All four by default.
public struct SceneCorners: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The top-left corner (`layerMinXMinYCorner`).
    public static let minXMinY = SceneCorners(rawValue: 1)
    /// The top-right corner (`layerMaxXMinYCorner`).
    public static let maxXMinY = SceneCorners(rawValue: 2)
    /// The bottom-left corner (`layerMinXMaxYCorner`).
    public static let minXMaxY = SceneCorners(rawValue: 4)
    /// The bottom-right corner (`layerMaxXMaxYCorner`).
    public static let maxXMaxY = SceneCorners(rawValue: 8)
    /// Every corner: UIKit's default.
    public static let all: SceneCorners = [.minXMinY, .maxXMinY, .minXMaxY, .maxXMaxY]

    /// The corners `names` lists (`"minXMinY"`, …, as a view's look writes them); unknown names are
    /// left out.
    public init(names: [String]) {
        let table: [String: SceneCorners] = [
            "minXMinY": .minXMinY, "maxXMinY": .maxXMinY, "minXMaxY": .minXMaxY, "maxXMaxY": .maxXMaxY,
        ]
        self = SceneCorners(names.compactMap { table[$0] })
    }
}
