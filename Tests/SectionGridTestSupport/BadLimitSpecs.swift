import SectionLayout
import SectionSpec
import Testing

/// A group of `count` slots holding `inner` (an item when nil), for the `count`-product limit.
func countGroup(_ count: Int, _ inner: String? = nil, axis: String = "horizontal") -> String {
    let size = #""width": {"fractionalWidth": 1}, "height": {"absolute": 10}"#
    let content = inner.map { #""group": \#($0)"# } ?? #""item": \#(fillingItemJSON)"#
    return #"{"axis": "\#(axis)", \#(size), "count": \#(count), \#(content)}"#
}

/// The documented maxima, refused by name where a spec exceeds them.
let badLimitSpecs: [BadSpec] = [
    BadSpec(
        "nested counts multiply past the group maximum", compositional(group: countGroup(1000, countGroup(101))),
        #"error: spec.json: sections[0].group: holds at least 101000 items (nested "count"s multiply), more than the maximum of 100000 in one group"#
    ),
    BadSpec(
        "three levels of counts: the level that passes the maximum is named",
        compositional(group: countGroup(2, countGroup(1000, countGroup(1000)))),
        #"error: spec.json: sections[0].group.group: holds at least 1000000 items (nested "count"s multiply), more than the maximum of 100000 in one group"#
    ),
    BadSpec(
        "a count cycling through subitems adds up their items",
        compositional(
            group: """
                {"axis": "horizontal", "width": {"fractionalWidth": 1}, "height": {"absolute": 10}, "count": 100000,
                 "subitems": [\(fillingItemJSON), \(countGroup(2, axis: "vertical"))]}
                """),
        #"error: spec.json: sections[0].group: holds at least 150000 items (nested "count"s multiply), more than the maximum of 100000 in one group"#
    ),
    BadSpec(
        "a group repeating what fits holds at least its first subitem",
        compositional(
            group: """
                {"axis": "vertical", "width": {"fractionalWidth": 1}, "height": {"absolute": 10},
                 "subitems": [\(countGroup(100_000, countGroup(2))), \(fillingItemJSON)]}
                """),
        #"error: spec.json: sections[0].group.subitems[0]: holds at least 200000 items (nested "count"s multiply), more than the maximum of 100000 in one group"#
    ),
    BadSpec(
        "a product far past Int",
        compositional(group: countGroup(100_000, countGroup(100_000, countGroup(100_000, countGroup(100_000))))),
        #"error: spec.json: sections[0].group.group.group: holds at least 10000000000 items (nested "count"s multiply), more than the maximum of 100000 in one group"#
    ),
    BadSpec(
        "compositional items count towards the total",
        #"{"layout": "compositional", "sections": [{"items": 20000001, "group": \#(countGroup(1))}]}"#,
        "error: spec.json: sections: 20000001 items in all exceeds the maximum of 20000000"),
]
