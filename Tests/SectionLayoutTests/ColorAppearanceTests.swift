import Testing

@testable import SectionLayout

/// Issue 14 §5: one table of UIKit's dark values for every dynamic colour name a spec accepts
/// (Human Interface Guidelines colour tables; `Color+Appearance.swift` names the sources), resolving
/// by appearance without changing how a colour is written.
@Suite("Colours by appearance")
struct ColorAppearanceTests {
    /// UIKit's fixed colours (`UIColor.red`, `.black`, …) do not adapt; every other name is dynamic.
    static let fixed: Set<String> = [
        "black", "darkGray", "lightGray", "white", "gray", "red", "green", "blue", "cyan",
        "yellow", "magenta", "orange", "purple", "brown", "clear",
    ]

    @Test func everyDynamicNameHasADarkValue() {
        #expect(Set(Color.darkNamed.keys) == Set(Color.named.keys).subtracting(Self.fixed))
    }

    @Test(
        arguments: [
            ("systemBackground", 255, 255, 255, 1.0, 0, 0, 0, 1.0),
            ("systemGray6", 242, 242, 247, 1.0, 28, 28, 30, 1.0),
            ("systemBlue", 0, 122, 255, 1.0, 10, 132, 255, 1.0),
            ("systemRed", 255, 59, 48, 1.0, 255, 69, 58, 1.0),
            ("label", 0, 0, 0, 1.0, 255, 255, 255, 1.0),
            ("secondaryLabel", 60, 60, 67, 0.6, 235, 235, 245, 0.6),
            ("systemGroupedBackground", 242, 242, 247, 1.0, 0, 0, 0, 1.0),
            ("systemFill", 120, 120, 128, 0.2, 120, 120, 128, 0.36),
        ] as [(String, UInt8, UInt8, UInt8, Double, UInt8, UInt8, UInt8, Double)])
    func lightAndDarkValues(
        _ name: String, _ lr: UInt8, _ lg: UInt8, _ lb: UInt8, _ la: Double,
        _ dr: UInt8, _ dg: UInt8, _ db: UInt8, _ da: Double
    ) throws {
        let color = try #require(Color(name))
        #expect(color.isDynamic)
        #expect(color.resolved(for: .light) == Color(red: lr, green: lg, blue: lb, alpha: la))
        let dark = color.resolved(for: .dark)
        #expect(dark == Color(red: dr, green: dg, blue: db, alpha: da))
        #expect(dark.spelling == name && color.description == name, "the spelling is kept; the colour prints as written")
    }

    @Test func fixedAndHexColoursAreTheSameInBothAppearances() throws {
        for text in ["red", "black", "#FC0", "#00000080"] {
            let color = try #require(Color(text))
            #expect(!color.isDynamic && color.resolved(for: .dark) == color, "\(text)")
        }
        // A dynamic colour whose channels were changed is no longer the name: it resolves as itself.
        var changed = try #require(Color("systemBlue"))
        changed.red = 1
        #expect(!changed.isDynamic && changed.resolved(for: .dark) == changed)
    }

    @Test func aStyleResolvesItsFillBorderAndShadow() throws {
        let style = BackgroundStyle(
            color: Color("systemGray6"), border: Border(width: 1, color: try #require(Color("separator"))),
            shadow: Shadow(color: try #require(Color("label"))))
        let dark = style.resolved(for: .dark)
        #expect(dark.color == Color(red: 28, green: 28, blue: 30))
        #expect(dark.border?.color == Color(red: 84, green: 84, blue: 88, alpha: 0.6))
        #expect(dark.shadow?.color == .white)
        #expect(style.resolved(for: .light) == style)
    }
}
