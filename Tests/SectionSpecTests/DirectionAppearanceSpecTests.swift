import SectionLayout
import SectionSpec
import Testing

@testable import SectionGridTestSupport

/// Issue 14 §4–5's top-level keys: `layoutDirection` (`UITraitCollection.layoutDirection`, left to
/// right by default) and `appearance` (`UITraitCollection.userInterfaceStyle`, light by default):
/// decoded with exact errors, written back only when they differ from UIKit's defaults, and never
/// touching how colours are written.
@Suite("layoutDirection and appearance keys") struct DirectionAppearanceSpecTests {
    @Test func defaultsAreLeftToRightAndLight() throws {
        let spec = try decodeSpec("{}")
        #expect(spec.layoutDirection == .leftToRight && spec.appearance == .light)
        #expect(spec.environment().layoutDirection == .leftToRight)
        #expect(!spec.jsonText.contains("layoutDirection") && !spec.jsonText.contains("appearance"))
    }

    @Test func bothDecodeAndReachTheLayout() throws {
        let spec = try decodeSpec(
            #"{"layoutDirection": "rightToLeft", "appearance": "dark", "viewport": {"width": 320, "height": 480}, "sections": [{"items": 1}]}"#
        )
        #expect(spec.layoutDirection == .rightToLeft && spec.appearance == .dark)
        #expect(spec.environment().layoutDirection == .rightToLeft)
        // One 50×50 item on 320: at the right edge.
        #expect(spec.layout().itemFrame(section: 0, item: 0) == rect(270, 0, 50, 50))
    }

    @Test func explicitDefaultsDecodeAndAreLeftOutWhenWrittenWhole() throws {
        let spec = try decodeSpec(#"{"layoutDirection": "leftToRight", "appearance": "light"}"#)
        #expect(spec == (try decodeSpec("{}")))
        #expect(!spec.jsonText.contains("layoutDirection") && !spec.jsonText.contains("appearance"))
    }

    @Test func nonDefaultsAreWrittenAndReadBack() throws {
        var spec = try decodeSpec(#"{"backgroundColor": "systemBackground"}"#)
        spec.layoutDirection = .rightToLeft
        spec.appearance = .dark
        let text = spec.jsonText
        #expect(text.contains(#""layoutDirection": "rightToLeft""#) && text.contains(#""appearance": "dark""#))
        // The colour stays written by its name.
        #expect(text.contains(#""backgroundColor": "systemBackground""#))
        #expect(try decodeSpec(text) == spec)
    }

    @Test(arguments: [
        (
            #"{"layoutDirection": "rtl"}"#,
            #"error: spec.json: layoutDirection: must be one of "leftToRight", "rightToLeft" (got "rtl")"#
        ),
        (#"{"layoutDirection": 1}"#, "error: spec.json: layoutDirection: expected a string, got number"),
        (#"{"appearance": "night"}"#, #"error: spec.json: appearance: must be one of "light", "dark" (got "night")"#),
        (#"{"appearance": true}"#, "error: spec.json: appearance: expected a string, got boolean"),
        (
            #"{"layoutDirectoin": "rightToLeft"}"#,
            #"error: spec.json: layoutDirectoin: unknown key, did you mean "layoutDirection"?"#
        ),
        (
            #"{"layout": "compositional", "apperance": "dark"}"#,
            #"error: spec.json: apperance: unknown key, did you mean "appearance"?"#
        ),
    ])
    func badValuesAreRefusedWithOneLine(_ json: String, _ error: String) {
        #expect(specErrorLine(json) == error)
    }

    @Test func writingBackEditsOnlyThoseKeys() throws {
        let text = "{\n  \"backgroundColor\" : \"systemGray6\",\n  \"sections\": [{\"items\": 1e1}]\n}\n"
        let document = SpecDocument(spec: try decodeSpec(text), text: Array(text.utf8))
        var dark = document.spec
        dark.appearance = .dark
        dark.layoutDirection = .rightToLeft
        let edited = try #require(document.editedText(for: dark))
        let written = String(decoding: edited, as: UTF8.self)
        #expect(written.contains("\"backgroundColor\" : \"systemGray6\"") && written.contains("1e1"))
        // Added before `backgroundColor`, in the order a spec is written, spaced as the file spaces.
        #expect(
            written == "{\n  \"layoutDirection\" : \"rightToLeft\",\n  \"appearance\" : \"dark\",\n"
                + "  \"backgroundColor\" : \"systemGray6\",\n  \"sections\": [{\"items\": 1e1}]\n}\n")
        // Back to the defaults: the keys go again, and the text is the file's.
        let back = SpecDocument(spec: dark, text: edited)
        #expect(back.editedText(for: document.spec) == Array(text.utf8))
    }

    @Test func aFileThatSpellsOutTheDefaultIsEditedInPlace() throws {
        let text = #"{"appearance": "light", "layoutDirection": "leftToRight"}"#
        let document = SpecDocument(spec: try decodeSpec(text), text: Array(text.utf8))
        var changed = document.spec
        changed.appearance = .dark
        changed.layoutDirection = .rightToLeft
        let edited = try #require(document.editedText(for: changed))
        #expect(String(decoding: edited, as: UTF8.self) == #"{"appearance": "dark", "layoutDirection": "rightToLeft"}"#)
    }
}
