/// The note a compiler error gets when what it cannot find is UIKit API (a `UI…`, `NS…`, `CA…` or `CG…`
/// name, or a member of such a type): not (yet) in SectionGrid's UIKit, rather than a mistake in the
/// user's code.
///
/// ```
/// cannot find 'UICollectionViewDiffableDataSource' in scope
///   → 'UICollectionViewDiffableDataSource' is not (yet) in SectionGrid's UIKit (docs/uikit.md lists what is)
/// value of type 'UICollectionView' has no member 'prefetchDataSource'
///   → 'UICollectionView.prefetchDataSource' is not (yet) in SectionGrid's UIKit (docs/uikit.md lists what is)
/// ```
public enum UIKitHint {
    /// The note for a compiler error `message`, `nil` when it is not about missing UIKit API.
    public static func note(for message: String) -> String? {
        let quoted = message.split(separator: "'", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
        let symbol: String?
        if message.hasPrefix("cannot find ") && message.hasSuffix(" in scope"), let name = quoted.first {
            symbol = isUIKitName(name) ? name : nil
        } else if message.hasPrefix("module 'UIKit' has no member named "), let name = quoted.last {
            symbol = name
        } else if message.contains(" has no member "), quoted.count >= 2 {
            let type = typeName(quoted[0])
            symbol = isUIKitName(type) ? type + "." + quoted[1] : nil
        } else if message.hasPrefix("no type named "), quoted.count >= 2, quoted[1] == "UIKit" || isUIKitName(typeName(quoted[1]))
        {
            symbol = typeName(quoted[1]) + "." + quoted[0]
        } else {
            symbol = nil
        }
        return symbol.map { "'\($0)' is not (yet) in SectionGrid's UIKit (docs/uikit.md lists what is)" }
    }

    /// `UICollectionView` of `UICollectionView?`, `UICollectionView!`, `UIKit.UICollectionView`, `any …`.
    static func typeName(_ text: String) -> String {
        var name = Substring(text)
        for prefix in ["any ", "some ", "UIKit."] where name.hasPrefix(prefix) { name = name.dropFirst(prefix.count) }
        while let last = name.last, last == "?" || last == "!" { name = name.dropLast() }
        if name.hasPrefix("("), name.hasSuffix(")") { name = name.dropFirst().dropLast() }
        return String(name)
    }

    /// A name UIKit, Core Animation, Core Graphics or Foundation's `NS` types would have.
    static func isUIKitName(_ name: String) -> Bool {
        let characters = Array(name)
        guard characters.count > 2 else { return false }
        let prefix = String(characters[0..<2])
        return ["UI", "NS", "CA", "CG"].contains(prefix) && characters[2].isUppercase
    }
}
