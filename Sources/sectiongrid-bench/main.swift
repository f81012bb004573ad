// sectiongrid-bench: the benchmark suite (issue 6). Run it as
//     swift run -c release sectiongrid-bench [--json] [--quick]
// Each metric is the median of repeated runs after a warm-up; see docs/performance.md.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

guard let options = BenchOptions(arguments: Array(CommandLine.arguments.dropFirst())) else {
    exit(CommandLine.arguments.contains { $0 == "-h" || $0 == "--help" } ? 0 : 2)
}

if let child = options.child {
    guard let value = MemoryBenchmarks.measure(child, sizes: options.sizes) else {
        BenchCheck.fail("unknown or unsupported child measurement \(child)")
    }
    print(Metric.format(value, decimals: 3))
    exit(0)
}

if let workload = options.profile {
    guard ProfileWorkload.run(workload, iterations: options.iterations, sizes: options.sizes) else {
        BenchCheck.fail("unknown workload \(workload) (workloads: \(ProfileWorkload.names.joined(separator: ", ")))")
    }
    exit(0)
}

BenchReport.run(options)
