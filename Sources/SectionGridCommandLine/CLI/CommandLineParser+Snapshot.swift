import CellGrid
import SectionGridViewer
import SectionLayout
import SectionScene
import SectionSpec

extension CommandLineParser {
    /// `sectiongrid snapshot (SPEC.json | --demo NAME) [--size COLSxROWS] [--ansi] [--depth D] …`.
    public static let snapshot = SubcommandDefinition(
        name: "snapshot", positionals: [], optionalPositionals: [specOrSwiftFiles],
        summary: "Print what the viewer shows, as text (or ANSI colours), without a terminal.",
        options: [
            demoOption,
            OptionDefinition(
                "--size", value: "COLSxROWS", summary: "Terminal size in cells (default 80x24; at least 40x10 unless --bare)."),
            OptionDefinition("--ansi", summary: "Colour with ANSI escape sequences (default depth 256)."),
            OptionDefinition("--depth", value: "truecolor|256|16|8|monochrome", summary: "Colour depth for --ansi."),
            OptionDefinition("--direction", value: "vertical|horizontal", summary: "Scroll direction."),
            OptionDefinition("--offset", value: "X,Y", summary: "Scroll offset in points (clamped to the content)."),
            OptionDefinition("--zoom", value: "Z", summary: "Magnification; 1 fits the spec's viewport (default)."),
            OptionDefinition(
                "--scheme", value: ColorScheme.allCases.map(\.rawValue).joined(separator: "|"),
                summary: "Colour scheme (default spec)."),
            OptionDefinition("--bare", summary: "The layout alone, without the status bar."),
            deviceOption,
            appearanceOption,
        ] + swiftOptions,
        takesSwiftFiles: true
    ) { parsed throws(UsageError) in
        let swift = try swiftFiles(parsed, command: "snapshot")
        let named: SpecSource? = if let swift { .file(path: swift.paths[0]) } else { try source(parsed, command: "snapshot") }
        guard let source = named else {
            throw UsageError("snapshot needs SPEC.json, Swift files or --demo NAME")
        }
        var options = SnapshotOptions(source: source)
        options.swift = swift
        if let text = parsed.values["--size"] { (options.columns, options.rows) = try cells(text, option: "--size") }
        if let text = parsed.values["--depth"] {
            guard parsed.flags.contains("--ansi") else { throw UsageError("--depth needs --ansi") }
            guard let depth = ColorDepth(rawValue: text) else {
                throw UsageError("--depth: must be truecolor, 256, 16, 8 or monochrome (got \(quoted(text)))")
            }
            options.format = .ansi(depth)
        } else if parsed.flags.contains("--ansi") {
            options.format = .ansi(.palette256)
        }
        options.direction = try parsed.values["--direction"].map { text throws(UsageError) in
            try direction(text, option: "--direction")
        }
        options.offset = try parsed.values["--offset"].map { text throws(UsageError) in try point(text, option: "--offset") }
        if let text = parsed.values["--zoom"] {
            guard let zoom = Double(text), zoom.isFinite, zoom >= 0.125, zoom <= 8 else {
                throw UsageError("--zoom: must be a number from 0.125 to 8 (got \(quoted(text)))")
            }
            options.zoom = zoom
        }
        if let text = parsed.values["--scheme"] { options.scheme = try scheme(text) }
        options.bare = parsed.flags.contains("--bare")
        options.device = try device(parsed)
        options.appearance = try appearance(parsed)
        let minimum = ViewerState.minimumSize
        if !options.bare, options.columns < minimum.columns || options.rows < minimum.rows {
            // The viewer shows only "terminal too small" there: a script must be able to tell.
            throw UsageError(
                "--size: the viewer needs at least \(minimum.columns)x\(minimum.rows) cells"
                    + " (got \(quoted(parsed.values["--size"] ?? ""))); --bare draws the layout alone at any size")
        }
        return .snapshot(options)
    }

    /// `COLSxROWS`: whole numbers from 1 to 10,000.
    static func cells(_ text: String, option: String) throws(UsageError) -> (Int, Int) {
        let parts = text.split(omittingEmptySubsequences: false) { $0 == "x" || $0 == "X" || $0 == "×" }
        guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]),
            (1...10_000).contains(columns), (1...10_000).contains(rows)
        else {
            throw UsageError("\(option): expected COLSxROWS, whole numbers from 1 to 10000, such as 100x30 (got \(quoted(text)))")
        }
        return (columns, rows)
    }

    /// `X,Y` in points; either may be negative (offsets start at minus the content inset).
    static func point(_ text: String, option: String) throws(UsageError) -> Point {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]), x.isFinite, y.isFinite else {
            throw UsageError("\(option): expected X,Y in points, such as 0,120 (got \(quoted(text)))")
        }
        return Point(x: x, y: y)
    }
}
