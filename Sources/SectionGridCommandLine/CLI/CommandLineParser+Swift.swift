import SectionGridHost

extension CommandLineParser {
    /// The options of commands that take Swift files (`frames`, `snapshot`, `export svg`).
    static let swiftOptions = [
        OptionDefinition(
            "--entry", value: "NAME",
            summary:
                "Swift files: what to lay out, a view controller, layout class or function returning a layout (default: the one there is)."
        ),
        OptionDefinition(
            "--items", value: "N,N,…",
            summary: "Swift files: items per section of the data source an entry without one is given (default 6,6,6)."),
        OptionDefinition(
            "--swift-version", value: SwiftCompiler.languageModes.joined(separator: "|"),
            summary: "Swift files: the language mode they are compiled in (default 5)."),
        OptionDefinition(
            "--timeout", value: "SECONDS", summary: "Swift files: how long the compiled layout may run (default 10)."),
    ]

    /// The positional of commands that take a spec or Swift files.
    static let specOrSwiftFiles = "SPEC.json | FILE.swift …"

    /// The Swift files a command names: its positionals when they end in `.swift`, with the Swift
    /// options; `nil` when it names none. A spec beside them, `--demo`, or Swift options without them
    /// are usage errors.
    static func swiftFiles(_ parsed: ParsedArguments, command: String) throws(UsageError) -> SwiftFilesOptions? {
        let swiftPaths = parsed.positionals.filter { $0.hasSuffix(".swift") }
        guard !swiftPaths.isEmpty else {
            if let option = swiftOptions.map(\.name).first(where: { parsed.values[$0] != nil }) {
                throw UsageError("\(option) is for Swift files (\(command) FILE.swift …)")
            }
            return nil
        }
        if let other = parsed.positionals.first(where: { !$0.hasSuffix(".swift") }) {
            throw UsageError(
                "\(command) takes a spec or Swift files, not both (got \(quoted(other)) beside \(quoted(swiftPaths[0])))")
        }
        if parsed.values["--demo"] != nil { throw UsageError("\(command) takes Swift files or --demo NAME, not both") }
        var options = SwiftFilesOptions(paths: swiftPaths)
        options.entry = parsed.values["--entry"]
        if let text = parsed.values["--items"] { options.items = try items(text) }
        if let text = parsed.values["--swift-version"] {
            guard SwiftCompiler.languageModes.contains(text) else {
                throw UsageError(
                    "--swift-version: must be \(SwiftCompiler.languageModes.joined(separator: ", ")) (got \(quoted(text)))")
            }
            options.swiftVersion = text
        }
        if let text = parsed.values["--timeout"] {
            guard let seconds = Double(text), seconds.isFinite, seconds > 0, seconds <= SwiftFilesOptions.maximumTimeout else {
                throw UsageError(
                    "--timeout: must be a number of seconds above 0, at most \(Int(SwiftFilesOptions.maximumTimeout)) (got \(quoted(text)))"
                )
            }
            options.timeout = seconds
        }
        return options
    }

    /// `5,3,7`: each section's item count, whole numbers from 0 to a million, at most 10,000 sections.
    static func items(_ text: String) throws(UsageError) -> [Int] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        let counts = parts.compactMap { part in Int(part).flatMap { (0...1_000_000).contains($0) ? $0 : nil } }
        guard counts.count == parts.count, (1...10_000).contains(counts.count) else {
            throw UsageError(
                "--items: expected item counts per section, whole numbers from 0 to 1000000 separated by commas, such as 5,3,7 (got \(quoted(text)))"
            )
        }
        return counts
    }
}
