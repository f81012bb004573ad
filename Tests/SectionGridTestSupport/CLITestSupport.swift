import SectionGridCommandLine

/// What one in-process run of `sectiongrid` printed and returned.
struct CLIRun: Equatable {
    var status: Int32
    var output: String
    var error: String
}

func runCLI(_ arguments: [String]) -> CLIRun {
    var output = ""
    var error = ""
    let status = SectionGridCLI.run(arguments: arguments, output: &output, error: &error)
    return CLIRun(status: status, output: output, error: error)
}
