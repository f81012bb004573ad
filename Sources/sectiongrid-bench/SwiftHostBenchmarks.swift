import Foundation
import SectionGridHost
import SectionGridHostProtocol
import SectionGridSession
import SectionGridViewer
import SectionLayout

/// The viewer on Swift files (issue 28 §5), on `SwiftFileApp` with 1,000 items (10 sections of 100), its
/// section inset the layout object's (which its bands read in `prepare()`, as seed 000's do), in the
/// cache folder `SwiftFileBenchmarks` used (the compiler's module cache built, as a user's is):
///
/// - `swift.open.cold`: from nothing to the first answer with the model — the files read, compiled
///   (the binary not cached), the program started as a `LayoutHost` and its first answer (looks and
///   model) read;
/// - `swift.open.cached`: the same with the binary from the cache;
/// - `swift.tweak`: a request with a layout-wide section inset override to the running host, answered
///   with every cell's look (median of several, the inset alternating);
/// - `swift.save`: a save of the controller file (a new inset literal) to the new program's first
///   answer, through `ProgramLink` driven as the viewer's run loop drives it (its watchers, the settle
///   time, the compile on its thread, the new host);
/// - `swift.host.wakeups`: the running host's voluntary context switches (all its threads) over a
///   second idle after an answer.
///
/// Every answer is checked (every cell, each band following the inset, the model's inset).
struct SwiftHostBenchmarks {
    let sizes: BenchSizes
    /// The folder the app is written into.
    let folder: String
    /// `XDG_CACHE_HOME` of the runs.
    let cache: String

    static let viewport = Size(width: 375, height: 667)
    static let items = SwiftFileApp.thousandItemCounts

    func run() -> [Metric] {
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = cache
        let files = write(inset: 10)
        var options = SwiftFilesOptions(paths: files)
        options.timeout = 60

        var colds: [Double] = []
        var compiled: String?
        for _ in 0..<(sizes.isQuick ? 1 : 5) {
            if let compiled { unlink(compiled) } // The last one stays, for the cached runs.
            let (seconds, program, host) = open(options, environment: environment, cached: false)
            host.close()
            compiled = program.executable
            colds.append(seconds)
        }
        var cacheds: [Double] = []
        var running: LayoutHost?
        for run in 0..<(sizes.runs + 1) {
            let (seconds, _, host) = open(options, environment: environment, cached: true)
            if run > 0 { cacheds.append(seconds) } // The first is the warm-up.
            running?.close()
            running = host
        }
        guard let host = running else { BenchCheck.fail("swift.open.cached: no host") }
        defer { host.close() }

        var tweaks: [Double] = []
        for run in 0..<(sizes.runs * 3 + 1) {
            let inset = run % 2 == 0 ? 14 : 10
            var request = HostRequest(id: 100 + run, viewport: Self.viewport)
            request.overrides.layout.sectionInset = EdgeInsets(
                top: Double(inset), left: 10, bottom: Double(inset), right: 10)
            let start = Stopwatch.now()
            let (layout, _) = Self.answer(host, request, metric: "swift.tweak")
            let seconds = Double(Stopwatch.now() - start) * 1e-9
            SwiftFileBenchmarks.check(layout.framesText, itemCounts: Self.items, inset: inset)
            if run > 0 { tweaks.append(seconds) }
        }

        let wakeups = idleWakeups(host)
        let save = saves(options, environment: environment)
        return [
            Metric(name: "swift.open.cold", value: Stopwatch.median(of: colds) * 1e3, unit: "ms"),
            Metric(name: "swift.open.cached", value: Stopwatch.median(of: cacheds) * 1e3, unit: "ms"),
            Metric(name: "swift.tweak", value: Stopwatch.median(of: tweaks) * 1e3, unit: "ms"),
            Metric(name: "swift.save", value: save * 1e3, unit: "ms"),
            Metric(name: "swift.host.wakeups", value: wakeups, unit: "wakeups/s", mayBeZero: true),
        ]
    }

    /// Writes the app (its layout's section inset `inset` top and bottom) into `folder`; its files' paths.
    private func write(inset: Int) -> [String] {
        let files = [
            ("BandLayout.swift", SwiftFileApp.layout),
            ("BandsViewController.swift", SwiftFileApp.controller(itemCounts: Self.items, layoutInset: inset)),
        ]
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            return try files.map { name, text in
                let path = folder + "/" + name
                try AtomicFile.write(Array(text.utf8), to: path)
                return path
            }
        } catch {
            BenchCheck.fail("swift.open: cannot write the app into \(folder): \(error)")
        }
    }

    /// Seconds from nothing to the first answer with the model: the program made (compiled, or from the
    /// cache as `cached` requires), started, and its answer read and checked.
    private func open(_ options: SwiftFilesOptions, environment: [String: String], cached: Bool)
        -> (Double, SwiftProgram, LayoutHost)
    {
        let name = cached ? "swift.open.cached" : "swift.open.cold"
        let start = Stopwatch.now()
        let program: SwiftProgram
        do {
            program = try SwiftProgram(options, environment: environment)
        } catch {
            BenchCheck.fail("\(name): \(error)")
        }
        let host = LayoutHost(program: program)
        var request = HostRequest(id: 1, viewport: Self.viewport)
        request.readsModel = true
        let (layout, model) = Self.answer(host, request, metric: name)
        let seconds = Double(Stopwatch.now() - start) * 1e-9
        BenchCheck.require(program.wasCached == cached, "\(name): the program was \(cached ? "compiled" : "cached")")
        BenchCheck.require(
            model?.spec.flowLayout?.sectionInset == EdgeInsets(top: 10, left: 10, bottom: 10, right: 10),
            "\(name): the model's section inset is not the code's 10")
        SwiftFileBenchmarks.check(layout.framesText, itemCounts: Self.items)
        return (seconds, program, host)
    }

    /// Sends `request` and sleeps on the host's descriptors until its answer.
    static func answer(_ host: LayoutHost, _ request: HostRequest, metric: String) -> (HostLayout, HostModel?) {
        if let failure = host.send(request) { BenchCheck.fail("\(metric): \(failure)") }
        while true {
            switch host.read() {
            case .answered(let layout, let model)?:
                BenchCheck.require(layout.request == request.id, "\(metric): answer \(layout.request) to \(request.id)")
                return (layout, model)
            case .failed(let error)?:
                BenchCheck.fail("\(metric): \(error)")
            case nil:
                let left = host.timeLeft.map { max(1, milliseconds($0)) } ?? 1_000
                var descriptors = host.descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
                _ = poll(&descriptors, nfds_t(descriptors.count), Int32(min(left, 1_000)))
            }
        }
    }

    /// The host's voluntary context switches a second over one idle second after an answer.
    private func idleWakeups(_ host: LayoutHost) -> Double {
        _ = Self.answer(host, HostRequest(id: 999, viewport: Self.viewport), metric: "swift.host.wakeups")
        guard let pid = host.processID else { BenchCheck.fail("swift.host.wakeups: the host is not running") }
        Thread.sleep(forTimeInterval: 0.1)
        guard let before = Self.voluntarySwitches(pid) else {
            StandardError.write("sectiongrid-bench: swift.host.wakeups not measured (no /proc)\n")
            return 0
        }
        Thread.sleep(forTimeInterval: 1)
        guard let after = Self.voluntarySwitches(pid), host.processID == pid else {
            BenchCheck.fail("swift.host.wakeups: the host ended while idle")
        }
        return Double(after - before)
    }

    /// The voluntary context switches of all of `pid`'s threads (`/proc/PID/task/*/status`).
    static func voluntarySwitches(_ pid: Int32) -> Int? {
        guard let tasks = try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task") else { return nil }
        var total = 0
        for task in tasks {
            guard let status = try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/status", encoding: .utf8) else {
                continue
            }
            for line in status.split(separator: "\n") where line.hasPrefix("voluntary_ctxt_switches:") {
                total += Int(line.dropFirst("voluntary_ctxt_switches:".count).trimmingCharacters(in: .whitespaces)) ?? 0
            }
        }
        return total
    }

    /// Median seconds from a save of the controller file (a new inset, so a new program) to the new
    /// program's first answer, `ProgramLink` driven as the viewer's run loop drives it.
    private func saves(_ options: SwiftFilesOptions, environment: [String: String]) -> Double {
        let link = ProgramLink(options: options, environment: environment, device: nil, direction: nil)
        defer { link.close() }
        var state = ViewerSession.program(link, device: nil, columns: 200, rows: 60, depth: .truecolor).state
        let origin = ContinuousClock.now
        let clock = { ContinuousClock.now - origin }
        let opened = Self.loaded(link, &state, clock: clock, metric: "swift.save")
        BenchCheck.require(opened.spec.flowLayout?.sectionInset.top == 10, "swift.save: the first model's inset is not 10")
        var samples: [Double] = []
        for run in 0..<(sizes.isQuick ? 1 : 5) {
            let inset = 11 + run // A new program every save: nothing cached.
            let controller = options.paths[1]
            let start = Stopwatch.now()
            do {
                try AtomicFile.write(
                    Array(SwiftFileApp.controller(itemCounts: Self.items, layoutInset: inset).utf8), to: controller)
            } catch {
                BenchCheck.fail("swift.save: cannot save \(controller): \(error)")
            }
            let model = Self.loaded(link, &state, clock: clock, metric: "swift.save")
            samples.append(Double(Stopwatch.now() - start) * 1e-9)
            BenchCheck.require(
                model.spec.flowLayout?.sectionInset.top == Double(inset),
                "swift.save: the new model's inset is \(model.spec.flowLayout?.sectionInset.top ?? -1), not the saved \(inset)")
            BenchCheck.require(
                model.picture.elements.elements.count == Self.items.reduce(0, +) + Self.items.count,
                "swift.save: the new picture has \(model.picture.elements.elements.count) elements")
        }
        return Stopwatch.median(of: samples)
    }

    /// Drives `link` (its events into `state`, its requests sent, asleep on its descriptors) until a
    /// program answers with its model; within 60 s.
    static func loaded(_ link: ProgramLink, _ state: inout ViewerState, clock: () -> Duration, metric: String)
        -> ProgramModel
    {
        let limit = clock() + .seconds(60)
        while clock() < limit {
            for event in link.update(at: clock(), state: state) {
                _ = state.apply(.file(event))
                if case .programLoaded(let model) = event { return model }
                if case .programFailed(let lines) = event {
                    BenchCheck.fail("\(metric): \(lines.joined(separator: "\n"))")
                }
            }
            if let failure = link.send(for: state) {
                BenchCheck.fail("\(metric): \(failure)")
            }
            let wait = link.wait(at: clock()).map(milliseconds) ?? 1_000
            var descriptors = link.eventDescriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            _ = poll(&descriptors, nfds_t(descriptors.count), Int32(max(1, min(wait, 1_000))))
        }
        BenchCheck.fail("\(metric): no answer within 60 s")
    }

    /// `duration` in whole milliseconds, rounded up.
    static func milliseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        return Int(seconds) * 1_000 + Int((attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
    }
}
