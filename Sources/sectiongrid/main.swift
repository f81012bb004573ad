import Foundation
import SectionGridApp
import SectionGridTerminal

// A thin shell: behaviour lives in SectionGridApp (`SectionGridCLI`) and SectionGridTerminal (the
// ncurses viewer), where tests reach it.
var output = StandardOutputStream.standardOutput()
var errors = StandardOutputStream.standardError()
let environment = ProcessInfo.processInfo.environment
let status = SectionGridCLI.run(arguments: Array(CommandLine.arguments.dropFirst()), output: &output,
                                error: &errors) { loaded throws(CommandError) in
    try InteractiveViewer.run(loaded, environment: environment)
}
output.flush()
errors.flush()
exit(status)
