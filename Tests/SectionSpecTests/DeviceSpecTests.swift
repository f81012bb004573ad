import SectionLayout
import SectionSpec
import Testing

@testable import SectionGridTestSupport

/// Issue 14 §2–3: what the device keys decode to, which wins, and what is written back (only what
/// differs from UIKit's defaults, or from the device's values).
@Suite("Device keys") struct DeviceSpecTests {
    @Test func aDeviceSetsTheViewportSafeAreaMarginsAndScale() throws {
        let spec = try decodeSpec(#"{"device": "iphone-16"}"#)
        #expect(spec.device?.name == "iphone-16")
        #expect(spec.viewport == size(393, 852))
        #expect(spec.safeAreaInsets == EdgeInsets(top: 59, bottom: 34))
        #expect(spec.layoutMargins == EdgeInsets(top: 59, left: 20, bottom: 34, right: 20))
        #expect(spec.screenScale == 3)
    }

    /// "Explicit keys override it", before or after `device` in the file.
    @Test(arguments: [
        #"{"device": "iphone-16", "viewport": {"width": 300, "height": 500}, "safeAreaInsets": {"top": 10}, "layoutMargins": {"left": 8}, "screenScale": 2}"#,
        #"{"viewport": {"width": 300, "height": 500}, "safeAreaInsets": {"top": 10}, "layoutMargins": {"left": 8}, "screenScale": 2, "device": "iphone-16"}"#,
    ])
    func keysTheSpecGivesOverrideTheDevice(_ json: String) throws {
        let spec = try decodeSpec(json)
        #expect(spec.device?.name == "iphone-16")
        #expect(spec.viewport == size(300, 500))
        #expect(spec.safeAreaInsets == EdgeInsets(top: 10))
        #expect(spec.layoutMargins == EdgeInsets(left: 8))
        #expect(spec.screenScale == 2)
    }

    @Test func withoutADeviceTheDefaultsAreUIKitsOffScreen() throws {
        let spec = try decodeSpec("{}")
        #expect(spec.device == nil && spec.screenScale == nil)
        #expect(spec.safeAreaInsets == .zero && spec.layoutMargins == .zero)
        #expect(spec.viewport == LayoutSpec.defaultViewport)
        #expect(
            !spec.jsonText.contains("device") && !spec.jsonText.contains("safeAreaInsets")
                && !spec.jsonText.contains("layoutMargins") && !spec.jsonText.contains("screenScale"))
    }

    @Test func namesIgnoreCaseAndSeparators() throws {
        #expect(try decodeSpec(#"{"device": "iPhone 16 Pro"}"#).device?.name == "iphone-16-pro")
        #expect(try decodeSpec(#"{"device": "IPAD_PRO_13-landscape"}"#).device?.name == "ipad-pro-13-landscape")
    }

    /// A device writes back as its name alone; a key of the spec's own only while it differs from the
    /// device's.
    @Test func aDeviceWritesBackAsItsNameAndTheKeysThatDiffer() throws {
        let onDevice = try decodeSpec(#"{"device": "iPhone 16", "screenScale": 3}"#)
        let text = onDevice.jsonText
        #expect(text.contains(#""device": "iphone-16""#))
        for key in ["viewport", "safeAreaInsets", "layoutMargins", "screenScale"] { #expect(!text.contains(key), "\(key)") }
        #expect(try decodeSpec(text) == onDevice)

        let overridden = try decodeSpec(#"{"device": "iphone-16", "safeAreaInsets": {"top": 10}, "screenScale": 2}"#)
        let written = overridden.jsonText
        #expect(written.contains(#""safeAreaInsets": {"top": 10, "left": 0, "bottom": 0, "right": 0}"#))
        #expect(written.contains(#""screenScale": 2"#))
        #expect(!written.contains("viewport") && !written.contains("layoutMargins"))
        #expect(try decodeSpec(written) == overridden)
    }

    @Test func keysWithoutADeviceWriteBackWhenNotZero() throws {
        let spec = try decodeSpec(
            #"{"safeAreaInsets": {"left": 44, "right": 44}, "layoutMargins": {"top": 0}, "screenScale": 2}"#)
        let text = spec.jsonText
        #expect(text.contains(#""safeAreaInsets": {"top": 0, "left": 44, "bottom": 0, "right": 44}"#))
        #expect(!text.contains("layoutMargins")) // zero: the default
        #expect(text.contains(#""screenScale": 2"#))
        #expect(try decodeSpec(text) == spec)
    }

    /// `UICollectionViewFlowLayout.sectionInsetReference`, default `.fromContentInset` (Apple's
    /// documentation of the property).
    @Test(arguments: SectionInsetReference.allCases)
    func flowSectionInsetReferenceRoundTrips(_ reference: SectionInsetReference) throws {
        let spec = try decodeSpec(#"{"flow": {"sectionInsetReference": "\#(reference.rawValue)"}}"#)
        guard case .flow(let flow) = spec.engine else {
            Issue.record("not flow")
            return
        }
        #expect(flow.layout.sectionInsetReference == reference)
        #expect(spec.jsonText.contains("sectionInsetReference") == (reference != .fromContentInset))
        #expect(try decodeSpec(spec.jsonText) == spec)
    }

    /// `UICollectionViewCompositionalLayoutConfiguration.contentInsetsReference` ("default is
    /// UIContentInsetsReferenceSafeArea", UIKit's header) and `NSCollectionLayoutSection`'s
    /// (`automatic`, following the configuration's).
    @Test(arguments: ContentInsetsReference.allCases)
    func compositionalContentInsetsReferencesRoundTrip(_ reference: ContentInsetsReference) throws {
        let json = """
            {"layout": "compositional", "contentInsetsReference": "\(reference.rawValue)", "sections": [{"items": 1,
             "contentInsetsReference": "\(reference.rawValue)", "group": {"axis": "horizontal",
             "width": {"fractionalWidth": 1}, "height": {"absolute": 10},
             "item": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}}]}
            """
        let spec = try decodeSpec(json)
        guard case .compositional(let compositional) = spec.engine else {
            Issue.record("not compositional")
            return
        }
        #expect(compositional.contentInsetsReference == reference)
        #expect(compositional.sections[0].section.contentInsetsReference == reference)
        let written = spec.jsonText.split(separator: "\n").filter { $0.contains("contentInsetsReference") }.count
        #expect(written == (reference == .safeArea ? 0 : 1) + (reference == .automatic ? 0 : 1))
        #expect(try decodeSpec(spec.jsonText) == spec)
    }
}
