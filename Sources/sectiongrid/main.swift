import Foundation
import SectionGridCommandLine
import SectionGridTerminal

// A thin shell: behaviour lives in SectionGridCommandLine (`SectionGridCLI`) and SectionGridTerminal
// (the ncurses viewer), where tests reach it.
var output = StandardOutputStream.standardOutput()
var errors = StandardOutputStream.standardError()
let environment = ProcessInfo.processInfo.environment
let status = SectionGridCLI.run(
    arguments: Array(CommandLine.arguments.dropFirst()), output: &output,
    error: &errors
) { loaded throws(CommandError) in
    do throws(TerminalError) {
        return try InteractiveViewer.run(loaded, environment: environment)
    } catch {
        throw .viewer(error.description)
    }
} programViewer: { options, device, direction throws(CommandError) in
    do throws(TerminalError) {
        return try InteractiveViewer.runProgram(options, device: device, direction: direction, environment: environment)
    } catch {
        throw .viewer(error.description)
    }
}
output.flush()
errors.flush()
exit(status)
