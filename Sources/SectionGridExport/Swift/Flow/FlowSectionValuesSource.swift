import SectionLayout

/// What sections set for themselves, as tables by section, and the lookups the delegate helper answers
/// from (a section's own value, else the layout-wide one). Only the keys some section sets.
struct FlowSectionValuesSource {
    let plan: FlowExportPlan

    var text: String {
        SwiftSource.blocks([
            itemSizes,
            table("sectionInsets", "UIEdgeInsets", key: "sectionInset", plan.sectionInsets.map { ($0, SwiftLiteral.insets($1)) },
                  lookup: "sectionInset(forSection section: Int) -> UIEdgeInsets", fallback: "sectionInset"),
            table("minimumLineSpacings", "CGFloat", key: "minimumLineSpacing",
                  plan.lineSpacings.map { ($0, SwiftLiteral.number($1)) },
                  lookup: "minimumLineSpacing(forSection section: Int) -> CGFloat", fallback: "minimumLineSpacing"),
            table("minimumInteritemSpacings", "CGFloat", key: "minimumInteritemSpacing",
                  plan.interitemSpacings.map { ($0, SwiftLiteral.number($1)) },
                  lookup: "minimumInteritemSpacing(forSection section: Int) -> CGFloat", fallback: "minimumInteritemSpacing"),
            table("headerReferenceSizes", "CGSize", key: "headerReferenceSize", plan.headerSizes.map { ($0, SwiftLiteral.size($1)) },
                  lookup: "headerReferenceSize(forSection section: Int) -> CGSize", fallback: "headerReferenceSize"),
            table("footerReferenceSizes", "CGSize", key: "footerReferenceSize", plan.footerSizes.map { ($0, SwiftLiteral.size($1)) },
                  lookup: "footerReferenceSize(forSection section: Int) -> CGSize", fallback: "footerReferenceSize"),
        ])
    }

    /// A dictionary of the sections' own values for `key` and its lookup, or `nil` when no section sets it.
    private func table(_ name: String, _ type: String, key: String, _ entries: [(Int, String)], lookup: String,
                       fallback: String) -> String? {
        guard !entries.isEmpty else { return nil }
        return """
        /// The `\(key)` of the sections that give their own.
        static let \(name): [Int: \(type)] = [
        \(SwiftSource.arrayElements(entries.map { "\($0): \($1)" }))
        ]

        /// The `\(key)` of `section`: its own, or the layout's.
        static func \(lookup) {
            \(name)[section] ?? \(fallback)
        }
        """
    }

    private var itemSizes: String? {
        let counted = plan.sectionItemSizes, listed = plan.itemSizeLists
        guard !counted.isEmpty || !listed.isEmpty else { return nil }
        var parts: [String] = []
        if !counted.isEmpty {
            parts.append("""
            /// The `itemSize` of the sections of `items` that give their own.
            static let sectionItemSizes: [Int: CGSize] = [
            \(SwiftSource.arrayElements(counted.map { "\($0.section): \(SwiftLiteral.size($0.value))" }))
            ]
            """)
        }
        if !listed.isEmpty {
            let lists = listed.map { section, sizes in
                "\(section): [\n" + SwiftSource.arrayElements(sizes.map(SwiftLiteral.size)) + "\n]"
            }
            parts.append("""
            /// `itemSizes`: each item's size, in the sections that list them.
            static let itemSizeLists: [Int: [CGSize]] = [
            \(SwiftSource.arrayElements(lists))
            ]
            """)
        }
        let fallback = counted.isEmpty ? "itemSize" : "sectionItemSizes[indexPath.section] ?? itemSize"
        let body = listed.isEmpty ? fallback : """
        if let sizes = itemSizeLists[indexPath.section], sizes.indices.contains(indexPath.item) {
            return sizes[indexPath.item]
        }
        return \(fallback)
        """
        let sources = [listed.isEmpty ? nil : "its own (`itemSizes`)", counted.isEmpty ? nil : "its section's (`itemSize`)",
                       "the layout's"].compactMap { $0 }
        parts.append("""
        /// The size of the item at `indexPath`: \(sources.dropLast().joined(separator: ", ")) or \(sources[sources.count - 1]).
        static func itemSize(at indexPath: IndexPath) -> CGSize {
        \(SwiftSource.indented(body))
        }
        """)
        return parts.joined(separator: "\n\n")
    }
}
