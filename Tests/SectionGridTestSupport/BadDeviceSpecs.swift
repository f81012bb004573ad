import SectionSpec
import Testing

/// Issue 14 §2–3: the device keys (`device`, `safeAreaInsets`, `layoutMargins`, `screenScale`) and the
/// inset references (`flow.sectionInsetReference`, compositional `contentInsetsReference`) refuse bad
/// values with one exact line each (the CLI prints the same lines: `SpecErrorCommandTests`).
let badDeviceSpecs: [BadSpec] = [
    BadSpec(
        "unknown device names the nearest", #"{"device": "iphone-16-pr"}"#,
        "error: spec.json: device: unknown device \"iphone-16-pr\"; the nearest are \"iphone-16-pro\", \"iphone-17-pro\", \"iphone-16e\" (sectiongrid --list-devices lists them all)"
    ),
    BadSpec("device of the wrong type", #"{"device": 3}"#, "error: spec.json: device: expected a string, got number"),
    BadSpec(
        "negative safe area", #"{"safeAreaInsets": {"top": -1}}"#,
        "error: spec.json: safeAreaInsets.top: must be a finite number ≥ 0 (got -1)"),
    BadSpec(
        "safe area edge misnamed", #"{"safeAreaInsets": {"up": 1}}"#,
        "error: spec.json: safeAreaInsets.up: unknown key (known keys: top, left, bottom, right)"),
    BadSpec(
        "margins of the wrong type", #"{"layoutMargins": [1]}"#, "error: spec.json: layoutMargins: expected an object, got array"),
    BadSpec(
        "negative margin", #"{"layoutMargins": {"left": -8}}"#,
        "error: spec.json: layoutMargins.left: must be a finite number ≥ 0 (got -8)"),
    BadSpec(
        "scale of no screen", #"{"screenScale": 4}"#,
        "error: spec.json: screenScale: must be 1, 2 or 3, a screen's scale (UIScreen.scale; got 4)"),
    BadSpec(
        "fractional scale", #"{"screenScale": 2.5}"#,
        "error: spec.json: screenScale: must be 1, 2 or 3, a screen's scale (UIScreen.scale; got 2.5)"),
    BadSpec("scale as a string", #"{"screenScale": "2"}"#, "error: spec.json: screenScale: expected a number, got string"),
    BadSpec(
        "unknown section inset reference", #"{"flow": {"sectionInsetReference": "fromSafe"}}"#,
        "error: spec.json: flow.sectionInsetReference: must be one of \"fromContentInset\", \"fromSafeArea\", \"fromLayoutMargins\" (got \"fromSafe\")"
    ),
    BadSpec(
        "section inset reference at the top level", #"{"sectionInsetReference": "fromSafeArea"}"#,
        "error: spec.json: sectionInsetReference: unknown key here, \"sectionInsetReference\" belongs in \"flow\""),
    BadSpec(
        "section inset reference in a section", #"{"sections": [{"items": 1, "sectionInsetReference": "fromSafeArea"}]}"#,
        "error: spec.json: sections[0].sectionInsetReference: unknown key here, \"sectionInsetReference\" is the layout's alone: it belongs in \"flow\""
    ),
    BadSpec(
        "content insets reference in a flow spec", #"{"contentInsetsReference": "none"}"#,
        "error: spec.json: contentInsetsReference: unknown key here, \"contentInsetsReference\" is for \"layout\": \"compositional\"; a flow layout has \"flow.sectionInsetReference\""
    ),
    BadSpec(
        "section inset reference in a compositional spec",
        #"{"layout": "compositional", "sectionInsetReference": "fromSafeArea"}"#,
        "error: spec.json: sectionInsetReference: unknown key here, \"sectionInsetReference\" is for \"layout\": \"flow\"; a compositional layout has \"contentInsetsReference\""
    ),
    BadSpec(
        "unknown content insets reference", #"{"layout": "compositional", "contentInsetsReference": "safe", "sections": []}"#,
        "error: spec.json: contentInsetsReference: must be one of \"automatic\", \"none\", \"safeArea\", \"layoutMargins\", \"readableContent\" (got \"safe\")"
    ),
    BadSpec(
        "section's content insets reference of the wrong type",
        #"{"layout": "compositional", "sections": [{"items": 1, "contentInsetsReference": 1}]}"#,
        "error: spec.json: sections[0].contentInsetsReference: expected a string, got number"),
]
