/// What a laid-out element is: a cell, or a supplementary or decoration view named by its element kind
/// (UIKit's `representedElementKind`) — the built-in `header`, `footer` and `background`, or any other
/// name a layout gives its elements.
///
/// Compares and switches like an enumeration (`case .header:`); `rawValue` is the name `frames` writes.
/// (Not `RawRepresentable`: the standard library would then compare and hash kinds through their
/// names, building a string for every comparison the renderer makes.)
public struct ElementKind: Hashable, Sendable, CustomStringConvertible {
    /// The kinds the layouts make today are stored without a string, so elements stay cheap to copy.
    private enum Name: Hashable, Sendable {
        case cell, header, footer, background
        case other(String)
    }

    private let name: Name

    private init(_ name: Name) { self.name = name }

    /// The kind named `rawValue` (`"header"` is `.header`, any unknown name a kind of its own).
    public init(rawValue: String) {
        switch rawValue {
        case "cell": name = .cell
        case "header": name = .header
        case "footer": name = .footer
        case "background": name = .background
        default: name = .other(rawValue)
        }
    }

    /// An item (a `UICollectionViewCell`).
    public static let cell = ElementKind(.cell)
    /// A section header (supplementary view).
    public static let header = ElementKind(.header)
    /// A section footer (supplementary view).
    public static let footer = ElementKind(.footer)
    /// A section background (decoration view).
    public static let background = ElementKind(.background)

    /// The kind's name: `cell`, `header`, `footer`, `background`, or the layout's own.
    public var rawValue: String {
        switch name {
        case .cell: return "cell"
        case .header: return "header"
        case .footer: return "footer"
        case .background: return "background"
        case .other(let rawValue): return rawValue
        }
    }

    /// The stacking order used for this kind: backgrounds below everything else, as UIKit draws them.
    public var zIndex: Int {
        if case .background = name { return -1 }
        return 0
    }

    public var description: String { rawValue }
}
