import Foundation
import SectionGridHostProtocol
import SectionLayout
import Testing

/// Swift files that do not compile, have no clear entry, or fail as they run (issue 27 §2, "Errors"):
/// compiler errors with the user's own paths, lines and columns; a note for UIKit API SectionGrid's
/// UIKit lacks; one error line for a trap or a time-out, status 1, frames already laid out kept, and
/// no process left behind.
@Suite("errors of Swift files", SwiftApp.required)
struct SwiftAppErrorTests {
    static func path(_ name: String) -> String { SwiftApp.files(name)[0] }

    /// Line 6 holds an `@objc` the rewrite blanks and line 4 an outlet it changes: the error is at the
    /// user's line 6, column 50 (the string literal), as in their file.
    @Test func compilerErrorsKeepTheUsersPathLineAndColumn() {
        let run = SwiftApp.frames("Broken/TypeMismatch.swift")
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(
            run.errors
                == "\(Self.path("Broken/TypeMismatch.swift")):6:50: error: cannot convert value of type 'String' to specified type 'Int'\n"
        )
    }

    @Test func uikitAPIThatIsMissingGetsAHint() {
        let run = SwiftApp.frames("Broken/MissingAPI.swift")
        let path = Self.path("Broken/MissingAPI.swift")
        #expect(run.status == 2)
        #expect(
            run.errors == """
                \(path):4:21: error: cannot find type 'UICollectionViewDiffableDataSource' in scope
                \(path):4:21: note: 'UICollectionViewDiffableDataSource' is not (yet) in SectionGrid's UIKit (docs/uikit.md lists what is)

                """)
    }

    /// Two layout classes and a function: the layout classes come before functions, and two of them is
    /// a choice for the user, who makes it with `--entry` (a class or the function).
    @Test func anAmbiguousEntryListsTheCandidatesAndEntryChooses() {
        let ambiguous = SwiftApp.frames("Broken/TwoLayouts.swift")
        #expect(ambiguous.status == 2)
        #expect(
            ambiguous.errors
                == "error: the files have several layout classes (WideLayout (TwoLayouts.swift:3), TallLayout (TwoLayouts.swift:5)): choose one with --entry NAME\n"
        )
        let chosen = SwiftApp.frames("Broken/TwoLayouts.swift", ["--entry", "TallLayout", "--items", "1"])
        #expect(chosen.status == 0, "\(chosen.errors)")
        #expect(chosen.elementLines == [Expect.cell(0, 0, 0, 0, 50, 50).json])
        let function = SwiftApp.frames("Broken/TwoLayouts.swift", ["--entry", "makeDefaultLayout", "--items", "2"])
        // UIKit's default 50 × 50 items, 10 apart at least: 6 fit in 375, so a short line keeps the columns
        // 15 apart ((375 − 300) / 5).
        #expect(function.elementLines == [Expect.cell(0, 0, 0, 0, 50, 50).json, Expect.cell(0, 1, 65, 0, 50, 50).json])
        let unknown = SwiftApp.frames("Broken/TwoLayouts.swift", ["--entry", "Nothing"])
        #expect(
            unknown.errors
                == "error: --entry Nothing: no view controller, layout class or function returning a layout is named Nothing (the files have WideLayout (TwoLayouts.swift:3), TallLayout (TwoLayouts.swift:5), makeDefaultLayout (TwoLayouts.swift:7))\n"
        )
    }

    /// A trap in `prepare()`: one line, Swift's message at the user's file and line, status 1, nothing
    /// on standard output.
    @Test func aTrapIsOneLineWithItsPlaceAndStatusOne() {
        let run = SwiftApp.frames("Traps/TrapInPrepare.swift")
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        #expect(
            run.errors
                == "error: \(Self.path("Traps/TrapInPrepare.swift")):9: Fatal error: no room for a 400-point column (NarrowLayout trapped while laying out)\n"
        )
    }

    /// A trap while the views are read (the third cell's `cellForItemAt`): every frame is printed, with
    /// the looks read before it (items 0 and 1), then the error.
    @Test func aTrapWhileReadingViewsLosesNoFrames() {
        let run = SwiftApp.frames("Traps/TrapInCell.swift", ["--viewport", "320x200"])
        #expect(run.status == 1)
        let yellow = Expect.look { $0.backgroundColor = Expect.color("#FFFF00FF") }
        #expect(
            run.elementLines == [
                Expect.cell(0, 0, 0, 0, 100, 30, look: yellow).json, Expect.cell(0, 1, 110, 0, 100, 30, look: yellow).json,
                Expect.cell(0, 2, 220, 0, 100, 30).json, Expect.cell(0, 3, 0, 40, 100, 30).json,
            ])
        #expect(
            run.errors
                == "error: \(Self.path("Traps/TrapInCell.swift")):25: Precondition failed: item 2 has no note (NotesViewController trapped while reading the views)\n"
        )
    }

    /// A layout that never finishes: stopped at `--timeout`, one line, status 1, and its process is gone.
    /// A cache of its own, so the programs other tests run at the same time from the shared one (the
    /// same endless layout among them, in `SwiftAppProcessTests`) are not taken for it.
    @Test func aTimeOutStopsTheProgramAndLeavesNoProcess() throws {
        let cache = SwiftApp.temporaryFolder("sectiongrid-timeout-cache")
        defer { try? FileManager.default.removeItem(atPath: cache) }
        var environment = SwiftApp.environment
        environment["XDG_CACHE_HOME"] = cache
        let started = ContinuousClock.now
        let run = SwiftApp.run(["frames"] + SwiftApp.files("Traps/Endless.swift") + ["--timeout", "1"], environment: environment)
        let took = ContinuousClock.now - started
        #expect(run.status == 1)
        #expect(
            run.errors
                == "error: EndlessLayout did not answer within 1 s while laying out and was stopped (--timeout SECONDS allows longer)\n"
        )
        #expect(took < .seconds(30))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: cache + "/sectiongrid/bin").count == 1,
            "the program ran from this cache")
        #expect(SwiftApp.processes(runningFrom: cache).isEmpty)
    }

    @Test func filesThatCannotBeReadAreNamed() {
        let run = SwiftApp.run(["frames", "/nonexistent/Layout.swift"])
        #expect(run.status == 2)
        #expect(run.errors == "error: /nonexistent/Layout.swift: No such file or directory\n")
    }

    @Test func usageErrorsOfTheSwiftOptions() {
        func error(_ arguments: [String]) -> String {
            let run = SwiftApp.run(arguments)
            return run.status == 2 ? run.errors : "status \(run.status): \(run.errors)"
        }
        let help = " (see sectiongrid --help)\n"
        #expect(error(["frames", "a.json", "--entry", "X"]) == "error: --entry is for Swift files (frames FILE.swift …)" + help)
        #expect(error(["frames", "a.json", "b.swift"]) == "error: unexpected argument \"b.swift\" for frames" + help)
        #expect(error(["frames", "b.swift", "a.json"]) == "error: unexpected argument \"a.json\" for frames" + help)
        #expect(
            error(["frames", "b.swift", "--timeout", "0"])
                == "error: --timeout: must be a number of seconds above 0, at most 3600 (got \"0\")" + help)
        #expect(
            error(["frames", "b.swift", "--items", "3,x"])
                == "error: --items: expected item counts per section, whole numbers from 0 to 1000000 separated by commas, such as 5,3,7 (got \"3,x\")"
                + help)
        #expect(
            error(["frames", "b.swift", "--swift-version", "3"]) == "error: --swift-version: must be 4, 4.2, 5, 6 (got \"3\")"
                + help)
        #expect(
            error(["frames", "b.swift", "--offset", "0,10"])
                == "error: --offset is for specs: the frames of Swift files are as laid out" + help)
        #expect(
            error(["export", "swift", "b.swift"]) == "error: export swift takes a spec, not Swift files (got \"b.swift\")" + help)
        #expect(error(["b.swift", "a.json"]) == "error: unexpected argument \"a.json\" for sectiongrid" + help)
        #expect(error(["b.swift", "--offset", "0,10"]) == "error: unknown option \"--offset\"" + help)
        #expect(error(["a.json", "--entry", "X"]) == "error: --entry is for Swift files (sectiongrid FILE.swift …)" + help)
        #expect(
            error(["a.json", "--direction", "vertical"]) == "error: --direction is for Swift files (sectiongrid FILE.swift …)"
                + help)
        // The viewer opens on Swift files (issue 28); one that cannot be read is named before it does.
        #expect(error(["/nonexistent/b.swift"]) == "error: /nonexistent/b.swift: No such file or directory\n")
        #expect(
            error(["frames", "b.swift", "--demo", "cards"]) == "error: frames takes Swift files or --demo NAME, not both" + help)
    }
}
