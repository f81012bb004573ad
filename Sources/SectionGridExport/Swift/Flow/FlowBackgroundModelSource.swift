/// SectionGrid's flow background model as a Swift value: only the parts some background of the spec
/// uses (the others keep SectionGrid's defaults and have no code).
struct FlowBackgroundModelSource {
    let geometry: BackgroundGeometryFeatures
    let style: BackgroundStyleFeatures

    var text: String {
        let members: [String?] = [
            geometry.coversItems ? "/// What it covers.\nvar cover = Cover.section" : nil,
            geometry.includesHeader ? "/// Whether it extends over the section's header.\nvar includesHeader = false" : nil,
            geometry.includesFooter ? "/// Whether it extends over the section's footer.\nvar includesFooter = false" : nil,
            geometry.hasMargin
                ? "/// How far it shrinks on each side afterwards (negative values grow it).\n"
                    + "var margin = UIEdgeInsets.zero" : nil,
            geometry.coversEmptySections ? "/// Whether a section without items gets one.\nvar coversEmptySections = false" : nil,
            style.isEmpty ? nil : "/// How it looks.\nvar style = BackgroundStyle()",
        ]
        let body = SwiftSource.blocks([cover, members.compactMap { $0 }.joined(separator: "\n")])
        return SwiftSource.lines([
            "/// Where a section's background goes, by SectionGrid's background model: the band from the end of the",
            "/// header to the start of the footer across the full width (or the items' bounding box), extended over",
            "/// the header and footer where asked, then shrunk by a margin (negative values grow it). A background",
            geometry.coversEmptySections
                ? "/// with no area left is dropped; a section without items has one only where `coversEmptySections` says."
                : "/// with no area left is dropped, and a section without items has none.",
            body.isEmpty ? "struct SectionBackground {}" : "struct SectionBackground {\n" + SwiftSource.indented(body) + "\n}",
        ])
    }

    private var cover: String? {
        guard geometry.coversItems else { return nil }
        return """
            /// What the background covers before the header, footer and margin.
            enum Cover {
                /// The band between header and footer, across the full width.
                case section
                /// The bounding box of the section's items (the band when it has none).
                case items
            }
            """
    }
}
