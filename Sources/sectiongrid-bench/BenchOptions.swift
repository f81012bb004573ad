/// The command line: `sectiongrid-bench [--json] [--quick]`, plus the hidden `--child NAME` that the
/// memory metrics re-run the benchmark with, so each is measured in a fresh process.
struct BenchOptions: Sendable {
    /// Print one JSON object instead of `name value unit` lines.
    var json = false
    /// Small sizes and few runs (a CI smoke test that runs in seconds).
    var quick = false
    /// Run only this memory measurement and print its value (internal).
    var child: String?
    /// Run one workload for a profiler instead of the benchmark (`ProfileWorkload`), this many times.
    var profile: String?
    var iterations = 10
    /// Run only these suites (`layout`, `query`, `viewer`, `memory`, `terminal`, `idle`, `instructions`,
    /// `swift`), for profiling.
    var only: Set<String> = []

    /// The usage line.
    static let usage = "usage: sectiongrid-bench [--json] [--quick] [--only SUITE,…] [--profile WORKLOAD [--iterations N]]"

    /// Parses `arguments` (without the program name); `nil` after printing a message on a bad argument
    /// or `--help`.
    init?(arguments: [String]) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--json": json = true
            case "--quick": quick = true
            case "--child":
                guard let name = remaining.popFirst() else { return nil }
                child = name
            case "--profile":
                guard let name = remaining.popFirst() else { return nil }
                profile = name
            case "--iterations":
                guard let text = remaining.popFirst(), let count = Int(text), count > 0 else { return nil }
                iterations = count
            case "--only":
                guard let names = remaining.popFirst() else { return nil }
                only.formUnion(names.split(separator: ",").map(String.init))
            case "-h", "--help":
                print(BenchOptions.usage)
                return nil
            default:
                print("error: unknown argument \(argument)\n\(BenchOptions.usage)")
                return nil
            }
        }
    }

    /// The problem sizes and repetition counts for this run.
    var sizes: BenchSizes { quick ? .quick : .full }
}
