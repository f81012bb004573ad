import SectionLayout
import SectionSpec
import Testing

@testable import SectionGridExport
@testable import SectionGridTestSupport

/// The device keys in an exported file: what the layout measures its insets from is written (UIKit's
/// `sectionInsetReference`, iOS 11; `contentInsetsReference`, iOS 14, under `#available` since the files
/// target iOS 13), what the device is — bounds, safe area, margins, scale — is not (UIKit gives an app
/// those), and the header says which device the spec was tuned for.
@Suite("Exported device keys")
struct DeviceExportTests {
    private func source(_ json: String, sample: Bool = false) throws -> String {
        try SwiftExport.source(
            for: try decodeSpec(json), options: SwiftExportOptions(origin: .file("spec.json"), includesSample: sample))
    }

    private static let section =
        #"{"items": 3, "group": {"axis": "horizontal", "width": {"fractionalWidth": 1}, "#
        + #""height": {"absolute": 40}, "item": {"width": {"fractionalWidth": 0.5}, "height": {"fractionalHeight": 1}}}"#

    /// The layout-wide reference goes on the configuration, a section's on the section, each under
    /// `if #available(iOS 14.0, *)`; UIKit's defaults (`safeArea`, `automatic`) are not written.
    @Test func contentInsetsReferencesAreWrittenUnderIOS14() throws {
        let written = try source(
            #"{"layout": "compositional", "contentInsetsReference": "layoutMargins", "sections": ["#
                + Self.section + #", "contentInsetsReference": "readableContent"}, "# + Self.section + "}]}")
        #expect(
            written.contains(
                """
                        configuration.scrollDirection = .vertical
                        if #available(iOS 14.0, *) { // contentInsetsReference came with iOS 14
                            configuration.contentInsetsReference = .layoutMargins
                        }
                """))
        #expect(
            written.contains(
                """
                        let section = NSCollectionLayoutSection(group: group)
                        if #available(iOS 14.0, *) { // contentInsetsReference came with iOS 14
                            section.contentInsetsReference = .readableContent
                        }
                        return section
                """))
        #expect(written.components(separatedBy: "contentInsetsReference = ").count == 3) // the second section: none
        let automatic = try source(
            #"{"layout": "compositional", "contentInsetsReference": "automatic", "sections": ["#
                + Self.section + #", "contentInsetsReference": "none"}]}"#)
        #expect(
            automatic.contains("configuration.contentInsetsReference = .automatic")
                && automatic.contains("section.contentInsetsReference = .none"))
        let defaults = try source(
            #"{"layout": "compositional", "contentInsetsReference": "safeArea", "sections": ["#
                + Self.section + #", "contentInsetsReference": "automatic"}]}"#)
        #expect(!defaults.contains("contentInsetsReference"))
    }

    /// The flow layout's `sectionInsetReference` (iOS 11, the files' iOS 13 has it) is set in `init`.
    @Test(arguments: ["fromSafeArea", "fromLayoutMargins"])
    func flowSectionInsetReferenceIsSet(_ reference: String) throws {
        let written = try source(#"{"flow": {"sectionInsetReference": ""# + reference + #""}, "sections": [{"items": 3}]}"#)
        #expect(written.contains("\n        sectionInsetReference = .\(reference)\n"))
        let defaults = try source(#"{"flow": {"sectionInsetReference": "fromContentInset"}, "sections": [{"items": 3}]}"#)
        #expect(!defaults.contains("sectionInsetReference"))
    }

    /// The header names the device and its numbers; the code sets none of them (the sample reads the
    /// safe area UIKit gives it), on either engine.
    @Test(arguments: [#""layout": "flow""#, #""layout": "compositional""#])
    func theDeviceIsNotedAndNotSet(_ layout: String) throws {
        let sections = layout.contains("compositional") ? "[" + Self.section + "}]" : #"[{"items": 3}]"#
        let written = try source("{" + layout + #", "device": "iphone-16", "sections": "# + sections + "}", sample: true)
        #expect(
            written.contains(
                """
                //
                // Tuned for the device `iphone-16` (iPhone 16): bounds 393×852,
                // safe area (59, 0, 34, 0), layout margins (59, 20, 34, 20), screen scale 3.
                // Those belong to the device, not the layout: UIKit gives them to the app at run time, and this code
                // sets none of them (insets are top, left, bottom, right, in points).

                import UIKit
                """))
        let code = try #require(written.components(separatedBy: "\nimport UIKit\n").last)
        for set in ["safeAreaInsets =", "layoutMargins =", "displayScale", "UIScreen", "393", "852", "iphone"] {
            #expect(!code.contains(set), "\(set)")
        }
        let own = try source("{" + layout + #", "safeAreaInsets": {"top": 20}, "sections": "# + sections + "}")
        #expect(
            own.contains(
                "// Tuned for a device: bounds 375×667,\n// safe area (20, 0, 0, 0), layout margins none, no screen scale."))
        #expect(!(try source("{" + layout + #", "sections": "# + sections + "}")).contains("Tuned for"))
    }

    /// The sample adds the safe area's edges along the scroll direction to the spec's content inset:
    /// top and bottom scrolling vertically, left and right horizontally.
    @Test(arguments: [("vertical", ["top", "bottom"]), ("horizontal", ["left", "right"])])
    func theSampleAddsTheSafeAreaAlongTheScrollDirection(_ direction: String, _ edges: [String]) throws {
        let written = try source(
            #"{"scrollDirection": ""# + direction + #"", "contentInset": {"top": 5}, "sections": [{"items": 3}]}"#,
            sample: true)
        #expect(
            written.contains(
                """
                    override func viewSafeAreaInsetsDidChange() {
                        super.viewSafeAreaInsetsDidChange()
                        let safeArea = view.safeAreaInsets
                        var inset = SpecLayout.Spec.contentInset
                        inset.\(edges[0]) += safeArea.\(edges[0])
                        inset.\(edges[1]) += safeArea.\(edges[1])
                        collectionView.contentInset = inset
                        collectionView.collectionViewLayout.invalidateLayout()
                    }
                """))
        #expect(written.contains("collectionView.contentInsetAdjustmentBehavior = .never"))
    }

    /// A custom group without frames (which a spec file cannot write, but a spec built in Swift can)
    /// lays out as one item filling it; UIKit gets that item in one slot, since `subitems:` would repeat
    /// it while it fits (without end in a group of no width).
    @Test func anEmptyCustomGroupIsOneSlot() throws {
        let empty = LayoutGroup.custom(LayoutSize(width: .absolute(0), height: .absolute(10)), frames: [])
        let outer = LayoutGroup.horizontal(
            LayoutSize(width: .fractionalWidth(1), height: .absolute(40)), subitems: [.group(empty)])
        let spec = LayoutSpec(
            engine: .compositional(
                CompositionalSpec(sections: [
                    CompositionalSectionSpec(section: LayoutSection(items: 2, group: outer))
                ])))
        let written = try SwiftExport.source(for: spec, options: SwiftExportOptions(origin: .file("spec.json")))
        #expect(
            written.contains(
                """
                        let innerGroup = NSCollectionLayoutGroup.horizontal(
                            layoutSize: size(.absolute(0), .absolute(10)),
                            subitem: item,
                            count: 1)
                """))
    }
}
