import SectionSpec
import Testing

/// `{"layout": "compositional", "sections": [ONE SECTION]}` with `section` as its only section.
func compositional(section: String) -> String {
    #"{"layout": "compositional", "sections": [\#(section)]}"#
}

/// A section of 3 items whose group is `group`.
func compositional(group: String) -> String {
    compositional(section: #"{"items": 3, "group": \#(group)}"#)
}

/// A horizontal group of the given extra members around a filling item (`members` may replace any key).
func group(_ members: String, item: String = fillingItemJSON) -> String {
    #"{"axis": "horizontal", "width": {"fractionalWidth": 1}, "height": {"absolute": 44}, "item": \#(item)\#(members)}"#
}

let plainGroup = group("")

let badCompositionalSpecs: [BadSpec] = [
    // The engine and the top level.
    BadSpec(
        "unknown engine lists both", #"{"layout": "grid"}"#,
        #"error: spec.json: layout: must be one of "flow", "compositional" (got "grid")"#),
    BadSpec(
        "typo in a top-level key", #"{"layout": "compositional", "interSectionSpace": 3}"#,
        #"error: spec.json: interSectionSpace: unknown key, did you mean "interSectionSpacing"?"#),
    BadSpec(
        "flow key in a compositional spec", #"{"layout": "compositional", "flow": {}}"#,
        #"error: spec.json: flow: unknown key here, "flow" is for "layout": "flow""#),
    BadSpec(
        "layout-wide background", #"{"layout": "compositional", "background": {"color": "red"}}"#,
        #"error: spec.json: background: unknown key here, a compositional layout has no layout-wide background; give each section its own "background""#
    ),
    BadSpec(
        "section key at the top level", #"{"layout": "compositional", "group": {}}"#,
        #"error: spec.json: group: unknown key here, "group" belongs in a section of "sections""#),
    BadSpec(
        "compositional key in a flow spec", #"{"interSectionSpacing": 10}"#,
        #"error: spec.json: interSectionSpacing: unknown key here, "interSectionSpacing" is for "layout": "compositional""#),
    BadSpec(
        "compositional group in a flow section", #"{"sections": [{"items": 1, "group": {}}]}"#,
        #"error: spec.json: sections[0].group: unknown key here, "group" is for "layout": "compositional""#),
    BadSpec(
        "infinite inter-section spacing", #"{"layout": "compositional", "interSectionSpacing": -1e999}"#,
        "error: spec.json: interSectionSpacing: must be a finite number (got -infinity)"),
    // Sections.
    BadSpec(
        "section without items", compositional(section: #"{"group": \#(plainGroup)}"#),
        #"error: spec.json: sections[0]: missing "items" (a count)"#),
    BadSpec(
        "section without a group", compositional(section: #"{"items": 2, "title": "A"}"#),
        #"error: spec.json: sections[0]: missing "group" (an object with "axis", "width", "height" and "item" or "subitems")"#),
    BadSpec(
        "flow key in a compositional section", compositional(section: #"{"items": 2, "itemSize": {"width": 1, "height": 1}}"#),
        #"error: spec.json: sections[0].itemSize: unknown key here, "itemSize" is for "layout": "flow""#),
    BadSpec(
        "sectionInset in a compositional section", compositional(section: #"{"items": 2, "sectionInset": {}}"#),
        #"error: spec.json: sections[0].sectionInset: unknown key here, a compositional section is inset by "contentInsets""#),
    BadSpec(
        "group key written in the section", compositional(section: #"{"items": 2, "axis": "vertical"}"#),
        #"error: spec.json: sections[0].axis: unknown key here, "axis" belongs in the section's "group""#),
    BadSpec(
        "typo in a section key", compositional(section: #"{"items": 2, "interGroupSpace": 3}"#),
        #"error: spec.json: sections[0].interGroupSpace: unknown key, did you mean "interGroupSpacing"?"#),
    BadSpec(
        "unknown orthogonal behaviour lists them all",
        compositional(section: #"{"items": 2, "group": \#(plainGroup), "orthogonalScrollingBehavior": "paged"}"#),
        #"error: spec.json: sections[0].orthogonalScrollingBehavior: must be one of "none", "continuous", "continuousGroupLeadingBoundary", "paging", "groupPaging", "groupPagingCentered" (got "paged")"#
    ),
    BadSpec(
        "negative item count", compositional(section: #"{"items": -3, "group": \#(plainGroup)}"#),
        "error: spec.json: sections[0].items: must be a whole number ≥ 0 (got -3)"),
    BadSpec(
        "string inter-group spacing", compositional(section: #"{"items": 2, "interGroupSpacing": "5"}"#),
        "error: spec.json: sections[0].interGroupSpacing: expected a number, got string"),
    BadSpec(
        "undirected insets", compositional(section: #"{"items": 2, "contentInsets": {"top": 1, "left": 2}}"#),
        #"error: spec.json: sections[0].contentInsets.left: unknown key here, compositional insets are directional: write "leading""#
    ),
    BadSpec(
        "boolean as a string", compositional(section: #"{"items": 2, "supplementariesFollowContentInsets": "no"}"#),
        "error: spec.json: sections[0].supplementariesFollowContentInsets: expected true or false, got string"),
    // Groups.
    BadSpec(
        "group without axis",
        compositional(group: #"{"width": {"absolute": 1}, "height": {"absolute": 1}, "item": \#(fillingItemJSON)}"#),
        #"error: spec.json: sections[0].group: missing "axis" ("horizontal" or "vertical")"#),
    BadSpec(
        "unknown axis", compositional(group: #"{"axis": "diagonal"}"#),
        #"error: spec.json: sections[0].group.axis: must be one of "vertical", "horizontal" (got "diagonal")"#),
    BadSpec(
        "group without height",
        compositional(group: #"{"axis": "vertical", "width": {"absolute": 1}, "item": \#(fillingItemJSON)}"#),
        #"error: spec.json: sections[0].group: missing "height""#),
    BadSpec(
        "group holding nothing",
        compositional(group: #"{"axis": "vertical", "width": {"absolute": 1}, "height": {"absolute": 1}}"#),
        #"error: spec.json: sections[0].group: missing "item", "subitems" or "group" (what the group holds)"#),
    BadSpec(
        "item and subitems both", compositional(group: group(#", "subitems": []"#)),
        #"error: spec.json: sections[0].group: give either "item" or "subitems", not both"#),
    BadSpec(
        "item and a nested group both", compositional(group: group(#", "group": {}"#)),
        #"error: spec.json: sections[0].group: give either "item" or "group", not both"#),
    BadSpec(
        "empty subitems", compositional(group: #"{"axis": "vertical", "subitems": []}"#),
        #"error: spec.json: sections[0].group.subitems: must hold at least one subitem (an item, or a group with "axis")"#),
    BadSpec(
        "subitems not an array", compositional(group: #"{"axis": "vertical", "subitems": {}}"#),
        "error: spec.json: sections[0].group.subitems: expected an array, got object"),
    BadSpec(
        "subitem not an object", compositional(group: #"{"axis": "vertical", "subitems": [\#(fillingItemJSON), 3]}"#),
        "error: spec.json: sections[0].group.subitems[1]: expected an object (an item or a group), got number"),
    BadSpec(
        "count of zero", compositional(group: group(#", "count": 0"#)),
        "error: spec.json: sections[0].group.count: must be a whole number from 1 to 100000 (got 0)"),
    BadSpec(
        "fractional count", compositional(group: group(#", "count": 1.5"#)),
        "error: spec.json: sections[0].group.count: must be a whole number from 1 to 100000 (got 1.5)"),
    BadSpec(
        "huge count", compositional(group: group(#", "count": 1e9"#)),
        "error: spec.json: sections[0].group.count: must be a whole number from 1 to 100000 (got 1000000000)"),
    BadSpec(
        "count as a string", compositional(group: group(#", "count": "2""#)),
        "error: spec.json: sections[0].group.count: expected a number, got string"),
    BadSpec(
        "spacing as a bare number", compositional(group: group(#", "interItemSpacing": 10"#)),
        #"error: spec.json: sections[0].group.interItemSpacing: expected an object: {"fixed": p} or {"flexible": p}, got number"#),
    BadSpec(
        "unknown spacing kind", compositional(group: group(#", "interItemSpacing": {"flexibel": 10}"#)),
        #"error: spec.json: sections[0].group.interItemSpacing.flexibel: unknown key, did you mean "flexible"?"#),
    BadSpec(
        "two spacings", compositional(group: group(#", "interItemSpacing": {"fixed": 1, "flexible": 2}"#)),
        #"error: spec.json: sections[0].group.interItemSpacing: give one spacing, not both "fixed" and "flexible""#),
    BadSpec(
        "empty spacing", compositional(group: group(#", "interItemSpacing": {}"#)),
        #"error: spec.json: sections[0].group.interItemSpacing: missing the spacing: give one of "fixed" or "flexible""#),
    BadSpec(
        "infinite spacing", compositional(group: group(#", "interItemSpacing": {"fixed": 1e400}"#)),
        "error: spec.json: sections[0].group.interItemSpacing.fixed: must be a finite number (got infinity)"),
    BadSpec(
        "section key in a group", compositional(group: group(#", "interGroupSpacing": 4"#)),
        #"error: spec.json: sections[0].group.interGroupSpacing: unknown key here, "interGroupSpacing" belongs in the section"#),
    BadSpec(
        "singular subitem", compositional(group: #"{"axis": "vertical", "subitem": {}}"#),
        #"error: spec.json: sections[0].group.subitem: unknown key, did you mean "subitems"?"#),
    BadSpec(
        "nesting deeper than 8 levels", nestedGroupSpec(depth: 9),
        "error: spec.json: sections[0].group.group.subitems[0].group.subitems[0].group.subitems[0].group.subitems[0]: groups nest at most 8 levels deep"
    ),
    // Dimensions.
    BadSpec(
        "dimension as a bare number", compositional(group: #"{"axis": "vertical", "width": 100}"#),
        #"error: spec.json: sections[0].group.width: expected an object: {"fractionalWidth": f}, {"fractionalHeight": f}, {"absolute": p} or {"estimated": p}, got number"#
    ),
    BadSpec(
        "empty dimension", compositional(group: #"{"axis": "vertical", "width": {}}"#),
        #"error: spec.json: sections[0].group.width: missing the dimension: give one of "fractionalWidth", "fractionalHeight", "absolute" or "estimated""#
    ),
    BadSpec(
        "two dimensions", compositional(group: #"{"axis": "vertical", "width": {"absolute": 1, "estimated": 2}}"#),
        #"error: spec.json: sections[0].group.width: give one dimension, not both "absolute" and "estimated""#),
    BadSpec(
        "dimension key in the wrong case", compositional(group: #"{"axis": "vertical", "height": {"fractionalheight": 1}}"#),
        #"error: spec.json: sections[0].group.height.fractionalheight: unknown key, did you mean "fractionalHeight"?"#),
    BadSpec(
        "negative fraction", compositional(group: #"{"axis": "vertical", "width": {"fractionalWidth": -0.5}}"#),
        "error: spec.json: sections[0].group.width.fractionalWidth: must be a finite number ≥ 0 (got -0.5)"),
    BadSpec(
        "infinite fraction", compositional(group: #"{"axis": "vertical", "height": {"fractionalHeight": 1e999}}"#),
        "error: spec.json: sections[0].group.height.fractionalHeight: must be a finite number ≥ 0 (got infinity)"),
    BadSpec(
        "negative absolute size", compositional(group: #"{"axis": "vertical", "height": {"absolute": -44}}"#),
        "error: spec.json: sections[0].group.height.absolute: must be a finite number ≥ 0 (got -44)"),
    BadSpec(
        "negative estimate", compositional(group: #"{"axis": "vertical", "height": {"estimated": -1}}"#),
        "error: spec.json: sections[0].group.height.estimated: must be a finite number ≥ 0 (got -1)"),
    BadSpec(
        "fraction as a string", compositional(group: #"{"axis": "vertical", "height": {"fractionalHeight": "1"}}"#),
        "error: spec.json: sections[0].group.height.fractionalHeight: expected a number, got string"),
    // Items.
    BadSpec(
        "item without width", compositional(group: group("", item: #"{"height": {"absolute": 1}}"#)),
        #"error: spec.json: sections[0].group.item: missing "width""#),
    BadSpec(
        "negative item width", compositional(group: group("", item: #"{"width": {"absolute": -2}}"#)),
        "error: spec.json: sections[0].group.item.width.absolute: must be a finite number ≥ 0 (got -2)"),
    BadSpec(
        "group key in an item", compositional(group: group("", item: #"{"count": 2}"#)),
        #"error: spec.json: sections[0].group.item.count: unknown key here, "count" is a group key (a subitem is a group when it has "axis")"#
    ),
    BadSpec(
        "group written under item", compositional(group: group("", item: #"{"axis": "vertical"}"#)),
        #"error: spec.json: sections[0].group.item.axis: unknown key here, "item" holds one item; write a nested group under "group""#
    ),
    BadSpec(
        "item inset of the wrong type", compositional(group: group("", item: #"{"contentInsets": {"top": true}}"#)),
        "error: spec.json: sections[0].group.item.contentInsets.top: expected a number, got boolean"),
    BadSpec(
        "typo in a subitem", compositional(group: #"{"axis": "vertical", "subitems": [{"widht": {}}]}"#),
        #"error: spec.json: sections[0].group.subitems[0].widht: unknown key, did you mean "width"?"#),
    BadSpec(
        "nested group problem has its path",
        compositional(group: #"{"axis": "vertical", "subitems": [\#(fillingItemJSON), {"axis": "horizontal", "count": -1}]}"#),
        "error: spec.json: sections[0].group.subitems[1].count: must be a whole number from 1 to 100000 (got -1)"),
    // Headers, footers and backgrounds.
    BadSpec(
        "header without height", compositional(section: #"{"items": 1, "header": {"width": {"fractionalWidth": 1}}}"#),
        #"error: spec.json: sections[0].header: missing "height""#),
    BadSpec(
        "footer flag of the wrong type", compositional(section: #"{"items": 1, "footer": {"extendsBoundary": 1}}"#),
        "error: spec.json: sections[0].footer.extendsBoundary: expected true or false, got number"),
    BadSpec(
        "typo in a header key", compositional(section: #"{"items": 1, "header": {"extendBoundary": true}}"#),
        #"error: spec.json: sections[0].header.extendBoundary: unknown key, did you mean "extendsBoundary"?"#),
    BadSpec(
        "flow cover in a decoration", compositional(section: #"{"items": 1, "background": {"cover": "items"}}"#),
        #"error: spec.json: sections[0].background.cover: unknown key here, a compositional background always covers the whole section (header, footer and empty sections included); "cover" is for "layout": "flow""#
    ),
    BadSpec(
        "flow margin in a decoration", compositional(section: #"{"items": 1, "background": {"margin": {}}}"#),
        #"error: spec.json: sections[0].background.margin: unknown key here, a compositional background is inset by "contentInsets" (top, leading, bottom, trailing)"#
    ),
    BadSpec(
        "misspelt background colour", compositional(section: #"{"items": 1, "background": {"color": "systemYelow"}}"#),
        ##"error: spec.json: sections[0].background.color: must be "#RRGGBB", "#RGB", "#RRGGBBAA" or a UIKit colour name such as "systemBlue" (got "systemYelow"), did you mean "systemYellow"?"##
    ),
    BadSpec(
        "bad hex background colour", compositional(section: ##"{"items": 1, "background": {"color": "#GG0000"}}"##),
        ##"error: spec.json: sections[0].background.color: must be "#RRGGBB", "#RGB", "#RRGGBBAA" or a UIKit colour name such as "systemBlue" (got "#GG0000")"##
    ),
    BadSpec(
        "negative background corner radius", compositional(section: #"{"items": 1, "background": {"cornerRadius": -12}}"#),
        "error: spec.json: sections[0].background.cornerRadius: must be a finite number ≥ 0 (got -12)"),
    BadSpec(
        "shadow opacity out of range", compositional(section: #"{"items": 1, "background": {"shadow": {"opacity": 2}}}"#),
        "error: spec.json: sections[0].background.shadow.opacity: must be a number from 0 to 1 (got 2)"),
    BadSpec(
        "background inset not finite",
        compositional(section: #"{"items": 1, "background": {"contentInsets": {"trailing": 1e999}}}"#),
        "error: spec.json: sections[0].background.contentInsets.trailing: must be a finite number (got infinity)"),
    // Limits.
    BadSpec(
        "too many items in all",
        #"{"layout": "compositional", "sections": [{"items": 15000000, "group": \#(plainGroup)}, {"items": 5000001, "group": \#(plainGroup)}]}"#,
        "error: spec.json: sections: 20000001 items in all exceeds the maximum of 20000000"),
    BadSpec(
        "too many sections",
        #"{"layout": "compositional", "sections": ["# + Array(repeating: "{}", count: 100_001).joined(separator: ",") + "]}",
        "error: spec.json: sections: 100001 sections exceed the maximum of 100000"),
]
