extension CommandLineParser {
    /// `sectiongrid import FILE.swift … [--entry NAME] [--items N,N,…] [--device NAME] [--viewport WxH]
    /// [--direction vertical|horizontal] [--appearance light|dark] [--swift-version V] [--timeout SECONDS]`.
    public static let importSwift = SubcommandDefinition(
        name: "import", positionals: [], optionalPositionals: ["FILE.swift …"],
        summary:
            "Print the layout of Swift files as a spec (JSON): flow properties and delegate answers, or compositional sections.",
        options: [
            OptionDefinition(
                "--direction", value: "vertical|horizontal", summary: "Scroll direction set on the layout (default: its own)."),
            OptionDefinition(
                "--viewport", value: "WxH",
                summary: "The collection view's bounds in points (default: the device's, else 375x667)."),
            deviceOption,
            OptionDefinition("--appearance", value: "light|dark", summary: "Light or dark: the traits the code sees."),
        ] + swiftOptions,
        takesSwiftFiles: true
    ) { parsed throws(UsageError) in
        guard let swift = try swiftFiles(parsed, command: "import") else {
            if let other = parsed.positionals.first {
                throw UsageError("import takes Swift files (got \(quoted(other)))")
            }
            throw UsageError("import needs Swift files (sectiongrid import Layout.swift ViewController.swift)")
        }
        var options = ImportOptions(swift: swift)
        options.direction = try parsed.values["--direction"].map { text throws(UsageError) in
            try CommandLineParser.direction(text, option: "--direction")
        }
        options.viewport = try parsed.values["--viewport"].map { text throws(UsageError) in
            try CommandLineParser.size(text, option: "--viewport")
        }
        options.device = try device(parsed)
        options.appearance = try appearance(parsed)
        return .importSwift(options)
    }
}
