import SectionGridHost
import SectionGridHostProtocol

/// `frames`, `snapshot`, `export svg` and `import` on Swift files: the files compiled and run (`SwiftFilesRun`),
/// then printed as frames, drawn as the terminal shows them, or drawn as SVG. What the run answered is
/// written even when it stopped short (a trap while reading views loses no frames); then the error.
enum SwiftFilesCommand {
    /// Carries out `command` when it is on Swift files; `false` when it is not.
    static func execute(
        _ command: Command, environment: [String: String], output: inout some TextOutputStream,
        notes: inout some TextOutputStream
    ) throws(CommandError) -> Bool {
        switch command {
        case .frames(let options):
            guard let swift = options.swift else { return false }
            try frames(options, swift: swift, environment: environment, output: &output, notes: &notes)
        case .snapshot(let options):
            guard let swift = options.swift else { return false }
            try snapshot(options, swift: swift, environment: environment, output: &output, notes: &notes)
        case .exportSVG(let options):
            guard let swift = options.swift else { return false }
            try picture(options, swift: swift, environment: environment, output: &output, notes: &notes)
        case .importSwift(let options):
            try SwiftImport.run(options, environment: environment, output: &output, notes: &notes)
        default:
            return false
        }
        return true
    }

    static func frames(
        _ options: FramesOptions, swift: SwiftFilesOptions, environment: [String: String],
        output: inout some TextOutputStream, notes: inout some TextOutputStream
    ) throws(CommandError) {
        let request = SwiftFilesRun.request(
            viewport: options.viewport, device: options.device, direction: options.direction,
            appearance: options.appearance)
        let run = SwiftFilesRun(swift, request: request, environment: environment, notes: &notes)
        if let layout = run.layout { output.write(layout.framesText) }
        if let error = run.error { throw .swift(error) }
    }

    static func snapshot(
        _ options: SnapshotOptions, swift: SwiftFilesOptions, environment: [String: String],
        output: inout some TextOutputStream, notes: inout some TextOutputStream
    ) throws(CommandError) {
        let request = SwiftFilesRun.request(
            viewport: nil, device: options.device, direction: options.direction,
            appearance: options.appearance)
        let run = SwiftFilesRun(swift, request: request, environment: environment, notes: &notes)
        if let layout = run.layout {
            output.write(
                SwiftSnapshot.render(options, layout: layout, request: request, entry: run.entry?.name ?? "", files: swift.paths))
        }
        if let error = run.error { throw .swift(error) }
    }

    static func picture(
        _ options: ExportSVGOptions, swift: SwiftFilesOptions, environment: [String: String],
        output: inout some TextOutputStream, notes: inout some TextOutputStream
    ) throws(CommandError) {
        let request = SwiftFilesRun.request(viewport: nil, device: options.device, direction: nil, appearance: options.appearance)
        let run = SwiftFilesRun(swift, request: request, environment: environment, notes: &notes)
        if let layout = run.layout {
            let picture = SwiftPicture.render(options, layout: layout, request: request)
            for note in picture.notes { notes.write("note: \(note)\n") }
            output.write(picture.svg)
        }
        if let error = run.error { throw .swift(error) }
    }
}
