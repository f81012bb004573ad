import SectionSpec
import Testing

/// A section of one item with `members` added (after `"items": 1, "group": …`).
func section(_ members: String) -> String {
    compositional(section: #"{"items": 1, "group": \#(plainGroup)\#(members)}"#)
}

/// A section whose group's item has `members` added to its width and height.
func itemWith(_ members: String) -> String {
    compositional(group: group("", item: #"{"width": {"absolute": 10}, "height": {"absolute": 10}\#(members)}"#))
}

/// A boundary item of `kind` with `extra` members.
func boundaryJSON(_ kind: String, _ extra: String = "") -> String {
    #"{"elementKind": "\#(kind)", "width": {"absolute": 10}, "height": {"absolute": 10}, "alignment": "top"\#(extra)}"#
}

/// A badge of `kind` with its container anchor `anchor`.
func badgeJSON(_ kind: String, anchor: String = #"{"edges": ["top"]}"#) -> String {
    #"{"elementKind": "\#(kind)", "width": {"absolute": 5}, "height": {"absolute": 5}, "containerAnchor": \#(anchor)}"#
}

let alignments = #""top", "topLeading", "leading", "bottomLeading", "bottom", "bottomTrailing", "trailing", "topTrailing""#

let badSupplementarySpecs: [BadSpec] = [
    // Boundary items.
    BadSpec(
        "unknown alignment",
        section(
            #", "boundarySupplementaryItems": [\#(boundaryJSON("badge").replacingOccurrences(of: "\"top\"}", with: "\"topp\"}"))]"#
        ),
        "error: spec.json: sections[0].boundarySupplementaryItems[0].alignment: must be one of \(alignments) (got \"topp\")"),
    BadSpec(
        "missing alignment",
        section(#", "boundarySupplementaryItems": [{"elementKind": "a", "width": {"absolute": 1}, "height": {"absolute": 1}}]"#),
        "error: spec.json: sections[0].boundarySupplementaryItems[0]: missing \"alignment\" (one of \(alignments))"),
    BadSpec(
        "missing element kind",
        section(#", "boundarySupplementaryItems": [{"width": {"absolute": 1}, "height": {"absolute": 1}, "alignment": "top"}]"#),
        #"error: spec.json: sections[0].boundarySupplementaryItems[0]: missing "elementKind" (a string)"#),
    BadSpec(
        "empty element kind", section(#", "boundarySupplementaryItems": [\#(boundaryJSON(""))]"#),
        "error: spec.json: sections[0].boundarySupplementaryItems[0].elementKind: must not be empty"),
    BadSpec(
        "duplicate element kinds in a section",
        section(#", "boundarySupplementaryItems": [\#(boundaryJSON("badge")), \#(boundaryJSON("badge"))]"#),
        #"error: spec.json: sections[0].boundarySupplementaryItems[1].elementKind: duplicate element kind "badge" (element kinds are unique within a section, its "header" and "footer" included)"#
    ),
    BadSpec(
        "a boundary item of the header's kind beside the header",
        section(
            #", "boundarySupplementaryItems": [\#(boundaryJSON("header"))], "header": {"width": {"absolute": 1}, "height": {"absolute": 1}}"#
        ),
        #"error: spec.json: sections[0].boundarySupplementaryItems[0].elementKind: duplicate element kind "header" (element kinds are unique within a section, its "header" and "footer" included)"#
    ),
    BadSpec(
        "duplicate element kinds in the layout",
        #"{"layout": "compositional", "boundarySupplementaryItems": [\#(boundaryJSON("banner")), \#(boundaryJSON("banner"))]}"#,
        #"error: spec.json: boundarySupplementaryItems[1].elementKind: duplicate element kind "banner" (element kinds are unique within the layout)"#
    ),
    BadSpec(
        "the background's kind", section(#", "boundarySupplementaryItems": [\#(boundaryJSON("background"))]"#),
        #"error: spec.json: sections[0].boundarySupplementaryItems[0].elementKind: "background" is the element kind of the section background; name the supplementary another way"#
    ),
    BadSpec(
        "fractional zIndex", section(#", "boundarySupplementaryItems": [\#(boundaryJSON("a", #", "zIndex": 1.5"#))]"#),
        "error: spec.json: sections[0].boundarySupplementaryItems[0].zIndex: must be a whole number from -10000000 to 10000000 (got 1.5)"
    ),
    BadSpec(
        "offset of the wrong shape",
        section(#", "boundarySupplementaryItems": [\#(boundaryJSON("a", #", "absoluteOffset": {"dx": 1}"#))]"#),
        #"error: spec.json: sections[0].boundarySupplementaryItems[0].absoluteOffset.dx: unknown key, did you mean "x"?"#),
    BadSpec(
        "an element kind in the header", section(#", "header": {"elementKind": "title"}"#),
        #"error: spec.json: sections[0].header.elementKind: unknown key here, a "header" is of element kind "header" and a "footer" of "footer"; give other kinds in "boundarySupplementaryItems""#
    ),
    BadSpec(
        "an alignment in the footer", section(#", "footer": {"alignment": "top"}"#),
        #"error: spec.json: sections[0].footer.alignment: unknown key here, a "header" sits at the leading edge of the scroll axis and a "footer" at the trailing one; give other alignments in "boundarySupplementaryItems""#
    ),
    BadSpec(
        "more than 100 boundary items",
        section(#", "boundarySupplementaryItems": [\#((0...100).map { boundaryJSON("k\($0)") }.joined(separator: ", "))]"#),
        "error: spec.json: sections[0].boundarySupplementaryItems: 101 supplementary items exceed the maximum of 100"),
    BadSpec(
        "boundary items in a flow spec", #"{"boundarySupplementaryItems": []}"#,
        #"error: spec.json: boundarySupplementaryItems: unknown key here, "boundarySupplementaryItems" is for "layout": "compositional""#
    ),
    // The content insets reference.
    BadSpec(
        "unknown content insets reference", section(#", "supplementaryContentInsetsReference": "margins""#),
        #"error: spec.json: sections[0].supplementaryContentInsetsReference: must be one of "automatic", "none", "safeArea", "layoutMargins", "readableContent" (got "margins")"#
    ),
    BadSpec(
        "both the reference and its older form",
        section(#", "supplementariesFollowContentInsets": false, "supplementaryContentInsetsReference": "none""#),
        #"error: spec.json: sections[0].supplementaryContentInsetsReference: give either "supplementaryContentInsetsReference" or its older form "supplementariesFollowContentInsets", not both ("supplementariesFollowContentInsets" came first)"#
    ),
    // Item supplementaries (badges).
    BadSpec(
        "badge anchor with both offsets",
        itemWith(
            #", "supplementaryItems": [\#(badgeJSON("badge", anchor: #"{"edges": ["top"], "absoluteOffset": {"x": 1}, "fractionalOffset": {"y": 1}}"#))]"#
        ),
        #"error: spec.json: sections[0].group.item.supplementaryItems[0].containerAnchor: give either "absoluteOffset" or "fractionalOffset", not both"#
    ),
    BadSpec(
        "duplicate badge kinds", itemWith(#", "supplementaryItems": [\#(badgeJSON("badge")), \#(badgeJSON("badge"))]"#),
        #"error: spec.json: sections[0].group.item.supplementaryItems[1].elementKind: duplicate element kind "badge" (element kinds are unique within an item)"#
    ),
    BadSpec(
        "a badge of the header's kind", itemWith(#", "supplementaryItems": [\#(badgeJSON("header"))]"#),
        #"error: spec.json: sections[0].group.item.supplementaryItems[0].elementKind: "header" is the element kind of the section's header; name the item's supplementary another way"#
    ),
    BadSpec(
        "badge without an anchor",
        itemWith(#", "supplementaryItems": [{"elementKind": "b", "width": {"absolute": 1}, "height": {"absolute": 1}}]"#),
        #"error: spec.json: sections[0].group.item.supplementaryItems[0]: missing "containerAnchor" (an object with "edges")"#),
    BadSpec(
        "anchor without edges", itemWith(#", "supplementaryItems": [\#(badgeJSON("b", anchor: "{}"))]"#),
        #"error: spec.json: sections[0].group.item.supplementaryItems[0].containerAnchor: missing "edges" (an array of "top", "leading", "bottom", "trailing"; [] centres it)"#
    ),
    BadSpec(
        "a physical edge", itemWith(#", "supplementaryItems": [\#(badgeJSON("b", anchor: #"{"edges": ["top", "left"]}"#))]"#),
        #"error: spec.json: sections[0].group.item.supplementaryItems[0].containerAnchor.edges[1]: must be one of "top", "leading", "bottom", "trailing" (got "left"), write "leading""#
    ),
    BadSpec(
        "an edge twice",
        itemWith(
            #", "supplementaryItems": [{"elementKind": "b", "width": {"absolute": 1}, "height": {"absolute": 1}, "containerAnchor": {"edges": ["top"]}, "itemAnchor": {"edges": ["bottom", "bottom"]}}]"#
        ),
        #"error: spec.json: sections[0].group.item.supplementaryItems[0].itemAnchor.edges[1]: "bottom" is listed twice"#),
    // Edge spacing and custom groups.
    BadSpec(
        "physical edge spacing", itemWith(#", "edgeSpacing": {"left": {"fixed": 1}}"#),
        #"error: spec.json: sections[0].group.item.edgeSpacing.left: unknown key here, edge spacing is directional: write "leading""#
    ),
    BadSpec(
        "edge spacing as a number", itemWith(#", "edgeSpacing": {"top": 4}"#),
        #"error: spec.json: sections[0].group.item.edgeSpacing.top: expected an object: {"fixed": p} or {"flexible": p}, got number"#
    ),
    BadSpec(
        "custom frames and an item", compositional(group: group(#", "custom": [{"width": 1, "height": 1}]"#)),
        #"error: spec.json: sections[0].group: give either "item" or "custom", not both"#),
    BadSpec(
        "no custom frames", compositional(group: #"{"width": {"absolute": 1}, "height": {"absolute": 1}, "custom": []}"#),
        #"error: spec.json: sections[0].group.custom: must hold at least one frame ({"x", "y", "width", "height"})"#),
    BadSpec(
        "a custom frame without height",
        compositional(group: #"{"width": {"absolute": 1}, "height": {"absolute": 1}, "custom": [{"x": 4, "width": 2}]}"#),
        #"error: spec.json: sections[0].group.custom[0]: missing "height""#),
    BadSpec(
        "a custom frame of negative width",
        compositional(group: #"{"width": {"absolute": 1}, "height": {"absolute": 1}, "custom": [{"width": -2, "height": 1}]}"#),
        "error: spec.json: sections[0].group.custom[0].width: must be a finite number ≥ 0 (got -2)"),
]
