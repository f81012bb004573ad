import SectionLayout

/// What sections set for themselves, as lookups by section that the delegate helper answers from (a
/// section's own value, else the layout-wide one); only the keys some section sets. `itemSizes` are a
/// table of plain numbers, which compiles quickly however long.
struct FlowSectionValuesSource {
    let plan: FlowExportPlan

    var text: String {
        SwiftSource.blocks([
            itemSizes,
            lookup(
                "sectionInset", plan.sectionInsets.map { ($0, SwiftLiteral.insets($1)) },
                signature: "sectionInset(forSection section: Int) -> UIEdgeInsets"),
            lookup(
                "minimumLineSpacing", plan.lineSpacings.map { ($0, SwiftLiteral.number($1)) },
                signature: "minimumLineSpacing(forSection section: Int) -> CGFloat"),
            lookup(
                "minimumInteritemSpacing", plan.interitemSpacings.map { ($0, SwiftLiteral.number($1)) },
                signature: "minimumInteritemSpacing(forSection section: Int) -> CGFloat"),
            lookup(
                "headerReferenceSize", plan.headerSizes.map { ($0, SwiftLiteral.size($1)) },
                signature: "headerReferenceSize(forSection section: Int) -> CGSize"),
            lookup(
                "footerReferenceSize", plan.footerSizes.map { ($0, SwiftLiteral.size($1)) },
                signature: "footerReferenceSize(forSection section: Int) -> CGSize"),
        ])
    }

    /// The lookup of `key` by section, or `nil` when no section sets it.
    private func lookup(_ key: String, _ values: [(Int, String)], signature: String) -> String? {
        guard !values.isEmpty else { return nil }
        return """
            /// The `\(key)` of `section`: its own, or the layout's.
            static func \(signature) {
            \(SwiftSource.indented(SwiftSwitch.body(over: "section", values.map { ($0, $1) }, fallback: key)))
            }
            """
    }

    private var itemSizes: String? {
        let counted = plan.sectionItemSizes
        let listed = plan.itemSizeLists
        guard !counted.isEmpty || !listed.isEmpty else { return nil }
        let fallback =
            counted.isEmpty
            ? "return itemSize"
            : SwiftSwitch.body(
                over: "indexPath.section", counted.map { ($0.section, SwiftLiteral.size($0.value)) },
                fallback: "itemSize")
        let sources = [
            listed.isEmpty ? nil : "its own (`itemSizes`)", counted.isEmpty ? nil : "its section's (`itemSize`)",
            "the layout's",
        ].compactMap { $0 }
        let prose = sources.dropLast().joined(separator: ", ") + " or " + sources[sources.count - 1]
        guard !listed.isEmpty else {
            return """
                /// The size of the item at `indexPath`: \(prose).
                static func itemSize(at indexPath: IndexPath) -> CGSize {
                \(SwiftSource.indented(fallback))
                }
                """
        }
        let lists = listed.map { section, sizes in
            "\(section): [\n"
                + sizes.map { "    \(SwiftLiteral.number($0.width)), \(SwiftLiteral.number($0.height))," }
                .joined(separator: "\n") + "\n]"
        }
        return """
            /// `itemSizes`, in the sections that list them: each item's width and height in turn.
            static let itemSizeLists: [Int: [CGFloat]] = [
            \(SwiftSource.arrayElements(lists))
            ]

            /// The size of the item at `indexPath`: \(prose).
            static func itemSize(at indexPath: IndexPath) -> CGSize {
                let index = 2 * indexPath.item
                if let sizes = itemSizeLists[indexPath.section], index + 1 < sizes.count {
                    return CGSize(width: sizes[index], height: sizes[index + 1])
                }
            \(SwiftSource.indented(fallback))
            }
            """
    }
}
