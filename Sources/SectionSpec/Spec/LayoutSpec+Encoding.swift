import SectionLayout

extension LayoutSpec {
    /// The spec as a JSON document that decodes back to an equal spec. Every shared and engine-wide key
    /// is written (so the file shows what can be tweaked); flow section and background keys only when given,
    /// compositional section, group and item keys only when they differ from UIKit's defaults.
    public var jsonValue: JSONValue {
        var members: [JSONMember] = [
            JSONMember(key: "layout", value: .string(engine.kind.rawValue)),
            JSONMember(key: "scrollDirection", value: .string(scrollDirection.rawValue)),
        ]
        members += deviceMembers
        members.append(JSONMember(key: "contentInset", value: SpecEncoding.insets(contentInset)))
        members += environmentMembers
        // Written only when they differ from UIKit's defaults (left to right, light).
        if layoutDirection != .leftToRight {
            members.append(JSONMember(key: "layoutDirection", value: .string(layoutDirection.rawValue)))
        }
        if appearance != .light { members.append(JSONMember(key: "appearance", value: .string(appearance.rawValue))) }
        if let backgroundColor { members.append(JSONMember(key: "backgroundColor", value: SpecEncoding.color(backgroundColor))) }
        switch engine {
        case .flow(let flow): members += flow.specMembers
        case .compositional(let compositional): members += compositional.specMembers
        }
        return .object(members)
    }

    /// The spec as the text of a spec file (`JSONWriter`'s layout, ending with a newline).
    public var jsonText: String { JSONWriter().write(jsonValue) + "\n" }
}
