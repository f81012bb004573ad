import SectionLayout

extension FlowSpec {
    /// The top-level members for a flow spec: `flow`, `background` (when given) and `sections`.
    var specMembers: [JSONMember] {
        var members = [
            JSONMember(key: "flow", value: .object(flowMembers + layoutKeyMembers))
        ]
        if let background { members.append(JSONMember(key: "background", value: background.jsonValue)) }
        members.append(JSONMember(key: "sections", value: .array(sections.map(\.jsonValue))))
        return members
    }
}
