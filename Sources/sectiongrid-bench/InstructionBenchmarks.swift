import Foundation

/// `instructions.*`: instructions counted by valgrind's callgrind for a `--profile` workload of this
/// benchmark, run twice with different iteration counts; the difference over the extra iterations is
/// the work of one (start-up and fixtures cancel out). Unlike times, the counts do not depend on the
/// machine's speed or load, so their targets are enforced. Without valgrind they are not measured.
///
/// - `instructions.scroll`, `instructions.column`: one one-row (one-column) step of the viewer on the
///   `terminal.bytes` screen — the command, the frame, ncurses's update — per step.
/// - `instructions.sized`: the sized-items flow layout (`flow.prepare.sized`), per item.
struct InstructionBenchmarks {
    let quick: Bool

    func run() -> [Metric] {
        guard let valgrind = InstructionBenchmarks.valgrind(),
            let program = IdleBenchmarks.siblingProgram("sectiongrid-bench")
        else {
            StandardError.write("sectiongrid-bench: instructions.* not measured (no valgrind)\n")
            return []
        }
        let items = Double(BenchSizes.quick.sizedItems)
        // Quick or not, the same sizes: the counts are the same either way, and quick's are cheap.
        return [
            Metric(
                name: "instructions.scroll", value: perIteration(valgrind, program, "terminal.scroll", 5, 15), unit: "instr/step"),
            Metric(
                name: "instructions.column", value: perIteration(valgrind, program, "terminal.column", 5, 15), unit: "instr/step"),
            Metric(
                name: "instructions.sized", value: perIteration(valgrind, program, "flow.sized", 2, 4) / items, unit: "instr/item"
            ),
        ]
    }

    /// Instructions of one iteration of `workload`: (count at `more` − count at `fewer`) / the difference.
    private func perIteration(_ valgrind: String, _ program: String, _ workload: String, _ fewer: Int, _ more: Int) -> Double {
        let low = count(valgrind, program, workload, fewer)
        let high = count(valgrind, program, workload, more)
        BenchCheck.require(high > low, "instructions: \(workload) counted \(low) then \(high)")
        return Double(high - low) / Double(more - fewer)
    }

    /// The instructions callgrind counts for `program --profile workload --iterations n` (quick sizes).
    private func count(_ valgrind: String, _ program: String, _ workload: String, _ iterations: Int) -> Int {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: valgrind)
        process.arguments = [
            "--tool=callgrind", "--callgrind-out-file=/dev/null", program,
            "--quick", "--profile", workload, "--iterations", "\(iterations)",
        ]
        // Swift seeds its hashing at random in each process: fixed, the count is the same run after run.
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_DETERMINISTIC_HASHING"] = "1"
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        do { try process.run() } catch { BenchCheck.fail("instructions: cannot run valgrind: \(error)") }
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        BenchCheck.require(
            process.terminationStatus == 0, "instructions: \(workload) under callgrind exited with \(process.terminationStatus)")
        // "==123== Collected : 4567890"
        guard let line = text.split(separator: "\n").last(where: { $0.contains("Collected :") }),
            let value = Int(line.split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? "")
        else {
            BenchCheck.fail("instructions: callgrind printed no count for \(workload)")
        }
        return value
    }

    /// valgrind's path on `PATH`, if it is there.
    static func valgrind() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/valgrind" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
