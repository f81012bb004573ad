/// The `sectiongrid` command line as a library: parse, run, report. The executable is a thin shell
/// around `run(arguments:output:error:)`, so every behaviour is testable in-process.
public enum SectionGridCLI {
    /// Exit status of a successful run.
    public static let success: Int32 = 0
    /// Exit status of any error: usage, file, JSON or spec.
    public static let failure: Int32 = 2

    /// Runs `sectiongrid` with `arguments` (without the program name), writing results to `output` and
    /// any error, as one line `error: …`, to `error`. Returns the exit status: 0, or 2 on error.
    public static func run(arguments: [String], output: inout some TextOutputStream,
                           error: inout some TextOutputStream) -> Int32 {
        do throws(CommandError) {
            let command: Command
            do {
                command = try CommandLineParser.parse(arguments)
            } catch {
                throw .usage(error)
            }
            try execute(command, output: &output)
            return success
        } catch let failure {
            error.write("error: \(failure.message)\n")
            return SectionGridCLI.failure
        }
    }

    /// Carries out a parsed command.
    public static func execute(_ command: Command, output: inout some TextOutputStream) throws(CommandError) {
        switch command {
        case .help:
            output.write(CommandLineParser.usage)
        case .version:
            output.write("sectiongrid \(SectionGridVersion.current)\n")
        case .frames(let options):
            let spec: LayoutSpec
            do {
                spec = options.applied(to: try SpecFile.load(path: options.specPath))
            } catch {
                throw .load(error)
            }
            FramesExport.write(spec.layout(), to: &output)
        case .viewer:
            // Hook: the interactive viewer (another issue) runs here. Until then, show the usage.
            output.write(CommandLineParser.usage)
        }
    }
}
