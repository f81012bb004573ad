// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "SectionGrid",
    products: [
        .library(name: "SectionLayout", targets: ["SectionLayout"]),
        .library(name: "SectionSpec", targets: ["SectionSpec"]),
        .library(name: "CellGrid", targets: ["CellGrid"]),
        .library(name: "SectionGridSVG", targets: ["SectionGridSVG"]),
        .library(name: "SectionGridExport", targets: ["SectionGridExport"]),
        .library(name: "SectionGridViewer", targets: ["SectionGridViewer"]),
        .library(name: "SectionGridSession", targets: ["SectionGridSession"]),
        .library(name: "SectionGridCommandLine", targets: ["SectionGridCommandLine"]),
        // SectionGrid's UIKit as a shared library: what a user's Swift file is linked with (`swiftc
        // -module-alias UIKit=SectionGridUIKit -I .build/<config>/Modules -L .build/<config>
        // -lSectionGridUIKit`; docs/uikit.md). `swift build` builds it beside the executable.
        .library(name: "SectionGridUIKit", type: .dynamic, targets: ["SectionGridUIKit"]),
        .executable(name: "sectiongrid", targets: ["sectiongrid"]),
        .executable(name: "sectiongrid-bench", targets: ["sectiongrid-bench"]),
        .executable(name: "sectiongrid-fuzz", targets: ["sectiongrid-fuzz"]),
    ],
    targets: [
        // Stdlib only. `Double.rounded()` lowers to libm calls, which nothing else links on Linux.
        .target(name: "SectionLayout", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        // The spec: JSON reader and writer, the spec model, decoding, encoding, limits, demos. Foundation
        // for files only; what a code generator or another front end needs, and nothing else.
        .target(name: "SectionSpec", dependencies: ["SectionLayout"]),
        .target(name: "CellGrid", dependencies: ["SectionLayout"]),
        // Pictures: the scene as SVG at one user unit per point (`export svg`, the viewer's `p`). A
        // SceneVisitor beside the cell rasteriser, so pictures and the terminal share one walk.
        .target(name: "SectionGridSVG", dependencies: ["CellGrid", "SectionLayout"]),
        // Exporters: a spec as code for the app (`export swift`: UIKit Swift). The spec is all they need.
        .target(name: "SectionGridExport", dependencies: ["SectionSpec", "SectionLayout"]),
        // The viewer as values: state, commands (file events among them), effects, keys, screen, status
        // bar, help, the picture of the screen. Pure: no file I/O, no ncurses.
        .target(name: "SectionGridViewer",
                dependencies: ["SectionSpec", "SectionGridSVG", "CellGrid", "SectionLayout"]),
        // The viewer's host: the session loop, the watchers whose file events become commands, the
        // reloaders, the saver, atomic and sibling files, the exporters' writers — the viewer's effects
        // carried out on disk. A terminal plugs in as a `TerminalDevice`.
        .target(name: "SectionGridSession",
                dependencies: ["SectionGridViewer", "SectionGridExport", "SectionGridSVG", "SectionSpec", "CellGrid",
                               "SectionLayout"]),
        // The command line as a library (subcommands, options, `frames` and `snapshot`): the executable
        // calls it, tests run it in-process.
        .target(name: "SectionGridCommandLine",
                dependencies: ["SectionGridSession", "SectionGridViewer", "SectionGridExport", "SectionGridSVG", "SectionSpec",
                               "CellGrid", "SectionLayout", "SectionGridHost", "SectionGridHostProtocol"]),
        // The messages between a compiled Swift layout (SectionGridUIKit's host) and the tool that runs
        // it: requests in, elements and their views' looks out, one JSON object a line.
        .target(name: "SectionGridHostProtocol", dependencies: ["SectionLayout"]),
        // SectionGrid's UIKit: what user code reaches as `import UIKit` (`-module-alias
        // UIKit=SectionGridUIKit`), its layouts on SectionLayout's engines, and the host (`Host/`) a
        // compiled user program runs to lay out and answer requests.
        .target(name: "SectionGridUIKit", dependencies: ["SectionLayout", "SectionGridHostProtocol"]),
        // The tool's side of a user's Swift files (`Swift/`): the line-keeping rewrite the platform forces
        // (a tokenizer of its own), the entry, `main.swift`, the compile against SectionGridUIKit, the
        // binary cache, and the compiled program run as a subprocess under a time limit.
        .target(name: "SectionGridHost", dependencies: ["SectionGridHostProtocol", "CellGrid", "SectionLayout", "CSpawn"]),
        // Starting a subprocess in a process group of its own that dies with the tool
        // (`PR_SET_PDEATHSIG`), and the signal handler that takes that group down with the tool: C,
        // since only async-signal-safe calls may run between `fork` and `exec`.
        .target(name: "CSpawn"),
        // One seeded generator for the property tests, the fuzz driver and the benchmark.
        .target(name: "SeededRandom"),
        // libncursesw through pkg-config: a modulemap and a header of declarations. SwiftPM drops its -D
        // flags, so ncursesw.h defines what it needs.
        .systemLibrary(name: "CNcursesw", pkgConfig: "ncursesw", providers: [.apt(["libncurses-dev"]), .brew(["ncurses"])]),
        // The C that holds state or logic (the exit-signal flag, terminfo output, macro wrappers): defined
        // once in shim.c, never in a header, so every module sees the same copy.
        .target(name: "CNcurseswShim", dependencies: ["CNcursesw"]),
        // The system zlib, for the picture tests only (they inflate the PNGs rsvg-convert writes); no
        // library links it, so building the package needs no zlib headers.
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
        // The only code that talks to ncurses (a `TerminalDevice` for SectionGridSession's run loop); a
        // library so the benchmark can drive it too.
        .target(name: "SectionGridTerminal",
                dependencies: ["CNcursesw", "CNcurseswShim", "CellGrid", "SectionSpec", "SectionGridViewer",
                               "SectionGridSession"]),
        .executableTarget(name: "sectiongrid", dependencies: ["SectionGridCommandLine", "SectionGridTerminal"]),
        .executableTarget(name: "sectiongrid-bench",
                          dependencies: ["SectionLayout", "SectionSpec", "CellGrid", "SectionGridViewer",
                                         "SectionGridSession", "SectionGridTerminal", "SeededRandom"]),
        // The fuzz target: a seeded driver; built with -sanitize=fuzzer -DFUZZING, its main hands over to
        // libFuzzer's driver (LLVMFuzzerRunDriver) instead. See docs/limits.md, "Fuzzing".
        .executableTarget(name: "sectiongrid-fuzz",
                          dependencies: ["SectionLayout", "SectionSpec", "CellGrid", "SectionGridViewer",
                                         "SectionGridCommandLine", "SectionGridSVG", "SeededRandom"]),
        .testTarget(name: "SectionLayoutTests", dependencies: ["SectionLayout", "SeededRandom"]),
        // Builds and runs without CellGrid or ncurses. Its helpers (spec text, bad-spec tables, temporary
        // folders) serve the test targets below, which depend on it.
        .testTarget(name: "SectionSpecTests", dependencies: ["SectionSpec", "SectionLayout"]),
        // Golden Swift files, and the generated code compiled with `swiftc` against SectionGridUIKit (the
        // module and library `swift build` puts beside the executable) and run through its host.
        .testTarget(name: "SectionGridExportTests",
                    dependencies: ["SectionGridExport", "SectionGridCommandLine", "SectionGridSVG", "CellGrid", "SectionSpec",
                                   "SectionLayout", "SectionSpecTests", "SeededRandom", "SectionGridHostProtocol", "SectionGridHost"],
                    exclude: ["Fixtures", "Driver"]),
        // SectionGridUIKit in-process, and apps of its own (Fixtures/Apps) compiled against the built module
        // as a user's files are and run through the layout host.
        .testTarget(name: "SectionGridUIKitTests",
                    dependencies: ["SectionGridUIKit", "SectionGridHostProtocol", "SectionGridCommandLine", "SectionLayout",
                                   "SectionGridExportTests"],
                    exclude: ["Fixtures"]),
        // The tool's side of Swift files: tokenizer, rewrite, entry, cache, compile and run (Fixtures: apps
        // of the tests' own, compiled and run through `sectiongrid frames`).
        .testTarget(name: "SectionGridHostTests",
                    dependencies: ["SectionGridHost", "SectionGridHostProtocol", "SectionGridCommandLine", "SectionLayout",
                                   "SectionSpec", "SectionSpecTests", "SectionGridCommandLineTests", "CellGrid"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "CellGridTests", dependencies: ["CellGrid", "SectionLayout", "SeededRandom"]),
        // The viewer's values, and its host's session (SectionGridSession: run loop, reloads, saver and
        // writers, driven by a scripted terminal and fake watchers, and the real watchers on real files).
        // Fixtures (fuzz inputs kept as regression tests) are read through #filePath, not as resources;
        // the raw libFuzzer inputs are replayed through the fuzz target's own checks (`FuzzHarness`).
        .testTarget(name: "SectionGridViewerTests",
                    dependencies: ["SectionGridViewer", "SectionGridSession", "SectionGridExport", "SectionSpec", "CellGrid",
                                   "SectionLayout", "SectionSpecTests", "sectiongrid-fuzz"],
                    exclude: ["Fixtures"]),
        // The command line in-process (golden outputs in Fixtures/golden), and the executable end to end
        // (tmux, processes): both check what users run, and the end-to-end tests compare with in-process runs.
        .testTarget(name: "SectionGridCommandLineTests",
                    dependencies: ["SectionGridCommandLine", "SectionGridViewer", "SectionGridSession", "SectionSpec", "CellGrid",
                                   "SectionLayout", "SectionSpecTests", "SectionGridViewerTests"],
                    exclude: ["Fixtures"]),
        // Pictures: SVG parsed with FoundationXML against `frames`, rendered by rsvg-convert and read back
        // through zlib, golden SVGs, and the README's pictures of the demos (Fixtures: specs, golden files).
        .testTarget(name: "SectionGridSVGTests",
                    dependencies: ["SectionGridSVG", "CZlib", "SectionGridCommandLine", "SectionGridViewer", "SectionGridSession", "SectionSpec",
                                   "CellGrid", "SectionLayout", "SectionSpecTests", "SectionGridViewerTests",
                                   "SectionGridCommandLineTests"],
                    exclude: ["Fixtures"]),
        // The real ncurses terminal on files: bytes sent per frame; escape sequences.
        .testTarget(name: "SectionGridTerminalTests",
                    dependencies: ["SectionGridTerminal", "SectionGridViewer", "SectionSpec", "CellGrid", "SectionLayout"]),
    ],
    swiftLanguageModes: [.v6]
)
