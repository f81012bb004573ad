#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs every benchmark and prints the metrics: `name value unit` lines as they are measured, or one
/// JSON object at the end with `--json`; the load average at the start and end of the run comes first
/// and last. Progress, targets and timing go to standard error. A wrong answer or a missed target that
/// does not depend on the machine ends the run with status 1 and one `error:` line.
enum BenchReport {
    static func run(_ options: BenchOptions) {
        let sizes = options.sizes
        let start = Stopwatch.now()
        StandardError.write(
            "sectiongrid-bench: \(options.quick ? "quick mode (small sizes)" : "full sizes"), "
                + "medians after a warm-up\n")
        var metrics: [Metric] = []
        let startLoad = LoadAverage.now()
        emit(loadMetric("load.start", startLoad), json: options.json)
        let suites: [(String, () -> [Metric])] = [
            ("layout", { LayoutBenchmarks(sizes: sizes).run() + CompositionalBenchmarks(sizes: sizes).run() }),
            ("query", { QueryBenchmarks(sizes: sizes).run() }),
            ("viewer", { ViewerBenchmarks(sizes: sizes).run() + LiveBenchmarks(sizes: sizes).run() }),
            ("memory", { MemoryBenchmarks(sizes: sizes, quick: options.quick).run() }),
            ("terminal", { TerminalBenchmarks(sizes: sizes).run() }),
            ("idle", { IdleBenchmarks().run() }),
            ("instructions", { InstructionBenchmarks(quick: options.quick).run() }),
            ("swift", { SwiftFileBenchmarks(sizes: sizes).run() }),
        ]
        for (name, suite) in suites where options.only.isEmpty || options.only.contains(name) {
            for var metric in suite() {
                BenchCheck.require(
                    metric.value.isFinite && (metric.value > 0 || metric.mayBeZero && metric.value == 0),
                    "\(metric.name) measured \(metric.formattedValue) \(metric.unit)")
                metric.target = BenchTargets.target(for: metric.name, quick: options.quick)
                metrics.append(metric)
                emit(metric, json: options.json)
            }
        }
        let endLoad = LoadAverage.now()
        emit(loadMetric("load.end", endLoad), json: options.json)
        if options.json {
            print(json(metrics, quick: options.quick, load: (startLoad, endLoad)))
        }
        let elapsed = Double(Stopwatch.now() - start) * 1e-9
        StandardError.write(
            "sectiongrid-bench: load average \(startLoad?.description ?? "unknown") at the start, "
                + "\(endLoad?.description ?? "unknown") at the end; done in \(Metric.format(elapsed, decimals: 1)) s\n")
        checkTargets(metrics)
    }

    /// The 1-minute load average as a metric line (`load.start 0.42 loadavg`).
    private static func loadMetric(_ name: String, _ load: LoadAverage?) -> Metric? {
        load.map { Metric(name: name, value: $0.one, unit: "loadavg") }
    }

    private static func emit(_ metric: Metric?, json: Bool) {
        guard let metric, !json else { return }
        print("\(metric.name) \(metric.formattedValue) \(metric.unit)")
        fflush(nil)
    }

    /// Reports every target on standard error and fails on the first enforced one missed.
    static func checkTargets(_ metrics: [Metric]) {
        for metric in metrics {
            guard let target = metric.target else { continue }
            let met = target.isMet(by: metric.value, limit: target.limit)
            // A miss that fails nothing says so: a target only reported, or one still within its enforced limit.
            let verdict: String
            if met {
                verdict = "met"
            } else if let enforced = target.enforced {
                verdict =
                    target.isMet(by: metric.value, limit: enforced)
                    ? "missed (within the enforced \(target.describe(enforced)))" : "missed"
            } else {
                verdict = "missed (reported only)"
            }
            StandardError.write(
                "target: \(metric.name) \(metric.formattedValue) \(metric.unit), "
                    + "\(target.describe(target.limit)): \(verdict)\n")
        }
        for metric in metrics {
            guard let target = metric.target, let limit = target.enforced, !target.isMet(by: metric.value, limit: limit)
            else { continue }
            BenchCheck.fail(
                "\(metric.name) is \(metric.formattedValue) \(metric.unit), beyond the \(target.describe(limit)) "
                    + "it must stay within on any machine")
        }
    }

    /// `{"mode": "full", "load": {"start": [1m, 5m, 15m], "end": […]}, "metrics": {"name": {"value": 1.5,
    /// "unit": "ms", "target": "≤ 10"}, …}}`, metrics in run order.
    static func json(_ metrics: [Metric], quick: Bool, load: (start: LoadAverage?, end: LoadAverage?)) -> String {
        func loads(_ load: LoadAverage?) -> String {
            load.map {
                "[\(Metric.format($0.one, decimals: 2)), \(Metric.format($0.five, decimals: 2)), "
                    + "\(Metric.format($0.fifteen, decimals: 2))]"
            } ?? "null"
        }
        let entries = metrics.map { metric in
            "    \"\(metric.name)\": {\"value\": \(metric.value.isFinite ? metric.formattedValue : "null"), "
                + "\"unit\": \"\(metric.unit)\""
                + (metric.target.map { ", \"target\": \"\($0.describe($0.limit))\"" } ?? "") + "}"
        }
        return "{\n  \"mode\": \"\(quick ? "quick" : "full")\",\n"
            + "  \"load\": {\"start\": \(loads(load.start)), \"end\": \(loads(load.end))},\n"
            + "  \"metrics\": {\n" + entries.joined(separator: ",\n") + "\n  }\n}"
    }
}
