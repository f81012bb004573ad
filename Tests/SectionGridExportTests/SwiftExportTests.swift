import SectionLayout
import SectionSpec
import Testing

@testable import SectionGridExport
@testable import SectionGridTestSupport

/// The exporter's pieces: type names, literals as written, refusals, and a file holding code only for
/// what its spec uses.
@Suite("Swift export")
struct SwiftExportTests {
    @Test(
        "default type names",
        arguments: [
            (SwiftExportOptions.Origin.demo("cards"), "CardsLayout"), (.demo("appcenter"), "AppcenterLayout"),
            (.file("my-grid.json"), "MyGridLayout"), (.file("AppLayout.json"), "AppLayout"),
            (.file("photo wall.json"), "PhotoWallLayout"),
            (.file("123.json"), "SectionGridLayout"), (.file("日本.json"), "SectionGridLayout"), (.file("v2_grid"), "V2GridLayout"),
        ])
    func defaultTypeNames(_ origin: SwiftExportOptions.Origin, _ name: String) {
        #expect(SwiftTypeName.default(for: origin) == name)
        #expect(SwiftTypeName.isValid(name))
    }

    @Test func typeNamesAreIdentifiersThatAreNotKeywords() {
        #expect(["CardsLayout", "_Layout", "L2", "a"].allSatisfy(SwiftTypeName.isValid))
        #expect(!["", "2Cards", "class", "Self", "my-layout", "Ünï", "a b"].contains(where: SwiftTypeName.isValid))
    }

    @Test(
        "colours as written",
        arguments: [
            ("systemBackground", ".systemBackground"), ("red", ".red"), ("white", ".white"), ("clear", ".clear"),
            ("#FC0", "UIColor(red: 0xFF / 255, green: 0xCC / 255, blue: 0x00 / 255, alpha: 1)"),
            ("#c7c7cc", "UIColor(red: 0xC7 / 255, green: 0xC7 / 255, blue: 0xCC / 255, alpha: 1)"),
            ("#11223344", "UIColor(red: 0x11 / 255, green: 0x22 / 255, blue: 0x33 / 255, alpha: 0x44 / 255)"),
            ("#FFFFFF", "UIColor(red: 0xFF / 255, green: 0xFF / 255, blue: 0xFF / 255, alpha: 1)"),
            ("systemMint", "systemMintColor"), ("systemCyan", "systemCyanColor"), ("systemBrown", "systemBrownColor"),
        ])
    func colorsAsWritten(_ spelling: String, _ swift: String) throws {
        #expect(SwiftLiteral.color(try #require(Color(spelling))) == swift)
    }

    /// UIKit's iOS 15 colours come through a property that falls back to their light value on iOS 13 and 14.
    @Test func colorsIOS13LacksFallBack() {
        #expect(
            SwiftLiteral.fallbackProperty("systemMint") == """
                /// `UIColor.systemMint`, which iOS 15 added; before, its light-appearance value.
                static var systemMintColor: UIColor {
                    if #available(iOS 15.0, *) { return .systemMint }
                    return UIColor(red: 0x00 / 255, green: 0xC7 / 255, blue: 0xBE / 255, alpha: 1)
                }
                """)
    }

    @Test func stringsAreEscaped() {
        #expect(
            SwiftLiteral.string("第1组 \"quoted\" \\ 👨‍👩‍👧\n\t\u{1B}[31m\u{2028}")
                == #""第1组 \"quoted\" \\ 👨‍👩‍👧\n\t\u{1B}[31m\u{2028}""#)
    }

    @Test func numbersAreWrittenAsTheSpecWritesThem() {
        #expect([320, -4, 67.5, 0.1, 1e-7, -0.0].map(SwiftLiteral.number) == ["320", "-4", "67.5", "0.1", "1e-07", "0"])
    }

    /// A `count` group of several subitems has no UIKit equivalent (`subitem:count:` repeats one): refused
    /// with the section named, however deep the group is nested.
    @Test func groupsUIKitCannotWriteAreRefused() throws {
        let item = LayoutSubitem.item(LayoutItem(width: .fractionalWidth(0.5), height: .absolute(40)))
        let counted = LayoutGroup(
            axis: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(40)),
            subitems: [item, item], count: 2)
        let outer = LayoutGroup.vertical(
            LayoutSize(width: .fractionalWidth(1), height: .absolute(80)), subitems: [.group(counted)])
        let plain = LayoutGroup.horizontal(LayoutSize(width: .fractionalWidth(1), height: .absolute(40)), subitems: [item])
        let spec = LayoutSpec(
            engine: .compositional(
                CompositionalSpec(sections: [
                    CompositionalSectionSpec(section: LayoutSection(items: 2, group: plain)),
                    CompositionalSectionSpec(section: LayoutSection(items: 4, group: outer)),
                ])))
        let error = SwiftExportError.unsupportedGroup(
            section: 1,
            reason: "\"count\" with several subitems (UIKit's groups of "
                + "\"count\" slots repeat one subitem)")
        #expect(throws: error) { try SwiftExport.source(for: spec, options: SwiftExportOptions(origin: .file("x.json"))) }
        #expect(
            error.description == "sections[1].group: UIKit's API cannot write this group: \"count\" with several subitems "
                + "(UIKit's groups of \"count\" slots repeat one subitem)")
        #expect(throws: SwiftExportError.invalidTypeName("no way")) {
            try SwiftExport.source(for: LayoutSpec(), options: SwiftExportOptions(origin: .demo("x"), typeName: "no way"))
        }
    }

    /// Every file imports UIKit and nothing else, and none uses what only SectionGrid's UIKit has (its
    /// own members, not UIKit API): it must build in any iOS app.
    @Test(arguments: ExportCase.all)
    func importsUIKitAlone(_ exportCase: ExportCase) throws {
        let source = try exportCase.source
        let imports = source.split(separator: "\n").filter { $0.hasPrefix("import ") || $0.contains(" import ") }
        #expect(imports == ["import UIKit"])
        for testOnly in [
            ".identity", ".roundedRect", "image?.name", "prepareIfNeeded", "deviceSafeAreaInsets", "layoutEnvironment",
            "owningViewController", "traitCollection =", "SectionGridLayout", "SectionGridEntry", "SectionGridLookReader",
            "registeredFrame", "pendingAttributes",
        ] {
            #expect(!source.contains(testOnly), "\(testOnly)")
        }
    }

    /// A file has code only for what its spec uses: no decoration code without backgrounds, no helper
    /// without per-section metrics, no border, shadow, image or margin code that no background needs.
    @Test func aFileHoldsOnlyWhatItsSpecUses() throws {
        let plain = try source(#"{"sections": [{"items": 3}]}"#)
        for absent in [
            "BackgroundAttributes", "override func prepare", "Metrics", "SectionBackground", "coveringLength", "ScrollAxis",
            "debugFramesJSON",
        ] {
            #expect(!plain.contains(absent), "\(absent)")
        }
        let colored = try source(#"{"background": {"color": "red"}, "sections": [{"items": 3}]}"#)
        for absent in [
            "borderWidth", "shadow", "imageView", "background.margin", "includesHeader", "enum Cover", "traitCollectionDidChange",
            "coversEmptySections", "Metrics", "union(",
        ] {
            #expect(!colored.contains(absent), "\(absent)")
        }
        #expect(colored.contains("backgroundColor = style?.color") && colored.contains("guard items != nil else"))
        let everything = try source(
            #"""
            {"background": {"cover": "items", "includeHeader": true, "includeFooter": true, "whenEmpty": true,
                            "margin": {"top": -4}, "color": "red", "cornerRadius": 3, "border": {"width": 1},
                            "shadow": {"opacity": 0.5}, "image": "dots"},
             "sections": [{"items": 3, "minimumLineSpacing": 4}]}
            """#)
        for present in [
            "case items", "includesHeader", "includesFooter", "coversEmptySections", "margin.left", "borderWidth",
            "shadowOpacity", "shadowPath", "imageView", "traitCollectionDidChange", "minimumLineSpacingForSectionAt",
            "final class SpecLayoutMetrics",
        ] {
            #expect(everything.contains(present), "\(present)")
        }
    }

    private func source(_ json: String) throws -> String {
        try SwiftExport.source(for: try decodeSpec(json), options: SwiftExportOptions(origin: .file("spec.json")))
    }
}
