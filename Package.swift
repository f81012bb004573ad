// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "SectionGrid",
    products: [
        .library(name: "SectionLayout", targets: ["SectionLayout"]),
        .library(name: "SectionSpec", targets: ["SectionSpec"]),
        .library(name: "SectionScene", targets: ["SectionScene"]),
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
        // The scene, renderer-neutral: what a rect of a layout shows, in points and sRGB (`SceneBuilder`,
        // its colour policy and labels, `SceneVisitor`), background textures, text measured in columns,
        // and `SceneOptions`, the one way from a spec to the options its scene is built with.
        .target(name: "SectionScene", dependencies: ["SectionSpec", "SectionLayout"]),
        // The terminal's half of drawing: cells, the points→cells rule and `Viewport`, the rasteriser (a
        // SceneVisitor), terminal colours, ANSI and snapshot text.
        .target(name: "CellGrid", dependencies: ["SectionScene", "SectionLayout"]),
        // Pictures: the scene as SVG at one user unit per point (`export svg`, the viewer's `p`). A
        // SceneVisitor beside the cell rasteriser, so pictures and the terminal share one walk; no cells.
        .target(name: "SectionGridSVG", dependencies: ["SectionScene", "SectionSpec", "SectionLayout"]),
        // Exporters: a spec as code for the app (`export swift`: UIKit Swift). The spec is all they need.
        .target(name: "SectionGridExport", dependencies: ["SectionSpec", "SectionLayout"]),
        // The viewer as values: state, commands (file events among them), effects, keys, screen, status
        // bar, help, the picture of the screen. Pure: no file I/O, no ncurses.
        .target(
            name: "SectionGridViewer",
            dependencies: [
                "SectionSpec", "SectionGridSVG", "CellGrid", "SectionScene", "SectionLayout", "SectionGridHostProtocol",
            ]),
        // The viewer's host: the session loop, the watchers whose file events become commands, the
        // reloaders, the saver, atomic and sibling files, the exporters' writers — the viewer's effects
        // carried out on disk. A terminal plugs in as a `TerminalDevice`.
        .target(
            name: "SectionGridSession",
            dependencies: [
                "SectionGridViewer", "SectionGridExport", "SectionGridSVG", "SectionSpec", "CellGrid",
                "SectionScene", "SectionLayout", "SectionGridHost", "SectionGridHostProtocol",
            ]),
        // The command line as a library (subcommands, options, `frames` and `snapshot`): the executable
        // calls it, tests run it in-process.
        .target(
            name: "SectionGridCommandLine",
            dependencies: [
                "SectionGridSession", "SectionGridViewer", "SectionGridExport", "SectionGridSVG", "SectionSpec",
                "CellGrid", "SectionScene", "SectionLayout", "SectionGridHost", "SectionGridHostProtocol",
            ]),
        // The messages between a compiled Swift layout (SectionGridUIKit's host) and the tool that runs
        // it: requests in, elements and their views' looks out, one JSON object a line.
        // The code's model travels as a spec (`HostMessage.model`): SectionSpec's JSON and decoding.
        .target(name: "SectionGridHostProtocol", dependencies: ["SectionSpec", "SectionLayout"]),
        // SectionGrid's UIKit: what user code reaches as `import UIKit` (`-module-alias
        // UIKit=SectionGridUIKit`), its layouts on SectionLayout's engines, and the host (`Host/`) a
        // compiled user program runs to lay out and answer requests.
        .target(name: "SectionGridUIKit", dependencies: ["SectionLayout", "SectionGridHostProtocol"]),
        // The tool's side of a user's Swift files (`Swift/`): the line-keeping rewrite the platform forces
        // (a tokenizer of its own), the entry, `main.swift`, the compile against SectionGridUIKit, the
        // binary cache, and the compiled program run as a subprocess under a time limit.
        .target(
            name: "SectionGridHost",
            dependencies: ["SectionGridHostProtocol", "CellGrid", "SectionScene", "SectionLayout", "CSpawn"]),
        // Starting a subprocess in a process group of its own that dies with the tool
        // (`PR_SET_PDEATHSIG`), and the signal handler that takes that group down with the tool: C,
        // since only async-signal-safe calls may run between `fork` and `exec`.
        // The C targets' debug information in DWARF 4, as Swift's: valgrind 3.19 (Debian's, which counts the
        // bench's instructions) gives up on a binary mixing clang's default DWARF 5 units in.
        .target(name: "CSpawn", cSettings: [.unsafeFlags(["-gdwarf-4"])]),
        // One seeded generator for the property tests, the fuzz driver and the benchmark.
        .target(name: "SeededRandom"),
        // libncursesw through pkg-config: a modulemap and a header of declarations. SwiftPM drops its -D
        // flags, so ncursesw.h defines what it needs.
        .systemLibrary(name: "CNcursesw", pkgConfig: "ncursesw", providers: [.apt(["libncurses-dev"]), .brew(["ncurses"])]),
        // The C that holds state or logic (the exit-signal flag, terminfo output, macro wrappers): defined
        // once in shim.c, never in a header, so every module sees the same copy.
        .target(name: "CNcurseswShim", dependencies: ["CNcursesw"], cSettings: [.unsafeFlags(["-gdwarf-4"])]),
        // The system zlib, for the picture tests only (they inflate the PNGs rsvg-convert writes); no
        // library links it, so building the package needs no zlib headers.
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
        // The only code that talks to ncurses (a `TerminalDevice` for SectionGridSession's run loop); a
        // library so the benchmark can drive it too.
        .target(
            name: "SectionGridTerminal",
            dependencies: [
                "CNcursesw", "CNcurseswShim", "CellGrid", "SectionSpec", "SectionGridViewer",
                "SectionGridSession",
            ]),
        .executableTarget(name: "sectiongrid", dependencies: ["SectionGridCommandLine", "SectionGridTerminal"]),
        .executableTarget(
            name: "sectiongrid-bench",
            dependencies: [
                "SectionLayout", "SectionSpec", "CellGrid", "SectionScene", "SectionGridViewer",
                "SectionGridSession", "SectionGridTerminal", "SeededRandom", "SectionGridHost", "SectionGridHostProtocol",
            ]),
        // The fuzz target: a seeded driver; built with -sanitize=fuzzer -DFUZZING, its main hands over to
        // libFuzzer's driver (LLVMFuzzerRunDriver) instead. See docs/limits.md, "Fuzzing".
        .executableTarget(
            name: "sectiongrid-fuzz",
            dependencies: ["SectionSpec", "SeededRandom", "SectionGridTestSupport"]),
        // What the tests share, in one copy: spec text and bad-spec tables, temporary folders, tmux sessions,
        // the builds and processes end-to-end tests run, golden-file rules, and the fuzz target's invariants
        // (`Fuzz/`: `FuzzHarness`), which `sectiongrid-fuzz` runs and the fuzz regression tests replay. Test
        // code, so it lives under Tests/; never linked into `sectiongrid`.
        .target(
            name: "SectionGridTestSupport",
            dependencies: [
                "SectionLayout", "SectionSpec", "SectionScene", "CellGrid", "SectionGridViewer", "SectionGridSession",
                "SectionGridCommandLine",
                "SectionGridSVG", "SectionGridHostProtocol",
            ],
            path: "Tests/SectionGridTestSupport"),
        .testTarget(name: "SectionLayoutTests", dependencies: ["SectionLayout", "SeededRandom"]),
        .testTarget(name: "SectionSpecTests", dependencies: ["SectionSpec", "SectionLayout", "SectionGridTestSupport"]),
        // Golden Swift files, and the generated code compiled with `swiftc` against SectionGridUIKit (the
        // module and library `swift build` puts beside the executable) and run through its host.
        .testTarget(
            name: "SectionGridExportTests",
            dependencies: [
                "SectionGridExport", "SectionGridCommandLine", "SectionGridSVG", "CellGrid", "SectionSpec",
                "SectionLayout", "SectionGridTestSupport", "SeededRandom", "SectionGridHostProtocol", "SectionGridHost",
            ],
            exclude: ["Fixtures", "Driver"]),
        // SectionGridUIKit in-process, and apps of its own (Fixtures/Apps) compiled against the built module
        // as a user's files are and run through the layout host.
        .testTarget(
            name: "SectionGridUIKitTests",
            dependencies: [
                "SectionGridUIKit", "SectionGridHostProtocol", "SectionGridCommandLine", "SectionLayout",
                "SectionGridTestSupport",
            ],
            exclude: ["Fixtures"]),
        // The tool's side of Swift files: tokenizer, rewrite, entry, cache, compile and run (Fixtures: apps
        // of the tests' own, compiled and run through `sectiongrid frames`).
        .testTarget(
            name: "SectionGridHostTests",
            dependencies: [
                "SectionGridHost", "SectionGridHostProtocol", "SectionGridCommandLine", "SectionLayout",
                "SectionSpec", "SectionGridTestSupport", "CellGrid",
            ],
            exclude: ["Fixtures"]),
        // The scene without cells: the builder's commands and colours, text widths, the spec's scene options.
        .testTarget(name: "SectionSceneTests", dependencies: ["SectionScene", "SectionSpec", "SectionLayout"]),
        // Cells, snapping, the rasteriser (scenes drawn as pictures in characters), ANSI and snapshots.
        .testTarget(name: "CellGridTests", dependencies: ["CellGrid", "SectionScene", "SectionLayout", "SeededRandom"]),
        // The viewer's values, and its host's session (SectionGridSession: run loop, reloads, saver and
        // writers, driven by a scripted terminal and fake watchers, and the real watchers on real files).
        // Fixtures (fuzz inputs kept as regression tests) are read through #filePath, not as resources;
        // they are replayed through the fuzz target's own checks (`FuzzHarness`, in SectionGridTestSupport).
        .testTarget(
            name: "SectionGridViewerTests",
            dependencies: [
                "SectionGridViewer", "SectionGridSession", "SectionGridExport", "SectionSpec", "CellGrid", "SectionScene",
                "SectionLayout",
                "SectionGridTestSupport",
            ],
            exclude: ["Fixtures"]),
        // The command line in-process (golden outputs in Fixtures/golden), and the executable end to end
        // (tmux, processes): both check what users run, and the end-to-end tests compare with in-process runs.
        .testTarget(
            name: "SectionGridCommandLineTests",
            dependencies: [
                "SectionGridCommandLine", "SectionGridViewer", "SectionGridSession", "SectionSpec", "CellGrid",
                "SectionLayout", "SectionGridTestSupport",
            ],
            exclude: ["Fixtures"]),
        // Pictures: SVG parsed with FoundationXML against `frames`, rendered by rsvg-convert and read back
        // through zlib, golden SVGs, and the README's pictures of the demos (Fixtures: specs, golden files).
        .testTarget(
            name: "SectionGridSVGTests",
            dependencies: [
                "SectionGridSVG", "CZlib", "SectionGridCommandLine", "SectionGridViewer", "SectionGridSession", "SectionSpec",
                "CellGrid", "SectionScene", "SectionLayout", "SectionGridTestSupport",
            ],
            exclude: ["Fixtures"]),
        // The real ncurses terminal on files: bytes sent per frame; escape sequences.
        .testTarget(
            name: "SectionGridTerminalTests",
            dependencies: ["SectionGridTerminal", "SectionGridViewer", "SectionSpec", "CellGrid", "SectionLayout"]),
    ],
    swiftLanguageModes: [.v6]
)
