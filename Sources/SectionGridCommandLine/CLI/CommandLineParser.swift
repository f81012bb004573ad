import SectionLayout
import SectionSpec

/// Parses `sectiongrid`'s arguments into a `Command`, driven by a table of `SubcommandDefinition`s that
/// also produces the usage text.
///
/// Rules: `--help` or `-h` anywhere (before a `--`) means help; `--version` must stand alone; options
/// take their value as the next argument or after `=` (`--viewport 320x480`, `--viewport=320x480`);
/// `--` ends the options; each option may be given once.
public enum CommandLineParser {
    /// `sectiongrid [SPEC.json | FILE.swift …] [--demo NAME] [--list-demos]`: the interactive viewer.
    public static let root = SubcommandDefinition(
        name: "", positionals: [], optionalPositionals: [specOrSwiftFiles],
        summary:
            "Open the interactive viewer on a spec file, on Swift files (compiled and run: live, tweakable), or on a demo (default: \(BuiltInDemos.defaultName)).",
        options: rootOptions, takesSwiftFiles: true
    ) { parsed throws(UsageError) in
        for flag in ["--list-demos", "--list-devices"] where parsed.flags.contains(flag) {
            guard parsed.positionals.isEmpty, parsed.values.isEmpty, parsed.flags.count == 1 else {
                throw UsageError("\(flag) takes no other arguments")
            }
            return flag == "--list-demos" ? .listDemos : .listDevices
        }
        if let swift = try swiftFiles(parsed, command: "sectiongrid") {
            let axis = try parsed.values["--direction"].map { text throws(UsageError) in
                try direction(text, option: "--direction")
            }
            return .programViewer(swift, device: try device(parsed), direction: axis)
        }
        if parsed.values["--direction"] != nil { throw UsageError("--direction is for Swift files (sectiongrid FILE.swift …)") }
        return .viewer(
            try source(parsed, command: "sectiongrid") ?? .demo(name: BuiltInDemos.defaultName),
            device: try device(parsed))
    }

    /// The viewer's options: a spec's, and Swift files'.
    static let rootOptions: [OptionDefinition] =
        [
            demoOption, viewerDeviceOption, OptionDefinition("--list-demos", summary: "List the built-in demos."),
            OptionDefinition("--list-devices", summary: "List the device presets with their numbers."),
            OptionDefinition(
                "--direction", value: "vertical|horizontal",
                summary: "Swift files: the scroll direction the layout is switched to (default: its own)."),
        ] + swiftOptions

    /// `sectiongrid frames (SPEC.json | --demo NAME) [--direction vertical|horizontal] [--viewport WxH]
    /// [--offset X,Y]`.
    public static let frames = SubcommandDefinition(
        name: "frames", positionals: [], optionalPositionals: [specOrSwiftFiles],
        summary: "Print the frame of every element of the layout as JSON (Swift files: with their views' looks).",
        options: [
            demoOption,
            OptionDefinition(
                "--direction", value: "vertical|horizontal",
                summary: "Scroll direction; overrides the spec's \"scrollDirection\"."),
            OptionDefinition(
                "--viewport", value: "WxH",
                summary: "Viewport in points, such as 375x667; overrides the spec's \"viewport\"."),
            OptionDefinition(
                "--offset", value: "X,Y",
                summary: "Content offset in points: pinned headers and footers where they stick (not clamped)."),
            deviceOption,
            OptionDefinition(
                "--appearance", value: "light|dark",
                summary: "Light or dark: the traits Swift files see, the colours of their views' looks."),
        ] + swiftOptions,
        takesSwiftFiles: true
    ) { parsed throws(UsageError) in
        let swift = try swiftFiles(parsed, command: "frames")
        let named: SpecSource? = if let swift { .file(path: swift.paths[0]) } else { try source(parsed, command: "frames") }
        guard let source = named else {
            throw UsageError("frames needs SPEC.json, Swift files or --demo NAME")
        }
        var options = FramesOptions(
            source: source,
            direction: try parsed.values["--direction"].map { text throws(UsageError) in
                try CommandLineParser.direction(text, option: "--direction")
            },
            viewport: try parsed.values["--viewport"].map { text throws(UsageError) in
                try CommandLineParser.size(text, option: "--viewport")
            },
            offset: try parsed.values["--offset"].map { text throws(UsageError) in try point(text, option: "--offset") })
        options.device = try device(parsed)
        options.appearance = try appearance(parsed)
        options.swift = swift
        if swift != nil, options.offset != nil {
            throw UsageError("--offset is for specs: the frames of Swift files are as laid out")
        }
        return .frames(options)
    }

    /// `--demo NAME`, shared by the viewer, `frames` and `snapshot`.
    static let demoOption = OptionDefinition("--demo", value: "NAME", summary: "Use a built-in demo instead of a spec file.")

    /// The subcommands, in the order the usage lists them.
    public static let subcommands: [SubcommandDefinition] = [frames, snapshot, export, importSwift]

    /// The spec a command names: its `SPEC.json` or its `--demo NAME` (not both), `nil` for neither.
    static func source(_ parsed: ParsedArguments, command: String) throws(UsageError) -> SpecSource? {
        let path = parsed.positionals.first
        let demo = parsed.values["--demo"]
        switch (path, demo) {
        case (let path?, nil): return .file(path: path)
        case (nil, let demo?):
            guard BuiltInDemos.names.contains(demo) else { throw BuiltInDemos.unknown(demo) }
            return .demo(name: demo)
        case (nil, nil): return nil
        case (_?, _?): throw UsageError("\(command) takes SPEC.json or --demo NAME, not both")
        }
    }

    /// Options accepted everywhere.
    public static let generalOptions = [
        OptionDefinition("--help", summary: "Show this help (also -h)."),
        OptionDefinition("--version", summary: "Print the version."),
    ]

    /// Parses the arguments (without the program name).
    public static func parse(_ arguments: [String]) throws(UsageError) -> Command {
        let beforeSeparator = arguments.prefix { $0 != "--" }
        if beforeSeparator.contains("--help") || beforeSeparator.contains("-h") { return .help }
        guard let first = arguments.first else { return try root.build(ParsedArguments()) }
        if first == "--version" {
            guard arguments.count == 1 else { throw UsageError("unexpected argument \(quoted(arguments[1])) after --version") }
            return .version
        }
        if let subcommand = subcommands.first(where: { $0.name == first }) {
            return try subcommand.build(try parse(arguments.dropFirst(), as: subcommand))
        }
        if first.hasPrefix("-") || first.hasSuffix(".json") || first.hasSuffix(".swift") || first.contains("/") {
            return try root.build(try parse(arguments[...], as: root))
        }
        var message = "unknown command \(quoted(first))"
        if let nearest = NearestName.suggestion(for: first, among: subcommands.map(\.name)) {
            message += ", did you mean \(quoted(nearest))?"
        }
        throw UsageError(message)
    }

    /// Sorts `arguments` into positionals, option values and flags as `definition` describes them.
    static func parse(_ arguments: ArraySlice<String>, as definition: SubcommandDefinition) throws(UsageError)
        -> ParsedArguments
    {
        var parsed = ParsedArguments()
        var remaining = arguments
        var optionsEnded = false
        while let argument = remaining.popFirst() {
            if !optionsEnded, argument == "--" {
                optionsEnded = true
            } else if !optionsEnded, argument.hasPrefix("-"), argument != "-" {
                let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let name = String(parts[0])
                let inlineValue = parts.count > 1 ? String(parts[1]) : nil
                guard let option = definition.options.first(where: { $0.name == name }) else {
                    throw unknownOption(name, for: definition)
                }
                guard parsed.values[name] == nil, !parsed.flags.contains(name) else {
                    throw UsageError("\(name) is given more than once")
                }
                if let valueName = option.valueName {
                    guard let value = inlineValue ?? remaining.popFirst() else {
                        throw UsageError("\(name) needs a value (\(valueName))")
                    }
                    parsed.values[name] = value
                } else {
                    guard inlineValue == nil else { throw UsageError("\(name) takes no value") }
                    parsed.flags.insert(name)
                }
            } else {
                parsed.positionals.append(argument)
            }
        }
        let command = definition.name.isEmpty ? "sectiongrid" : definition.name
        if parsed.positionals.count < definition.positionals.count {
            throw UsageError("\(command) needs \(definition.positionals[parsed.positionals.count])")
        }
        let most = definition.positionals.count + definition.optionalPositionals.count
        let swiftFiles =
            definition.takesSwiftFiles
            && parsed.positionals.dropFirst(definition.positionals.count).allSatisfy { $0.hasSuffix(".swift") }
        if parsed.positionals.count > most, !swiftFiles {
            throw UsageError("unexpected argument \(quoted(parsed.positionals[most])) for \(command)")
        }
        return parsed
    }

    static func unknownOption(_ name: String, for definition: SubcommandDefinition) -> UsageError {
        let candidates = (definition.options + generalOptions).map(\.name)
        var message = "unknown option \(quoted(name))" + (definition.name.isEmpty ? "" : " for \(definition.name)")
        if let nearest = NearestName.suggestion(for: name, among: candidates) {
            message += ", did you mean \(quoted(nearest))?"
        }
        return UsageError(message)
    }

    static func quoted(_ text: String) -> String { JSONWriter.quoted(text) }
}
