import Foundation
import SectionGridApp

// A thin shell: all behaviour lives in SectionGridApp's `SectionGridCLI`, where tests reach it.
var output = StandardOutputStream.standardOutput()
var errors = StandardOutputStream.standardError()
let status = SectionGridCLI.run(arguments: Array(CommandLine.arguments.dropFirst()), output: &output, error: &errors)
output.flush()
errors.flush()
exit(status)
