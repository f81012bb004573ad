import Foundation
import SectionGridTestSupport
import SectionSpec

/// `sectiongrid-fuzz`. Built normally it is a seeded driver:
///
///     sectiongrid-fuzz [--iterations N] [--seed S] [--max-length BYTES] [--artifacts DIR]
///     sectiongrid-fuzz --write-corpus DIR      (seed inputs for libFuzzer: demos and generated specs)
///     sectiongrid-fuzz FILE...                 (replay inputs, e.g. a crash libFuzzer saved)
///     sectiongrid-fuzz --print-spec FILE...    (the spec an input generates)
///
/// Input `i` of a run is made from seed `S + i` alone, so `--seed S+i --iterations 1` replays it. Built
/// with `-Xswiftc -sanitize=fuzzer -Xswiftc -DFUZZING` it hands its arguments to libFuzzer instead
/// (`LibFuzzerDriver`).
@main
struct FuzzDriver {
    static func main() {
        #if FUZZING
        LibFuzzerDriver.run()
        #else
        do {
            exit(try run(Array(CommandLine.arguments.dropFirst())))
        } catch {
            FileHandle.standardError.write(Data("sectiongrid-fuzz: \(error)\n".utf8))
            exit(2)
        }
        #endif
    }

    static func run(_ arguments: [String]) throws -> Int32 {
        let options = try FuzzOptions(arguments)
        if let folder = options.corpusFolder {
            try FuzzCorpus.write(to: folder, generated: options.iterations)
            print("sectiongrid-fuzz: wrote the seed corpus to \(folder)")
            return 0
        }
        if !options.files.isEmpty {
            var failures = 0
            for file in options.files {
                let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))
                if options.printSpecs {
                    var generator = SpecGenerator(FuzzBytes(bytes))
                    print(JSONWriter().write(generator.spec()))
                    continue
                }
                do {
                    try FuzzHarness.run(bytes)
                    print("\(file): ok")
                } catch {
                    print("\(file): FAILED: \(error)")
                    failures += 1
                }
            }
            return failures == 0 ? 0 : 1
        }
        let clock = ContinuousClock()
        let start = clock.now
        for iteration in 0..<options.iterations {
            let seed = options.seed &+ UInt64(iteration)
            let (bytes, textOnly) = FuzzCorpus.input(seed: seed, maximumLength: options.maximumLength)
            do {
                if textOnly {
                    try FuzzHarness.checkText(bytes)
                } else {
                    try FuzzHarness.run(bytes)
                }
            } catch {
                let path = options.artifacts + "/sectiongrid-fuzz-failure-\(seed).bin"
                try Data(bytes).write(to: URL(fileURLWithPath: path))
                print("sectiongrid-fuzz: input \(iteration) (seed \(seed)) FAILED: \(error)\nsaved as \(path)")
                return 1
            }
            if options.progress, (iteration + 1) % 1_000 == 0 {
                print("sectiongrid-fuzz: \(iteration + 1) inputs, \(clock.now - start)")
            }
        }
        print("sectiongrid-fuzz: \(options.iterations) inputs from seed \(options.seed), no failures (\(clock.now - start))")
        return 0
    }
}
