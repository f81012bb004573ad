// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "SectionGrid",
    products: [
        .library(name: "SectionLayout", targets: ["SectionLayout"]),
        .library(name: "CellGrid", targets: ["CellGrid"]),
        .library(name: "SectionGridApp", targets: ["SectionGridApp"]),
        .executable(name: "sectiongrid", targets: ["sectiongrid"]),
        .executable(name: "sectiongrid-bench", targets: ["sectiongrid-bench"]),
        .executable(name: "sectiongrid-fuzz", targets: ["sectiongrid-fuzz"]),
    ],
    targets: [
        // Stdlib only. `Double.rounded()` lowers to libm calls, which nothing else links on Linux.
        .target(name: "SectionLayout", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        .target(name: "CellGrid", dependencies: ["SectionLayout"]),
        .target(name: "SectionGridApp", dependencies: ["SectionLayout", "CellGrid"]),
        // One seeded generator for the property tests, the fuzz driver and the benchmark.
        .target(name: "SeededRandom"),
        // libncursesw through pkg-config: a modulemap and a header of declarations. SwiftPM drops its -D
        // flags, so ncursesw.h defines what it needs.
        .systemLibrary(name: "CNcursesw", pkgConfig: "ncursesw", providers: [.apt(["libncurses-dev"]), .brew(["ncurses"])]),
        // The C that holds state or logic (the exit-signal flag, terminfo output, macro wrappers): defined
        // once in shim.c, never in a header, so every module sees the same copy.
        .target(name: "CNcurseswShim", dependencies: ["CNcursesw"]),
        // The only code that talks to ncurses; a library so the benchmark can drive it too.
        .target(name: "SectionGridTerminal", dependencies: ["CNcursesw", "CNcurseswShim", "CellGrid", "SectionGridApp"]),
        .executableTarget(name: "sectiongrid",
                          dependencies: ["SectionLayout", "CellGrid", "SectionGridApp", "SectionGridTerminal"]),
        .executableTarget(name: "sectiongrid-bench",
                          dependencies: ["SectionLayout", "CellGrid", "SectionGridApp", "SectionGridTerminal", "SeededRandom"]),
        // The fuzz target: a seeded driver; built with -sanitize=fuzzer -DFUZZING, its main hands over to
        // libFuzzer's driver (LLVMFuzzerRunDriver) instead. See README "Limits and errors".
        .executableTarget(name: "sectiongrid-fuzz", dependencies: ["SectionLayout", "CellGrid", "SectionGridApp", "SeededRandom"]),
        .testTarget(name: "SectionLayoutTests", dependencies: ["SectionLayout", "SeededRandom"]),
        .testTarget(name: "CellGridTests", dependencies: ["CellGrid", "SectionLayout", "SeededRandom"]),
        // Fixtures (fuzz inputs kept as regression tests) are read through #filePath, not as resources.
        .testTarget(name: "SectionGridAppTests", dependencies: ["SectionGridApp", "CellGrid", "SectionLayout"],
                    exclude: ["Fixtures"]),
        // The real ncurses terminal on files: bytes sent per frame.
        .testTarget(name: "SectionGridTerminalTests",
                    dependencies: ["SectionGridTerminal", "SectionGridApp", "CellGrid", "SectionLayout"]),
    ],
    swiftLanguageModes: [.v6]
)
