import SectionLayout

extension CompositionalSpec {
    /// The top-level members for a compositional spec: `interSectionSpacing` (always, so the file shows
    /// it can be tweaked), `boundarySupplementaryItems` when there are any, `contentInsetsReference` when
    /// it is not UIKit's default (`safeArea`), and `sections`.
    var specMembers: [JSONMember] {
        var members = [JSONMember(key: "interSectionSpacing", value: .double(interSectionSpacing))]
        if !boundarySupplementaryItems.isEmpty {
            members.append(
                JSONMember(
                    key: "boundarySupplementaryItems",
                    value: .array(boundarySupplementaryItems.map(CompositionalEncoding.boundaryItem))))
        }
        if contentInsetsReference != .safeArea {
            members.append(JSONMember(key: "contentInsetsReference", value: .string(contentInsetsReference.rawValue)))
        }
        members.append(JSONMember(key: "sections", value: .array(sections.map(\.jsonValue))))
        return members
    }
}
