import SectionLayout

/// A request to a layout host, one JSON object a line on its standard input: lay the entry out on this
/// device and answer with its elements (`HostMessage.layout`), then their views' looks.
///
/// ```json
/// {"command": "layout", "id": 1, "viewport": {"width": 390, "height": 844},
///  "safeArea": {"top": 47, "left": 0, "bottom": 34, "right": 0}, "scale": 3, "appearance": "dark"}
/// ```
///
/// Every key but `id` and `viewport` may be left out: no safe area, the views' own layout margins
/// (UIKit's 8 on each side), no screen scale (frames not rounded, as a spec without one), the layout's
/// own scroll direction, left to right, light, 3 sections of 6 items when the entry has no data source,
/// looks read, no model, no overrides.
public struct HostRequest: Equatable, Sendable {
    /// What the host is asked to do.
    public enum Command: String, Equatable, Sendable, CaseIterable {
        /// Lay out (again) on the request's device and answer.
        case layout
    }

    /// The command (`layout` when left out).
    public var command = Command.layout
    /// The number the answer's messages carry.
    public var id: Int
    /// The collection view's size (the controller's view's bounds).
    public var viewport: Size
    /// The device's safe area around the view (`safeAreaInsets`).
    public var safeArea = EdgeInsets.zero
    /// The views' layout margins (`nil`: their own).
    public var layoutMargins: EdgeInsets?
    /// The screen's scale (`UITraitCollection.displayScale`, `UIScreen.scale`; `nil`: unspecified).
    public var screenScale: Double?
    /// The scroll direction the layout is switched to (`nil`: its own).
    public var scrollDirection: Axis?
    /// The writing direction (`UITraitCollection.layoutDirection`).
    public var layoutDirection = LayoutDirection.leftToRight
    /// Light or dark (`UITraitCollection.userInterfaceStyle`).
    public var appearance = Appearance.light
    /// Items per section of the data source the host provides when the entry has none (`nil`: 3 × 6).
    public var items: [Int]?
    /// Whether to read the views' looks after the frames (cells, supplementaries and decorations made
    /// and asked for their looks); `false`: frames only.
    public var readsLooks = true
    /// Whether to send the code's layout as a spec (`HostMessage.model`) after the frames (`"model":
    /// true`).
    public var readsModel = false
    /// Values put in place of the code's for this request only (`"overrides"`, left out when empty):
    /// the code's lifecycle runs as always, the model (when asked) is read without them, then the flow
    /// layout's properties are set to them (so a subclass's `prepare()` sees them) and they replace the
    /// delegate's answers; compositional ones replace the returned sections' values. The code's values
    /// are put back after the layout.
    public var overrides = LayoutOverrides()

    /// The data source's items when a request gives none: 3 sections of 6.
    public static let defaultItems = [6, 6, 6]

    public init(id: Int, viewport: Size) {
        self.id = id
        self.viewport = viewport
    }

    /// The request as one line of JSON (no newline).
    public var jsonLine: String {
        var writer = WireWriter()
        writer.raw("{\"command\": ")
        writer.string(command.rawValue)
        writer.raw(", \"id\": ")
        writer.integer(id)
        writer.raw(", \"viewport\": ")
        writer.size(viewport)
        if safeArea != .zero {
            writer.raw(", \"safeArea\": ")
            writer.insets(safeArea)
        }
        if let layoutMargins {
            writer.raw(", \"layoutMargins\": ")
            writer.insets(layoutMargins)
        }
        if let screenScale {
            writer.raw(", \"scale\": ")
            writer.number(screenScale)
        }
        if let scrollDirection {
            writer.raw(", \"scrollDirection\": ")
            writer.string(scrollDirection.rawValue)
        }
        if layoutDirection != .leftToRight {
            writer.raw(", \"layoutDirection\": ")
            writer.string(layoutDirection.rawValue)
        }
        if appearance != .light {
            writer.raw(", \"appearance\": ")
            writer.string(appearance.rawValue)
        }
        if let items {
            writer.raw(", \"items\": [")
            for (index, count) in items.enumerated() {
                if index > 0 { writer.raw(", ") }
                writer.integer(count)
            }
            writer.raw("]")
        }
        if !readsLooks { writer.raw(", \"looks\": false") }
        if readsModel { writer.raw(", \"model\": true") }
        if !overrides.isEmpty {
            writer.raw(", \"overrides\": ")
            overrides.write(to: &writer)
        }
        writer.raw("}")
        return writer.text
    }

    /// Reads a request from one line of JSON; the error names the key that is wrong.
    public init(jsonLine line: String) throws {
        let object = try WireObject(line: line)
        self.init(id: try object.integer("id"), viewport: try object.size("viewport"))
        command = try object.enumeration("command", Command.self) ?? .layout
        guard viewport.width.isFinite, viewport.height.isFinite, viewport.width >= 0, viewport.height >= 0 else {
            throw HostProtocolError("viewport is not a size of finite, non-negative lengths")
        }
        if object.has("safeArea") { safeArea = try object.insets("safeArea") }
        if object.has("layoutMargins") { layoutMargins = try object.insets("layoutMargins") }
        screenScale = try object.optionalNumber("scale")
        if let screenScale, !(screenScale > 0 && screenScale.isFinite) {
            throw HostProtocolError("scale is not a positive number")
        }
        scrollDirection = try object.enumeration("scrollDirection", Axis.self)
        layoutDirection = try object.enumeration("layoutDirection", LayoutDirection.self) ?? .leftToRight
        appearance = try object.enumeration("appearance", Appearance.self) ?? .light
        if object.has("items") {
            items = try object.array("items").enumerated().map { index, value in
                guard case .number(let count) = value, count >= 0, count == count.rounded(), count < 1e9 else {
                    throw HostProtocolError("items[\(index)] is not a count")
                }
                return Int(count)
            }
        }
        readsLooks = try object.bool("looks") ?? true
        readsModel = try object.bool("model") ?? false
        if let overrides = try object.optionalObject("overrides") { self.overrides = try LayoutOverrides(overrides) }
    }
}
