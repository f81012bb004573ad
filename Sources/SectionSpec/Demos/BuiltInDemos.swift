/// The built-in demos (`--demo NAME`, `--list-demos`): faithful scenarios of how apps give sections
/// backgrounds, each a spec like any file (so `w` writes it out, and `frames`/`snapshot` take it).
public enum BuiltInDemos {
    /// A demo: its name, one line about it, and its spec as JSON text.
    public struct Demo: Sendable {
        /// The name `--demo` takes.
        public var name: String
        /// What it shows.
        public var summary: String
        /// The spec, as a spec file would hold it.
        public var json: @Sendable () -> String
    }

    /// Every demo, the default first.
    public static let all: [Demo] = [
        Demo(
            name: "sections", summary: "4 sections of 8 and 4 items, inset 10, full-width coloured backgrounds",
            json: { DemoSpecs.sections }),
        Demo(
            name: "cards", summary: "white rounded cards from 16 pt below each 第N组 header, on a light gray view",
            json: { DemoSpecs.cards }),
        Demo(
            name: "shadow", summary: "backgrounds hugging the items, with a soft shadow",
            json: { DemoSpecs.shadow }),
        Demo(
            name: "appcenter", summary: "seed 004's app center: my apps (header, footer), categories, an image",
            json: { DemoSpecs.appCenter }),
        Demo(
            name: "compositional",
            summary: "seed 002: estimated groups of squares scrolling sideways, red and yellow backgrounds",
            json: { DemoSpecs.compositional }),
        Demo(
            name: "compositional-grid",
            summary: "seed 002's second layout: rows of three equal slots on a red rounded background",
            json: { DemoSpecs.compositionalGrid }),
        Demo(
            name: "large", summary: "1,000,000 items in 1,000 sections, laid out in closed form",
            json: { DemoSpecs.large() }),
    ]

    /// The demo the viewer opens without arguments.
    public static let defaultName = "sections"

    /// The demos' names, in order.
    public static var names: [String] { all.map(\.name) }

    /// The spec of the demo called `name`, or `nil` when there is none (or it does not decode, which
    /// the tests rule out).
    public static func spec(named name: String) -> LayoutSpec? {
        guard let demo = all.first(where: { $0.name == name }),
            let json = try? JSONParser().parse(demo.json())
        else { return nil }
        return try? LayoutSpec(json: json)
    }

    /// The `--list-demos` text: one demo a line.
    public static var listing: String {
        let width = names.map(\.count).max() ?? 0
        return all.map { $0.name + String(repeating: " ", count: width - $0.name.count + 2) + $0.summary + "\n" }
            .joined()
    }
}
