#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs every benchmark and prints the metrics: `name value unit` lines as they are measured, or one
/// JSON object at the end with `--json`. Progress and timing go to standard error.
enum BenchReport {
    static func run(_ options: BenchOptions) {
        let sizes = options.sizes
        let start = Stopwatch.now()
        StandardError.write("sectiongrid-bench: \(options.quick ? "quick mode (small sizes)" : "full sizes"), "
              + "medians after a warm-up\n")
        let suites: [(String, () -> [Metric])] = [
            ("layout", { LayoutBenchmarks(sizes: sizes).run() }),
            ("query", { QueryBenchmarks(sizes: sizes).run() }),
            ("viewer", { ViewerBenchmarks(sizes: sizes).run() }),
            ("memory", { MemoryBenchmarks(sizes: sizes, quick: options.quick).run() }),
            ("terminal", { TerminalBenchmarks(sizes: sizes).run() }),
        ]
        var metrics: [Metric] = []
        for (name, suite) in suites where options.only.isEmpty || options.only.contains(name) {
            let measured = suite()
            metrics += measured
            guard !options.json else { continue }
            for metric in measured { print("\(metric.name) \(metric.formattedValue) \(metric.unit)") }
            fflush(nil)
        }
        if options.json { print(json(metrics, quick: options.quick)) }
        let elapsed = Double(Stopwatch.now() - start) * 1e-9
        StandardError.write("sectiongrid-bench: done in \(Metric.format(elapsed, decimals: 1)) s\n")
    }

    /// `{"mode": "full", "metrics": {"name": {"value": 1.5, "unit": "ms"}, …}}`, metrics in run order.
    static func json(_ metrics: [Metric], quick: Bool) -> String {
        let entries = metrics.map { metric in
            "    \"\(metric.name)\": {\"value\": \(metric.value.isFinite ? metric.formattedValue : "null"), "
                + "\"unit\": \"\(metric.unit)\"}"
        }
        return "{\n  \"mode\": \"\(quick ? "quick" : "full")\",\n  \"metrics\": {\n"
            + entries.joined(separator: ",\n") + "\n  }\n}"
    }
}
