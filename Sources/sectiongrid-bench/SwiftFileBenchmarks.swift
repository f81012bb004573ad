import Foundation

/// `swift.frames.*`: `sectiongrid frames FILE.swift …` as a user runs it — the `sectiongrid` executable
/// beside the benchmark (the same build), a process per run, on `SwiftFileApp`'s two files in a cache
/// folder of the run's own (`XDG_CACHE_HOME`):
///
/// - `swift.frames.first`: the very first run, on an empty cache folder: also builds the compiler's
///   module cache (Clang's, kept beside SectionGrid's in `XDG_CACHE_HOME`), which happens once per
///   toolchain and cache folder — a user who has built Swift before has it;
/// - `swift.frames.cold`: the program not in the cache: reading, rewriting, compiling and linking
///   against SectionGrid's UIKit, running the program, printing (seed 000's 4 sections of 8/4 items);
/// - `swift.frames.cached`: the same files again, the binary taken from the cache;
/// - `swift.frames.cached.10k`: 10,000 items (100 sections of 100), cached, every cell's look read.
///
/// Then the viewer's figures (`SwiftHostBenchmarks`), in the same cache folder (its compiler's module
/// cache built).
///
/// Each run's answer is checked (every element, the bands' colours) and so is the cache (one binary,
/// kept: a cached run compiles nothing); those checks fail the run on any machine, the times are reported.
/// Without the executable or the module beside the benchmark (`swift build -c release` builds them) the
/// metrics are left out with a note, or fail the run under `CI=true`.
struct SwiftFileBenchmarks {
    let sizes: BenchSizes

    func run() -> [Metric] {
        guard let tool = Self.tool() else { return [] }
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let small = write(SwiftFileApp.seedItemCounts, into: folder + "/seed")
        let large = write(SwiftFileApp.largeItemCounts, into: folder + "/large")
        // The very first run: the cache folder empty, the compiler's module cache (Clang's, in the same
        // XDG_CACHE_HOME) built on the way, as it is once per toolchain.
        let cache = folder + "/cache"
        let first = time(tool, small, cache: cache, items: SwiftFileApp.seedItemCounts)
        var colds: [Double] = []
        for _ in 0..<(sizes.isQuick ? 1 : 5) {
            for binary in Self.binaries(in: cache) { unlink(cache + "/sectiongrid/bin/" + binary) }
            colds.append(time(tool, small, cache: cache, items: SwiftFileApp.seedItemCounts))
            BenchCheck.require(Self.binaries(in: cache).count == 1, "swift.frames.cold: the cache does not hold the program")
        }
        let binary = Self.binaries(in: cache).map { Self.inode(cache + "/sectiongrid/bin/" + $0) }
        let cached = (0..<(sizes.runs + 1)).map { _ in time(tool, small, cache: cache, items: SwiftFileApp.seedItemCounts) }
            .dropFirst()
        _ = time(tool, large, cache: cache, items: SwiftFileApp.largeItemCounts)
        let largeCached = (0..<(sizes.isQuick ? 1 : sizes.slowRuns)).map { _ in
            time(tool, large, cache: cache, items: SwiftFileApp.largeItemCounts)
        }
        // A compile would have renamed a new file (a new inode) into the entry's place.
        let binaries = Self.binaries(in: cache).map { Self.inode(cache + "/sectiongrid/bin/" + $0) }
        BenchCheck.require(
            binary.count == 1 && binaries.count == 2 && binaries.contains(binary[0]),
            "swift.frames.cached: the runs compiled again instead of taking the cached program")
        return [
            Metric(name: "swift.frames.first", value: first * 1e3, unit: "ms"),
            Metric(name: "swift.frames.cold", value: Stopwatch.median(of: colds) * 1e3, unit: "ms"),
            Metric(name: "swift.frames.cached", value: Stopwatch.median(of: Array(cached)) * 1e3, unit: "ms"),
            Metric(name: "swift.frames.cached.10k", value: Stopwatch.median(of: largeCached) * 1e3, unit: "ms"),
        ] + SwiftHostBenchmarks(sizes: sizes, folder: folder + "/host", cache: cache).run()
    }

    /// Writes the app with sections of `itemCounts` into `folder`; its files' paths.
    private func write(_ itemCounts: [Int], into folder: String) -> [String] {
        let files = [
            ("BandLayout.swift", SwiftFileApp.layout),
            ("BandsViewController.swift", SwiftFileApp.controller(itemCounts: itemCounts)),
        ]
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            return try files.map { name, text in
                let path = folder + "/" + name
                try Data(text.utf8).write(to: URL(fileURLWithPath: path))
                return path
            }
        } catch {
            BenchCheck.fail("swift.frames: cannot write the app into \(folder): \(error)")
        }
    }

    /// Seconds `sectiongrid frames FILES` took, from the start of its process to its end; its answer
    /// checked against `itemCounts`.
    private func time(_ tool: String, _ files: [String], cache: String, items itemCounts: [Int]) -> Double {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["frames"] + files + ["--viewport", "375x667"]
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = cache
        process.environment = environment
        // Into files, read after the run: what a pipe nobody reads would hold up is not timed.
        let outputPath = cache + ".out"
        let errorPath = cache + ".err"
        guard FileManager.default.createFile(atPath: outputPath, contents: nil),
            FileManager.default.createFile(atPath: errorPath, contents: nil),
            let output = FileHandle(forWritingAtPath: outputPath), let errors = FileHandle(forWritingAtPath: errorPath)
        else {
            BenchCheck.fail("swift.frames: cannot make \(outputPath)")
        }
        defer {
            try? output.close()
            try? errors.close()
        }
        process.standardOutput = output
        process.standardError = errors
        let start = Stopwatch.now()
        do {
            try process.run()
        } catch {
            BenchCheck.fail("swift.frames: cannot start \(tool): \(error)")
        }
        process.waitUntilExit()
        let seconds = Double(Stopwatch.now() - start) * 1e-9
        BenchCheck.require(
            process.terminationStatus == 0,
            "swift.frames: sectiongrid frames ended with status \(process.terminationStatus): "
                + ((try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""))
        Self.check((try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "", itemCounts: itemCounts)
        return seconds
    }

    /// Requires `output` to be the app's layout: each section's items 50 × 50 in lines of 6 (6 × 50 +
    /// 5 × 10 ≤ 355, inset 10 left and right), each a white cell, and a band across the 375 points behind
    /// each section, from its first line less the top inset (`inset`) to its last line plus the bottom
    /// one, in the delegate's colour.
    static func check(_ output: String, itemCounts: [Int], inset: Int = 10) {
        let lines = output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let cells = lines.filter { $0.hasPrefix("{\"kind\": \"cell\"") }
        let bands = lines.filter { $0.hasPrefix("{\"kind\": \"decoration\", \"elementKind\": \"Band\"") }
        BenchCheck.require(
            cells.count == itemCounts.reduce(0, +) && bands.count == itemCounts.count,
            "swift.frames: \(cells.count) cells and \(bands.count) bands, not \(itemCounts.reduce(0, +)) and \(itemCounts.count)")
        BenchCheck.require(
            cells.allSatisfy {
                $0.contains("\"width\": 50, \"height\": 50}, \"zIndex\": 0, \"view\": {\"backgroundColor\": \"#FFFFFFFF\"}}")
            },
            "swift.frames: a cell is not 50 × 50 and white")
        let colors = ["#00FF00FF", "#00FFFFFF", "#0000FFFF", "#800080FF"]
        var top = 0
        for (section, count) in itemCounts.enumerated() {
            let height = 2 * inset + (count + 5) / 6 * 60 - 10
            let expected =
                "{\"kind\": \"decoration\", \"elementKind\": \"Band\", \"section\": \(section), \"frame\": {\"x\": 0, \"y\": \(top), "
                + "\"width\": 375, \"height\": \(height)}, \"zIndex\": -1, \"view\": {\"backgroundColor\": \"\(colors[section % 4])\"}}"
            BenchCheck.require(
                bands[section].hasPrefix(expected), "swift.frames: band \(section) is \(bands[section]), not \(expected)")
            top += height
        }
    }

    /// The `sectiongrid` executable beside the benchmark, when it and SectionGrid's UIKit are there.
    private static func tool() -> String? {
        let executable =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let folder = (executable as NSString).deletingLastPathComponent
        let needed = [
            folder + "/sectiongrid", folder + "/Modules/SectionGridUIKit.swiftmodule", folder + "/libSectionGridUIKit.so",
        ]
        if let missing = needed.first(where: { !FileManager.default.fileExists(atPath: $0) }) {
            let note =
                "swift.frames: \(missing) is missing (`swift build -c release` builds the executable and SectionGrid's UIKit)"
            if ProcessInfo.processInfo.environment["CI"] == "true" { BenchCheck.fail(note) }
            StandardError.write("note: \(note); the swift.frames metrics are left out\n")
            return nil
        }
        return folder + "/sectiongrid"
    }

    /// The inode of the file at `path` (0 when there is none).
    private static func inode(_ path: String) -> UInt64 {
        var info = stat()
        return stat(path, &info) == 0 ? UInt64(info.st_ino) : 0
    }

    /// The cached programs in `cache`.
    private static func binaries(in cache: String) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: cache + "/sectiongrid/bin")) ?? []
    }

    /// A new private folder for the run.
    private static func temporaryFolder() -> String {
        var template = Array((NSTemporaryDirectory() + "sectiongrid-bench-swift.XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.flatMap(mkdtemp).map { String(cString: $0) }
        }
        guard let made else { BenchCheck.fail("swift.frames: cannot make a temporary folder") }
        return made
    }
}
