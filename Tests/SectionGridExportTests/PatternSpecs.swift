import SectionLayout
import SectionSpec

@testable import SectionGridTestSupport

/// Specs that run every built-in pattern through the compiled code, flow and compositional, light and
/// dark: each pattern on a bright, a dark and a dynamic fill (`systemOrange`) and on none, over a
/// dynamic collection view background (`systemBackground`: a fill-less pattern is drawn in black in the
/// light appearance, in white in the dark one). The run tests compare each background view's recorded
/// tile and ink with the SVG writer's (`ExpectedReport`, `HostRoundTripTests`).
enum PatternSpecs {
    /// The fills each pattern is drawn on (`nil`: none).
    static let fills: [String?] = ["#FFCC00", "#1C1C1E", "systemOrange", nil]

    /// `patterns-flow-light`, `patterns-flow-dark`, `patterns-compositional-light`,
    /// `patterns-compositional-dark`: one section per pattern and fill.
    static let specs: [(name: String, spec: LayoutSpec)] = ["flow", "compositional"].flatMap { engine in
        Appearance.allCases.compactMap { appearance in
            (try? decodeSpec(json(compositional: engine == "compositional", appearance: appearance)))
                .map { ("patterns-\(engine)-\(appearance.rawValue)", $0) }
        }
    }

    /// The spec's JSON.
    static func json(compositional: Bool, appearance: Appearance) -> String {
        let group =
            #""group": {"axis": "horizontal", "width": {"fractionalWidth": 1}, "height": {"absolute": 40}, "#
            + #""item": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}, "#
        let sections = BackgroundPattern.allCases.flatMap { pattern in
            fills.map { fill in
                let color = fill.map { #""color": "\#($0)", "# } ?? ""
                return #"{"items": 1, \#(compositional ? group : "")"background": {\#(color)"image": "\#(pattern.rawValue)"}}"#
            }
        }
        let layout = compositional ? #""layout": "compositional", "# : ""
        return #"{\#(layout)"appearance": "\#(appearance.rawValue)", "backgroundColor": "systemBackground", "#
            + #""sections": [\#(sections.joined(separator: ", "))]}"#
    }
}
