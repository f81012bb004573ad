import SectionSpec
import Testing

/// A bad spec and the exact line `sectiongrid` prints for it.
struct BadSpec: CustomTestStringConvertible, Sendable {
    var id: String
    var json: String
    var error: String
    init(_ id: String, _ json: String, _ error: String) {
        self.id = id
        self.json = json
        self.error = error
    }
    var testDescription: String { id }
}

let badSpecs: [BadSpec] = [
    // The document.
    BadSpec(
        "malformed JSON names file, line and column", #"{"flow" {}}"#,
        "error: spec.json:1:9: expected ':' after the object key, got '{'"),
    BadSpec(
        "duplicate key", #"{"layout": "flow", "layout": "flow"}"#,
        "error: spec.json:1:20: duplicate key \"layout\" in the top-level object"),
    BadSpec("not an object", "[]", "error: spec.json: expected an object, got array"),
    // Enumerations.
    BadSpec(
        "unknown engine", #"{"layout": "grid"}"#,
        "error: spec.json: layout: must be one of \"flow\", \"compositional\" (got \"grid\")"),
    BadSpec("engine of the wrong type", #"{"layout": 3}"#, "error: spec.json: layout: expected a string, got number"),
    BadSpec(
        "unknown scroll direction", #"{"scrollDirection": "diagonal"}"#,
        "error: spec.json: scrollDirection: must be one of \"vertical\", \"horizontal\" (got \"diagonal\")"),
    BadSpec(
        "unknown cover", #"{"background": {"cover": "all"}}"#,
        "error: spec.json: background.cover: must be one of \"section\", \"items\", \"none\" (got \"all\")"),
    // Sizes and numbers.
    BadSpec(
        "the issue's example",
        """
        {"sections": [{"items": 1}, {"items": 2}, {"items": 3, "itemSize": {"width": -4, "height": 50}}]}
        """, "error: spec.json: sections[2].itemSize.width: must be a finite number ≥ 0 (got -4)"),
    BadSpec("viewport missing height", #"{"viewport": {"width": 320}}"#, "error: spec.json: viewport: missing \"height\""),
    BadSpec(
        "negative viewport", #"{"viewport": {"width": -1, "height": 2}}"#,
        "error: spec.json: viewport.width: must be a finite number ≥ 1 (got -1)"),
    BadSpec(
        "infinite item size", #"{"flow": {"itemSize": {"width": 1e999, "height": 1}}}"#,
        "error: spec.json: flow.itemSize.width: must be a finite number ≥ 0 (got infinity)"),
    BadSpec(
        "negative header", #"{"flow": {"headerReferenceSize": {"width": 0, "height": -44}}}"#,
        "error: spec.json: flow.headerReferenceSize.height: must be a finite number ≥ 0 (got -44)"),
    BadSpec(
        "infinite inset", #"{"contentInset": {"top": -1e400}}"#,
        "error: spec.json: contentInset.top: must be a finite number (got -infinity)"),
    BadSpec(
        "number as a string", #"{"flow": {"sectionInset": {"top": "4"}}}"#,
        "error: spec.json: flow.sectionInset.top: expected a number, got string"),
    BadSpec(
        "boolean spacing", #"{"flow": {"minimumInteritemSpacing": true}}"#,
        "error: spec.json: flow.minimumInteritemSpacing: expected a number, got boolean"),
    BadSpec(
        "negative corner radius", #"{"background": {"cornerRadius": -2}}"#,
        "error: spec.json: background.cornerRadius: must be a finite number ≥ 0 (got -2)"),
    BadSpec(
        "negative border width", #"{"background": {"border": {"width": -0.5}}}"#,
        "error: spec.json: background.border.width: must be a finite number ≥ 0 (got -0.5)"),
    BadSpec(
        "negative shadow radius", #"{"background": {"shadow": {"radius": -3}}}"#,
        "error: spec.json: background.shadow.radius: must be a finite number ≥ 0 (got -3)"),
    BadSpec(
        "opacity above 1", #"{"background": {"shadow": {"opacity": 1.5}}}"#,
        "error: spec.json: background.shadow.opacity: must be a number from 0 to 1 (got 1.5)"),
    BadSpec(
        "boolean as a string", #"{"background": {"includeHeader": "yes"}}"#,
        "error: spec.json: background.includeHeader: expected true or false, got string"),
    // Colours.
    BadSpec(
        "misspelt colour name", #"{"background": {"color": "reed"}}"#,
        "error: spec.json: background.color: must be \"#RRGGBB\", \"#RGB\", \"#RRGGBBAA\" or a UIKit colour name such as \"systemBlue\" (got \"reed\"), did you mean \"red\"?"
    ),
    BadSpec(
        "hex colour of the wrong length", ##"{"background": {"border": {"color": "#12345"}}}"##,
        "error: spec.json: background.border.color: must be \"#RRGGBB\", \"#RGB\", \"#RRGGBBAA\" or a UIKit colour name such as \"systemBlue\" (got \"#12345\")"
    ),
    // Unknown keys.
    BadSpec(
        "typo in a flow key", #"{"flow": {"minimumLineSpace": 3}}"#,
        "error: spec.json: flow.minimumLineSpace: unknown key, did you mean \"minimumLineSpacing\"?"),
    BadSpec(
        "key in the wrong case", #"{"flow": {"itemsize": {"width": 1, "height": 1}}}"#,
        "error: spec.json: flow.itemsize: unknown key, did you mean \"itemSize\"?"),
    BadSpec(
        "unknown key without a near one", #"{"flow": {"sectionInset": {"middle": 2}}}"#,
        "error: spec.json: flow.sectionInset.middle: unknown key (known keys: top, left, bottom, right)"),
    BadSpec(
        "unknown top-level key", #"{"zoom": 2}"#,
        "error: spec.json: zoom: unknown key (known keys: layout, scrollDirection, viewport, contentInset, backgroundColor, device, safeAreaInsets, layoutMargins, screenScale, layoutDirection, appearance, flow, background, sections)"
    ),
    BadSpec(
        "odd key is quoted in the path", #"{"flow": {"item size": 1}}"#,
        "error: spec.json: flow[\"item size\"]: unknown key, did you mean \"itemSize\"?"),
    BadSpec(
        "flow key at the top level", #"{"itemSize": {"width": 1, "height": 1}}"#,
        "error: spec.json: itemSize: unknown key here, \"itemSize\" belongs in \"flow\""),
    BadSpec(
        "section key at the top level", #"{"items": 3}"#,
        "error: spec.json: items: unknown key here, \"items\" belongs in a section of \"sections\""),
    BadSpec(
        "flow object inside a section", #"{"sections": [{"items": 1, "flow": {}}]}"#,
        "error: spec.json: sections[0].flow: unknown key here, write the flow keys (\"itemSize\", …) directly in the section"),
    BadSpec(
        "typo in a section key", #"{"sections": [{"items": 2, "tittle": "A"}]}"#,
        "error: spec.json: sections[0].tittle: unknown key, did you mean \"title\"?"),
    BadSpec(
        "typo in a section background", #"{"sections": [{"items": 2, "background": {"colour": "red"}}]}"#,
        "error: spec.json: sections[0].background.colour: unknown key, did you mean \"color\"?"),
    // Sections and items.
    BadSpec("sections not an array", #"{"sections": {}}"#, "error: spec.json: sections: expected an array, got object"),
    BadSpec("null sections", #"{"sections": null}"#, "error: spec.json: sections: expected an array, got null"),
    BadSpec("section not an object", #"{"sections": [3]}"#, "error: spec.json: sections[0]: expected an object, got number"),
    BadSpec(
        "negative count", #"{"sections": [{"items": -1}]}"#,
        "error: spec.json: sections[0].items: must be a whole number ≥ 0 (got -1)"),
    BadSpec(
        "fractional count", #"{"sections": [{"items": 2.5}]}"#,
        "error: spec.json: sections[0].items: must be a whole number ≥ 0 (got 2.5)"),
    BadSpec(
        "count as a string", #"{"sections": [{"items": "3"}]}"#,
        "error: spec.json: sections[0].items: expected a number, got string"),
    BadSpec(
        "no items", #"{"sections": [{"items": 1}, {"title": "B"}]}"#,
        "error: spec.json: sections[1]: missing \"items\" (a count) or \"itemSizes\" (a list of sizes)"),
    BadSpec(
        "both items and itemSizes", #"{"sections": [{"items": 1, "itemSizes": []}]}"#,
        "error: spec.json: sections[0]: give either \"items\" or \"itemSizes\", not both"),
    BadSpec(
        "incomplete item size", #"{"sections": [{"itemSizes": [{"width": 10, "height": 10}, {"width": 10}]}]}"#,
        "error: spec.json: sections[0].itemSizes[1]: missing \"height\""),
    BadSpec(
        "title of the wrong type", #"{"sections": [{"items": 2, "title": 7}]}"#,
        "error: spec.json: sections[0].title: expected a string, got number"),
    BadSpec(
        "wrong type deep in a section background", #"{"sections": [{"items": 1, "background": {"margin": {"top": "x"}}}]}"#,
        "error: spec.json: sections[0].background.margin.top: expected a number, got string"),
    // Limits.
    BadSpec(
        "too many items in all", #"{"sections": [{"items": 15000000}, {"items": 10000000}]}"#,
        "error: spec.json: sections: 25000000 items in all exceeds the maximum of 20000000"),
    BadSpec(
        "itemSizes count towards the limit", #"{"sections": [{"items": 20000000}, {"itemSizes": [{"width": 1, "height": 1}]}]}"#,
        "error: spec.json: sections: 20000001 items in all exceeds the maximum of 20000000"),
    BadSpec(
        "absurd count", #"{"sections": [{"items": 1e300}]}"#,
        "error: spec.json: sections[0].items: must be a whole number ≥ 0 (got 1e+300)"),
    BadSpec(
        "too many sections",
        #"{"sections": ["# + Array(repeating: "{\"items\": 0}", count: 100_001).joined(separator: ",") + "]}",
        "error: spec.json: sections: 100001 sections exceed the maximum of 100000"),
]
