import SectionGridHost
import SectionGridHostProtocol
import SectionLayout
import SectionSpec

/// Swift files laid out for a command: compiled (or taken from the cache) and run on the command
/// line's device — `--viewport` (else the device's bounds, else a spec's default 375 × 667), the
/// device's safe area, layout margins and scale, `--direction`, `--appearance`. What the program
/// printed goes to the notes stream as it printed it.
struct SwiftFilesRun {
    /// The frames and looks, as far as the run got (`nil`: none).
    var layout: HostLayout?
    /// The code's layout as a spec, when the request asked for it (`nil`: not asked, or none came).
    var model: HostModel?
    /// Why the run stopped short (`nil`: it did not).
    var error: SwiftFilesError?
    /// The request the program answered.
    var request: HostRequest
    /// The entry laid out (`nil` when none was found).
    var entry: SwiftEntry?

    /// The request for the command line's device.
    static func request(viewport: Size?, device: Device?, direction: Axis?, appearance: Appearance?) -> HostRequest {
        var request = HostRequest(id: 1, viewport: viewport ?? device?.bounds ?? LayoutSpec.defaultViewport)
        if let device {
            request.safeArea = device.safeAreaInsets
            request.layoutMargins = device.layoutMargins
            request.screenScale = device.screenScale
        }
        request.scrollDirection = direction
        request.appearance = appearance ?? .light
        return request
    }

    init(_ options: SwiftFilesOptions, request: HostRequest, environment: [String: String], notes: inout some TextOutputStream) {
        self.request = request
        SwiftProgram.takeChildrenDownOnSignals()
        let program: SwiftProgram
        do {
            program = try SwiftProgram(options, environment: environment)
        } catch {
            self.error = error
            return
        }
        entry = program.entry
        for note in program.notes { notes.write(note + "\n") }
        let result = program.run(request)
        if result.droppedOutput > 0 { notes.write("note: \(result.droppedOutput) bytes of the program's output left out\n") }
        notes.write(result.userOutput)
        layout = result.layout
        model = result.model
        error = result.error.map(SwiftFilesError.run)
    }
}
