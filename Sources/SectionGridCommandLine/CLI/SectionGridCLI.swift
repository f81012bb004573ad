import Foundation
import SectionGridExport
import SectionGridHost
import SectionLayout
import SectionSpec

/// The `sectiongrid` command line as a library: parse, run, report. The executable is a thin shell
/// around `run(arguments:output:error:viewer:)`, so every behaviour is testable in-process.
public enum SectionGridCLI {
    /// Exit status of a successful run.
    public static let success: Int32 = 0
    /// Exit status of any error: usage, file, JSON, spec or terminal.
    public static let failure: Int32 = 2

    /// Opens the interactive viewer on a loaded spec and returns its exit status. The executable
    /// supplies the ncurses one; this library has no terminal code.
    public typealias ViewerLauncher = @Sendable (LoadedSpec) throws(CommandError) -> Int32

    /// Opens the interactive viewer on Swift files (on the command line's device and direction) and
    /// returns its exit status.
    public typealias ProgramViewerLauncher =
        @Sendable (SwiftFilesOptions, Device?, Axis?) throws(CommandError) -> Int32

    /// The launcher used when none is given: the viewer needs the `sectiongrid` executable.
    public static let noProgramViewer: ProgramViewerLauncher = { _, _, _ throws(CommandError) in
        throw .viewer("the interactive viewer is only available in the sectiongrid executable")
    }

    /// The launcher used when none is given: the viewer needs the `sectiongrid` executable.
    public static let noViewer: ViewerLauncher = { _ throws(CommandError) in
        throw .viewer("the interactive viewer is only available in the sectiongrid executable")
    }

    /// Runs `sectiongrid` with `arguments` (without the program name), writing results to `output` and
    /// any error, as one line `error: …`, to `error` (notes, such as images that cannot be loaded, go
    /// there too as `note: …`). Returns the exit status: 0, 2 on error, or the viewer's.
    ///
    /// Swift files are compiled and run in `environment` (`PATH` or `SWIFTC` find the compiler,
    /// `XDG_CACHE_HOME` or `HOME` the binary cache); their errors are printed as they are, compiler
    /// errors as `FILE:LINE:COL: error: …`, and the user's code failing as it ran exits with status 1.
    public static func run(
        arguments: [String], output: inout some TextOutputStream,
        error: inout some TextOutputStream, viewer: ViewerLauncher = noViewer,
        programViewer: ProgramViewerLauncher = noProgramViewer,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Int32 {
        do throws(CommandError) {
            let command: Command
            do {
                command = try CommandLineParser.parse(arguments)
            } catch {
                throw .usage(error)
            }
            return try execute(
                command, output: &output, notes: &error, viewer: viewer, programViewer: programViewer,
                environment: environment)
        } catch .swift(let failure) {
            for line in failure.lines { error.write(line.oneLine + "\n") }
            return failure.status
        } catch .notASpec(let message) {
            error.write("error: \(message.oneLine)\n")
            return 1
        } catch let failure {
            error.write("error: \(failure.message.oneLine)\n")
            return SectionGridCLI.failure
        }
    }

    /// Carries out a parsed command; returns the exit status.
    public static func execute(
        _ command: Command, output: inout some TextOutputStream,
        notes: inout some TextOutputStream,
        viewer: ViewerLauncher = noViewer,
        programViewer: ProgramViewerLauncher = noProgramViewer,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(CommandError) -> Int32 {
        if try SwiftFilesCommand.execute(command, environment: environment, output: &output, notes: &notes) { return success }
        switch command {
        case .help:
            output.write(CommandLineParser.usage)
        case .version:
            output.write("sectiongrid \(SectionGridVersion.current)\n")
        case .listDemos:
            output.write(BuiltInDemos.listing)
        case .listDevices:
            output.write(DeviceCatalog.listing)
        case .frames(let options):
            let spec = options.applied(to: try LoadedSpec.load(options.source).spec)
            FramesExport.write(spec.layout(), context: options.context(for: spec), to: &output)
        case .exportSwift(let options):
            let loaded = try LoadedSpec.load(options.source)
            let spec = options.device.map { loaded.spec.applying($0) } ?? loaded.spec
            do {
                var exportOptions = SwiftExportOptions(
                    source: options.source, typeName: options.typeName,
                    includesSample: options.includesSample)
                exportOptions.deviceName = options.device?.name
                output.write(try SwiftExport.source(for: spec, options: exportOptions))
            } catch {
                throw .export(error, file: options.source.messageName)
            }
        case .snapshot(let options):
            let snapshot = SnapshotCommand.render(options, loaded: try LoadedSpec.load(options.source))
            for warning in snapshot.warnings { notes.write("note: \(warning)\n") }
            output.write(snapshot.text)
        case .exportSVG(let options):
            var loaded = try LoadedSpec.load(options.source)
            loaded.device = options.device
            if let appearance = options.appearance { loaded.spec.appearance = appearance }
            let picture = SVGExport.render(options, loaded: loaded)
            for note in picture.notes { notes.write("note: \(note)\n") }
            output.write(picture.svg)
        case .importSwift:
            break // SwiftFilesCommand's
        case .viewer(let source, let device):
            var loaded = try LoadedSpec.load(source)
            loaded.device = device
            return try viewer(loaded)
        case .programViewer(let options, let device, let direction):
            // A file that cannot be read is an error before the screen is taken over.
            do throws(SwiftFilesError) {
                try SwiftProgram.checkReadable(options.paths)
            } catch {
                throw .swift(error)
            }
            return try programViewer(options, device, direction)
        }
        return success
    }
}
