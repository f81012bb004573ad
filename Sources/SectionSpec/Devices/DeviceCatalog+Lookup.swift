import SectionLayout

extension DeviceCatalog {
    /// The preset called `name`, `nil` when there is none. Case and the separator do not matter:
    /// `iPhone 16 Pro`, `iphone_16_pro` and `iphone-16-pro` are one preset.
    public static func device(named name: String) -> Device? {
        let key = normalized(name)
        return devices.first { $0.name == key }
    }

    /// `name` as presets are named: lower case, words joined by `-`.
    static func normalized(_ name: String) -> String {
        name.lowercased().split { $0 == " " || $0 == "_" || $0 == "-" }.joined(separator: "-")
    }

    /// Up to `count` preset names nearest to `name` (by edit distance, ties in listing order).
    public static func nearestNames(to name: String, count: Int = 3) -> [String] {
        let typed = Array(normalized(name).unicodeScalars)
        let ranked = names.enumerated().map { index, candidate in
            (name: candidate, distance: NearestName.editDistance(typed, Array(candidate.unicodeScalars)), index: index)
        }
        return ranked.sorted { ($0.distance, $0.index) < ($1.distance, $1.index) }.prefix(count).map(\.name)
    }

    /// The problem with an unknown name: `unknown device "iphone-16-pr"; the nearest are "iphone-16-pro",
    /// … (sectiongrid --list-devices lists them all)`.
    public static func unknownDeviceProblem(_ name: String) -> String {
        let nearest = nearestNames(to: name).map(JSONWriter.quoted).joined(separator: ", ")
        return "unknown device \(JSONWriter.quoted(name)); the nearest are \(nearest)"
            + " (sectiongrid --list-devices lists them all)"
    }

    /// What `sectiongrid --list-devices` prints: one preset a line with its numbers, in points
    /// (insets as top, left, bottom, right), then where they come from.
    public static var listing: String {
        let header = ["device", "points", "scale", "safe area", "layout margins", "model"]
        let rows = devices.map { device in
            [
                device.name, "\(formatPoints(device.bounds.width))x\(formatPoints(device.bounds.height))",
                formatPoints(device.screenScale), "\(device.safeAreaInsets)", "\(device.layoutMargins)",
                device.displayName + (device.orientation == .landscape ? ", landscape" : ""),
            ]
        }
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            zip(cells, widths).enumerated().map { index, pair in
                index == cells.count - 1 ? pair.0 : pair.0 + String(repeating: " ", count: Swift.max(0, pair.1 - pair.0.count))
            }.joined(separator: "  ")
        }
        return ([line(header)] + rows.map(line)).joined(separator: "\n") + "\n"
            + "\nInsets are (top, left, bottom, right) in points. Points and scale: Apple's Human Interface Guidelines"
            + " (Layout) and tech specs; safe areas: as UIKit reports them in Xcode's Simulator (Apple publishes none;"
            + " the iPhone 17 family's are assumed from the iPhone 16 Pro's); margins: the safe area plus the system"
            + " minimum (16 or 20). See docs/devices.md, \"Devices\".\n"
    }
}
