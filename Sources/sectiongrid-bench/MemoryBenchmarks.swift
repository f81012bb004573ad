import Foundation
import SectionLayout

/// `memory.uniform` and `memory.sized`, each measured in a fresh child process (this executable run with
/// the hidden `--child NAME`), so nothing else the benchmark allocated counts.
struct MemoryBenchmarks {
    let sizes: BenchSizes
    let quick: Bool

    func run() -> [Metric] {
        [
            Metric(name: "memory.uniform", value: median("memory.uniform") / 1_048_576, unit: "MiB"),
            Metric(name: "memory.sized", value: median("memory.sized"), unit: "bytes/item"),
        ]
    }

    /// The median over three child processes (one in quick mode).
    private func median(_ name: String) -> Double {
        Stopwatch.median(of: (0..<(quick ? 1 : 3)).map { _ in child(name) })
    }

    /// Runs this executable with `--child name` and reads the number it prints.
    private func child(_ name: String) -> Double {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: MemoryBenchmarks.executablePath)
        // Sized items always at full size: the growth per item of a hundredth of them is mostly the
        // allocator's granularity.
        process.arguments = ["--child", name] + (quick && name != "memory.sized" ? ["--quick"] : [])
        let pipe = Pipe()
        process.standardOutput = pipe
        do {
            try process.run()
        } catch {
            BenchCheck.fail("cannot run the \(name) child process: \(error)")
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard process.terminationStatus == 0, let value = Double(text) else {
            BenchCheck.fail("the \(name) child process failed (status \(process.terminationStatus)): \(text)")
        }
        return value
    }

    /// This executable, for re-running it.
    static var executablePath: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    /// The child's side: measures `name` and returns the value to print (`nil` for an unknown name).
    static func measure(_ name: String, sizes: BenchSizes) -> Double? {
        switch name {
        case "memory.uniform":
            // Peak resident memory of the whole process that holds the 10,000,000-item layout.
            let flow = Fixtures.uniformFlow(
                sections: sizes.uniformSections,
                itemsPerSection: sizes.uniformItemsPerSection)
            let layout = flow.layout(in: Fixtures.container)
            BenchCheck.require(
                layout.numberOfItems == sizes.uniformSections * sizes.uniformItemsPerSection,
                "the uniform layout lost items")
            blackHole(layout)
            return ProcessMemory.peakResident.map(Double.init)
        case "memory.sized":
            // Growth of the peak from before the item sizes exist to after the layout: the sizes the
            // caller passes (16 bytes an item) plus everything the layout keeps and allocates on the way.
            guard let start = ProcessMemory.resident else { return nil }
            let flow = Fixtures.sizedFlow(sections: sizes.sizedSections, itemsPerSection: sizes.sizedItemsPerSection)
            let layout = flow.layout(in: Fixtures.container)
            BenchCheck.require(layout.numberOfItems == sizes.sizedItems, "the sized layout lost items")
            blackHole(layout)
            blackHole(flow)
            return ProcessMemory.peakResident.map { Double($0 - start) / Double(sizes.sizedItems) }
        default:
            return nil
        }
    }
}
