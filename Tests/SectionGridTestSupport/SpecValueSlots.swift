import Testing

/// One value of a spec, for every key of both engines: a spec text with `@` where the value goes, the
/// JSON path of that value, and what kind of value it must be. The validation tests put wrong types,
/// missing parts, negative, infinite and huge numbers and unknown names there.
struct SpecValueSlot: CustomTestStringConvertible, Sendable {
    enum Kind: Sendable {
        /// A finite number from 0 to 10,000,000 (sizes, fractions, radii, widths).
        case length
        /// A finite number from 1 to 10,000,000 (a viewport's width and height).
        case extent
        /// A finite number from −10,000,000 to 10,000,000 (spacings, insets, offsets).
        case number
        /// A whole number ≥ 0 (`items`).
        case count
        /// A whole number from 1 to 100,000 (`count`).
        case slotCount
        /// A number from 0 to 1 (`opacity`).
        case fraction
        case object, array, bool, string, color
        /// One of these names, listed as the message lists them.
        case choice(String)
        /// A compositional dimension object.
        case dimension
        /// A compositional spacing object.
        case spacing
        /// A whole number from −10,000,000 to 10,000,000 (`zIndex`).
        case integer
    }

    var path: String
    var kind: Kind
    var template: String
    var testDescription: String { path + (template.contains("compositional") ? " (compositional)" : "") }

    init(_ path: String, _ kind: Kind, _ template: String) {
        self.path = path
        self.kind = kind
        self.template = template
    }

    /// The spec with `value` in the slot.
    func spec(_ value: String) -> String { template.replacingOccurrences(of: "@", with: value) }
}

private let directions = #""vertical", "horizontal""#
private func flowSection(_ members: String) -> String { #"{"sections": [{"items": 1, \#(members)}]}"# }
private func compositionalGroup(_ members: String) -> String {
    #"{"layout": "compositional", "sections": [{"items": 1, "group": {"axis": "horizontal", \#(members)}}]}"#
}
private let sized = #""width": {"absolute": 10}, "height": {"absolute": 10}"#
private let alignmentNames =
    #""top", "topLeading", "leading", "bottomLeading", "bottom", "bottomTrailing", "trailing", "topTrailing""#
/// `required` members (key, JSON) but the first member of `members` names, after `members`.
private func members(_ members: String, required: [(String, String)]) -> String {
    let key = members.split(separator: "\"").first.map(String.init) ?? ""
    return ([members] + required.filter { $0.0 != key }.map { "\"\($0.0)\": \($0.1)" }).joined(separator: ", ")
}
/// A section whose boundary item has `slot` before its other required keys.
private func boundaryItem(_ slot: String) -> String {
    let item = members(
        slot,
        required: [
            ("elementKind", "\"k\""), ("width", "{\"absolute\": 1}"), ("height", "{\"absolute\": 1}"),
            ("alignment", "\"top\""),
        ])
    return compositional(section: #"{"items": 1, "boundarySupplementaryItems": [{\#(item)}]}"#)
}
/// An item whose badge has `slot` before its other required keys.
private func itemBadge(_ slot: String) -> String {
    let badge = members(
        slot,
        required: [
            ("elementKind", "\"b\""), ("width", "{\"absolute\": 1}"), ("height", "{\"absolute\": 1}"),
            ("containerAnchor", "{\"edges\": []}"),
        ])
    return compositionalGroup(#""item": {\#(sized), "supplementaryItems": [{\#(badge)}]}"#)
}

/// Every value a flow spec can hold.
let flowValueSlots: [SpecValueSlot] = [
    SpecValueSlot("layout", .choice(#""flow", "compositional""#), #"{"layout": @}"#),
    SpecValueSlot("scrollDirection", .choice(directions), #"{"scrollDirection": @}"#),
    SpecValueSlot("viewport", .object, #"{"viewport": @}"#),
    SpecValueSlot("viewport.width", .extent, #"{"viewport": {"width": @, "height": 1}}"#),
    SpecValueSlot("viewport.height", .extent, #"{"viewport": {"width": 1, "height": @}}"#),
    SpecValueSlot("contentInset", .object, #"{"contentInset": @}"#),
    SpecValueSlot("contentInset.top", .number, #"{"contentInset": {"top": @}}"#),
    SpecValueSlot("contentInset.left", .number, #"{"contentInset": {"left": @}}"#),
    SpecValueSlot("contentInset.bottom", .number, #"{"contentInset": {"bottom": @}}"#),
    SpecValueSlot("contentInset.right", .number, #"{"contentInset": {"right": @}}"#),
    SpecValueSlot("backgroundColor", .color, #"{"backgroundColor": @}"#),
    SpecValueSlot("flow", .object, #"{"flow": @}"#),
    SpecValueSlot("flow.itemSize", .object, #"{"flow": {"itemSize": @}}"#),
    SpecValueSlot("flow.itemSize.width", .length, #"{"flow": {"itemSize": {"width": @, "height": 1}}}"#),
    SpecValueSlot("flow.itemSize.height", .length, #"{"flow": {"itemSize": {"width": 1, "height": @}}}"#),
    SpecValueSlot("flow.minimumLineSpacing", .number, #"{"flow": {"minimumLineSpacing": @}}"#),
    SpecValueSlot("flow.minimumInteritemSpacing", .number, #"{"flow": {"minimumInteritemSpacing": @}}"#),
    SpecValueSlot("flow.sectionInset", .object, #"{"flow": {"sectionInset": @}}"#),
    SpecValueSlot("flow.sectionInset.top", .number, #"{"flow": {"sectionInset": {"top": @}}}"#),
    SpecValueSlot("flow.sectionInset.right", .number, #"{"flow": {"sectionInset": {"right": @}}}"#),
    SpecValueSlot("flow.headerReferenceSize", .object, #"{"flow": {"headerReferenceSize": @}}"#),
    SpecValueSlot("flow.headerReferenceSize.height", .length, #"{"flow": {"headerReferenceSize": {"width": 0, "height": @}}}"#),
    SpecValueSlot("flow.footerReferenceSize", .object, #"{"flow": {"footerReferenceSize": @}}"#),
    SpecValueSlot("flow.footerReferenceSize.width", .length, #"{"flow": {"footerReferenceSize": {"width": @, "height": 0}}}"#),
    SpecValueSlot("background", .object, #"{"background": @}"#),
    SpecValueSlot("background.cover", .choice(#""section", "items", "none""#), #"{"background": {"cover": @}}"#),
    SpecValueSlot("background.includeHeader", .bool, #"{"background": {"includeHeader": @}}"#),
    SpecValueSlot("background.includeFooter", .bool, #"{"background": {"includeFooter": @}}"#),
    SpecValueSlot("background.margin", .object, #"{"background": {"margin": @}}"#),
    SpecValueSlot("background.margin.left", .number, #"{"background": {"margin": {"left": @}}}"#),
    SpecValueSlot("background.margin.bottom", .number, #"{"background": {"margin": {"bottom": @}}}"#),
    SpecValueSlot("background.whenEmpty", .bool, #"{"background": {"whenEmpty": @}}"#),
    SpecValueSlot("background.color", .color, #"{"background": {"color": @}}"#),
    SpecValueSlot("background.cornerRadius", .length, #"{"background": {"cornerRadius": @}}"#),
    SpecValueSlot("background.border", .object, #"{"background": {"border": @}}"#),
    SpecValueSlot("background.border.width", .length, #"{"background": {"border": {"width": @}}}"#),
    SpecValueSlot("background.border.color", .color, #"{"background": {"border": {"color": @}}}"#),
    SpecValueSlot("background.shadow", .object, #"{"background": {"shadow": @}}"#),
    SpecValueSlot("background.shadow.color", .color, #"{"background": {"shadow": {"color": @}}}"#),
    SpecValueSlot("background.shadow.offset", .object, #"{"background": {"shadow": {"offset": @}}}"#),
    SpecValueSlot(
        "background.shadow.offset.width", .number, #"{"background": {"shadow": {"offset": {"width": @, "height": 0}}}}"#),
    SpecValueSlot(
        "background.shadow.offset.height", .number, #"{"background": {"shadow": {"offset": {"width": 0, "height": @}}}}"#),
    SpecValueSlot("background.shadow.radius", .length, #"{"background": {"shadow": {"radius": @}}}"#),
    SpecValueSlot("background.shadow.opacity", .fraction, #"{"background": {"shadow": {"opacity": @}}}"#),
    SpecValueSlot("background.image", .string, #"{"background": {"image": @}}"#),
    SpecValueSlot("sections", .array, #"{"sections": @}"#),
    SpecValueSlot("sections[0]", .object, #"{"sections": [@]}"#),
    SpecValueSlot("sections[0].title", .string, flowSection(#""title": @"#)),
    SpecValueSlot("sections[0].items", .count, #"{"sections": [{"items": @}]}"#),
    SpecValueSlot("sections[0].itemSizes", .array, #"{"sections": [{"itemSizes": @}]}"#),
    SpecValueSlot("sections[0].itemSizes[1]", .object, #"{"sections": [{"itemSizes": [{"width": 1, "height": 1}, @]}]}"#),
    SpecValueSlot("sections[0].itemSizes[0].width", .length, #"{"sections": [{"itemSizes": [{"width": @, "height": 1}]}]}"#),
    SpecValueSlot("sections[0].itemSizes[0].height", .length, #"{"sections": [{"itemSizes": [{"width": 1, "height": @}]}]}"#),
    SpecValueSlot("sections[0].itemSize.width", .length, flowSection(#""itemSize": {"width": @, "height": 1}"#)),
    SpecValueSlot("sections[0].minimumLineSpacing", .number, flowSection(#""minimumLineSpacing": @"#)),
    SpecValueSlot("sections[0].minimumInteritemSpacing", .number, flowSection(#""minimumInteritemSpacing": @"#)),
    SpecValueSlot("sections[0].sectionInset.left", .number, flowSection(#""sectionInset": {"left": @}"#)),
    SpecValueSlot(
        "sections[0].headerReferenceSize.height", .length, flowSection(#""headerReferenceSize": {"width": 1, "height": @}"#)),
    SpecValueSlot("sections[0].footerReferenceSize", .object, flowSection(#""footerReferenceSize": @"#)),
    SpecValueSlot("sections[0].background", .object, flowSection(#""background": @"#)),
    SpecValueSlot("sections[0].background.margin.top", .number, flowSection(#""background": {"margin": {"top": @}}"#)),
    SpecValueSlot("sections[0].background.cornerRadius", .length, flowSection(#""background": {"cornerRadius": @}"#)),
    SpecValueSlot("sections[0].background.shadow.opacity", .fraction, flowSection(#""background": {"shadow": {"opacity": @}}"#)),
]

/// Every value a compositional spec can hold (the shared top-level keys are in `flowValueSlots`).
let compositionalValueSlots: [SpecValueSlot] = [
    SpecValueSlot("interSectionSpacing", .number, #"{"layout": "compositional", "interSectionSpacing": @}"#),
    SpecValueSlot("sections", .array, #"{"layout": "compositional", "sections": @}"#),
    SpecValueSlot("sections[0]", .object, #"{"layout": "compositional", "sections": [@]}"#),
    SpecValueSlot("sections[0].title", .string, compositional(section: #"{"items": 1, "title": @}"#)),
    SpecValueSlot("sections[0].items", .count, compositional(section: #"{"items": @}"#)),
    SpecValueSlot("sections[0].group", .object, compositional(section: #"{"items": 1, "group": @}"#)),
    SpecValueSlot("sections[0].interGroupSpacing", .number, compositional(section: #"{"items": 1, "interGroupSpacing": @}"#)),
    SpecValueSlot("sections[0].contentInsets", .object, compositional(section: #"{"items": 1, "contentInsets": @}"#)),
    SpecValueSlot(
        "sections[0].contentInsets.top", .number, compositional(section: #"{"items": 1, "contentInsets": {"top": @}}"#)),
    SpecValueSlot(
        "sections[0].contentInsets.leading", .number, compositional(section: #"{"items": 1, "contentInsets": {"leading": @}}"#)),
    SpecValueSlot(
        "sections[0].contentInsets.bottom", .number, compositional(section: #"{"items": 1, "contentInsets": {"bottom": @}}"#)),
    SpecValueSlot(
        "sections[0].contentInsets.trailing", .number, compositional(section: #"{"items": 1, "contentInsets": {"trailing": @}}"#)),
    SpecValueSlot(
        "sections[0].orthogonalScrollingBehavior",
        .choice(#""none", "continuous", "continuousGroupLeadingBoundary", "paging", "groupPaging", "groupPagingCentered""#),
        compositional(section: #"{"items": 1, "orthogonalScrollingBehavior": @}"#)),
    SpecValueSlot(
        "sections[0].supplementariesFollowContentInsets", .bool,
        compositional(section: #"{"items": 1, "supplementariesFollowContentInsets": @}"#)),
    SpecValueSlot("sections[0].header", .object, compositional(section: #"{"items": 1, "header": @}"#)),
    SpecValueSlot("sections[0].header.width", .dimension, compositional(section: #"{"items": 1, "header": {"width": @}}"#)),
    SpecValueSlot("sections[0].header.height", .dimension, compositional(section: #"{"items": 1, "header": {"height": @}}"#)),
    SpecValueSlot(
        "sections[0].header.extendsBoundary", .bool, compositional(section: #"{"items": 1, "header": {"extendsBoundary": @}}"#)),
    SpecValueSlot("sections[0].footer", .object, compositional(section: #"{"items": 1, "footer": @}"#)),
    SpecValueSlot("sections[0].footer.height", .dimension, compositional(section: #"{"items": 1, "footer": {"height": @}}"#)),
    SpecValueSlot(
        "sections[0].footer.extendsBoundary", .bool, compositional(section: #"{"items": 1, "footer": {"extendsBoundary": @}}"#)),
    SpecValueSlot("sections[0].background", .object, compositional(section: #"{"items": 1, "background": @}"#)),
    SpecValueSlot(
        "sections[0].background.contentInsets", .object,
        compositional(section: #"{"items": 1, "background": {"contentInsets": @}}"#)),
    SpecValueSlot(
        "sections[0].background.contentInsets.leading", .number,
        compositional(section: #"{"items": 1, "background": {"contentInsets": {"leading": @}}}"#)),
    SpecValueSlot("sections[0].background.color", .color, compositional(section: #"{"items": 1, "background": {"color": @}}"#)),
    SpecValueSlot(
        "sections[0].background.cornerRadius", .length,
        compositional(section: #"{"items": 1, "background": {"cornerRadius": @}}"#)),
    SpecValueSlot(
        "sections[0].background.border.width", .length,
        compositional(section: #"{"items": 1, "background": {"border": {"width": @}}}"#)),
    SpecValueSlot(
        "sections[0].background.shadow.offset.height", .number,
        compositional(section: #"{"items": 1, "background": {"shadow": {"offset": {"width": 0, "height": @}}}}"#)),
    SpecValueSlot(
        "sections[0].background.shadow.opacity", .fraction,
        compositional(section: #"{"items": 1, "background": {"shadow": {"opacity": @}}}"#)),
    SpecValueSlot("sections[0].background.image", .string, compositional(section: #"{"items": 1, "background": {"image": @}}"#)),
    SpecValueSlot("sections[0].group.axis", .choice(directions), compositional(group: #"{"axis": @}"#)),
    SpecValueSlot("sections[0].group.width", .dimension, compositionalGroup(#""width": @"#)),
    SpecValueSlot("sections[0].group.height", .dimension, compositionalGroup(#""height": @"#)),
    SpecValueSlot("sections[0].group.item", .object, compositionalGroup(#""item": @"#)),
    SpecValueSlot("sections[0].group.group", .object, compositionalGroup(#""group": @"#)),
    SpecValueSlot("sections[0].group.subitems", .array, compositionalGroup(#""subitems": @"#)),
    SpecValueSlot("sections[0].group.count", .slotCount, compositionalGroup(#""count": @"#)),
    SpecValueSlot("sections[0].group.interItemSpacing", .spacing, compositionalGroup(#""interItemSpacing": @"#)),
    SpecValueSlot("sections[0].group.interItemSpacing.fixed", .number, compositionalGroup(#""interItemSpacing": {"fixed": @}"#)),
    SpecValueSlot(
        "sections[0].group.interItemSpacing.flexible", .number, compositionalGroup(#""interItemSpacing": {"flexible": @}"#)),
    SpecValueSlot("sections[0].group.contentInsets", .object, compositionalGroup(#""contentInsets": @"#)),
    SpecValueSlot("sections[0].group.contentInsets.bottom", .number, compositionalGroup(#""contentInsets": {"bottom": @}"#)),
    SpecValueSlot("sections[0].group.item.width", .dimension, compositionalGroup(#""item": {"width": @}"#)),
    SpecValueSlot("sections[0].group.item.height", .dimension, compositionalGroup(#""item": {"height": @}"#)),
    SpecValueSlot("sections[0].group.item.contentInsets", .object, compositionalGroup(#""item": {"contentInsets": @}"#)),
    SpecValueSlot(
        "sections[0].group.item.contentInsets.top", .number, compositionalGroup(#""item": {"contentInsets": {"top": @}}"#)),
    SpecValueSlot(
        "sections[0].group.subitems[1].height", .dimension, compositionalGroup(#""subitems": [{\#(sized)}, {"height": @}]"#)),
    SpecValueSlot(
        "sections[0].group.subitems[0].count", .slotCount,
        compositionalGroup(#""subitems": [{"axis": "vertical", "count": @}]"#)),
    SpecValueSlot("sections[0].group.width.fractionalWidth", .length, compositionalGroup(#""width": {"fractionalWidth": @}"#)),
    SpecValueSlot("sections[0].group.width.fractionalHeight", .length, compositionalGroup(#""width": {"fractionalHeight": @}"#)),
    SpecValueSlot("sections[0].group.height.absolute", .length, compositionalGroup(#""height": {"absolute": @}"#)),
    SpecValueSlot("sections[0].group.height.estimated", .length, compositionalGroup(#""height": {"estimated": @}"#)),
    SpecValueSlot("boundarySupplementaryItems", .array, #"{"layout": "compositional", "boundarySupplementaryItems": @}"#),
    SpecValueSlot("boundarySupplementaryItems[0]", .object, #"{"layout": "compositional", "boundarySupplementaryItems": [@]}"#),
    SpecValueSlot(
        "sections[0].boundarySupplementaryItems", .array,
        compositional(section: #"{"items": 1, "boundarySupplementaryItems": @}"#)),
    SpecValueSlot(
        "sections[0].boundarySupplementaryItems[0]", .object,
        compositional(section: #"{"items": 1, "boundarySupplementaryItems": [@]}"#)),
    SpecValueSlot("sections[0].boundarySupplementaryItems[0].elementKind", .string, boundaryItem(#""elementKind": @"#)),
    SpecValueSlot("sections[0].boundarySupplementaryItems[0].width", .dimension, boundaryItem(#""width": @"#)),
    SpecValueSlot(
        "sections[0].boundarySupplementaryItems[0].alignment", .choice(alignmentNames), boundaryItem(#""alignment": @"#)),
    SpecValueSlot("sections[0].boundarySupplementaryItems[0].absoluteOffset", .object, boundaryItem(#""absoluteOffset": @"#)),
    SpecValueSlot(
        "sections[0].boundarySupplementaryItems[0].absoluteOffset.x", .number, boundaryItem(#""absoluteOffset": {"x": @}"#)),
    SpecValueSlot("sections[0].boundarySupplementaryItems[0].extendsBoundary", .bool, boundaryItem(#""extendsBoundary": @"#)),
    SpecValueSlot(
        "sections[0].boundarySupplementaryItems[0].pinToVisibleBounds", .bool, boundaryItem(#""pinToVisibleBounds": @"#)),
    SpecValueSlot("sections[0].boundarySupplementaryItems[0].zIndex", .integer, boundaryItem(#""zIndex": @"#)),
    SpecValueSlot("sections[0].boundarySupplementaryItems[0].contentInsets", .object, boundaryItem(#""contentInsets": @"#)),
    SpecValueSlot(
        "sections[0].boundarySupplementaryItems[0].contentInsets.trailing", .number,
        boundaryItem(#""contentInsets": {"trailing": @}"#)),
    SpecValueSlot(
        "sections[0].supplementaryContentInsetsReference",
        .choice(#""automatic", "none", "safeArea", "layoutMargins", "readableContent""#),
        compositional(section: #"{"items": 1, "supplementaryContentInsetsReference": @}"#)),
    SpecValueSlot(
        "sections[0].header.absoluteOffset.y", .number,
        compositional(section: #"{"items": 1, "header": {"absoluteOffset": {"y": @}}}"#)),
    SpecValueSlot(
        "sections[0].header.pinToVisibleBounds", .bool,
        compositional(section: #"{"items": 1, "header": {"pinToVisibleBounds": @}}"#)),
    SpecValueSlot("sections[0].footer.zIndex", .integer, compositional(section: #"{"items": 1, "footer": {"zIndex": @}}"#)),
    SpecValueSlot(
        "sections[0].footer.contentInsets", .object, compositional(section: #"{"items": 1, "footer": {"contentInsets": @}}"#)),
    SpecValueSlot("sections[0].group.item.edgeSpacing", .object, compositionalGroup(#""item": {"edgeSpacing": @}"#)),
    SpecValueSlot(
        "sections[0].group.item.edgeSpacing.top", .spacing, compositionalGroup(#""item": {"edgeSpacing": {"top": @}}"#)),
    SpecValueSlot(
        "sections[0].group.item.edgeSpacing.leading.fixed", .number,
        compositionalGroup(#""item": {"edgeSpacing": {"leading": {"fixed": @}}}"#)),
    SpecValueSlot("sections[0].group.item.supplementaryItems", .array, compositionalGroup(#""item": {"supplementaryItems": @}"#)),
    SpecValueSlot(
        "sections[0].group.item.supplementaryItems[0]", .object, compositionalGroup(#""item": {"supplementaryItems": [@]}"#)),
    SpecValueSlot("sections[0].group.item.supplementaryItems[0].elementKind", .string, itemBadge(#""elementKind": @"#)),
    SpecValueSlot("sections[0].group.item.supplementaryItems[0].height", .dimension, itemBadge(#""height": @"#)),
    SpecValueSlot("sections[0].group.item.supplementaryItems[0].containerAnchor", .object, itemBadge(#""containerAnchor": @"#)),
    SpecValueSlot(
        "sections[0].group.item.supplementaryItems[0].containerAnchor.edges", .array,
        itemBadge(#""containerAnchor": {"edges": @}"#)),
    SpecValueSlot(
        "sections[0].group.item.supplementaryItems[0].containerAnchor.fractionalOffset", .object,
        itemBadge(#""containerAnchor": {"fractionalOffset": @}"#)),
    SpecValueSlot(
        "sections[0].group.item.supplementaryItems[0].containerAnchor.absoluteOffset.y", .number,
        itemBadge(#""containerAnchor": {"absoluteOffset": {"y": @}}"#)),
    SpecValueSlot("sections[0].group.item.supplementaryItems[0].itemAnchor", .object, itemBadge(#""itemAnchor": @"#)),
    SpecValueSlot("sections[0].group.item.supplementaryItems[0].zIndex", .integer, itemBadge(#""zIndex": @"#)),
    SpecValueSlot("sections[0].group.custom", .array, compositionalGroup(#""custom": @"#)),
    SpecValueSlot("sections[0].group.custom[0]", .object, compositionalGroup(#""custom": [@]"#)),
    SpecValueSlot(
        "sections[0].group.custom[0].x", .number, compositionalGroup(#""custom": [{"x": @, "width": 1, "height": 1}]"#)),
    SpecValueSlot("sections[0].group.custom[0].height", .length, compositionalGroup(#""custom": [{"height": @, "width": 1}]"#)),
]
