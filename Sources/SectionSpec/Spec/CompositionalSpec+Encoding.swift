import SectionLayout

extension CompositionalSpec {
    /// The top-level members for a compositional spec: `interSectionSpacing` (always, so the file shows
    /// it can be tweaked) and `sections`.
    var specMembers: [JSONMember] {
        [JSONMember(key: "interSectionSpacing", value: .double(interSectionSpacing)),
         JSONMember(key: "sections", value: .array(sections.map(\.jsonValue)))]
    }
}
