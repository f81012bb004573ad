import Testing

@testable import SectionGridHost

/// A program's standard error split into the user's prints and Swift's trap report, paths mapped back.
struct TrapReportTests {
    static let paths = PathMap(
        program: ProgramSources(
            sources: [
                ("App/Layout.swift", SwiftSource(text: "")),
                ("Other/Layout.swift", SwiftSource(text: "")),
            ], entries: [:]),
        folder: "/tmp/b")

    @Test func theTrapLineWithTheUsersPathAndThePrintsBeforeIt() {
        let text =
            "preparing\nstill preparing\nSectionGridApp/Layout~2.swift:12: Fatal error: no columns\nCurrent stack trace:\n0 libswiftCore.so\n"
        let report = TrapReport(standardError: text, paths: Self.paths)
        #expect(report.userOutput == "preparing\nstill preparing\n")
        #expect(report.message == "Other/Layout.swift:12: Fatal error: no columns")
    }

    @Test func preconditionsAndUnwrappingAndCrashesWithoutAMessage() {
        #expect(
            TrapReport(
                standardError:
                    "SectionGridApp/Layout.swift:3: Fatal error: Unexpectedly found nil while unwrapping an Optional value\n",
                paths: Self.paths
            ).message
                == "App/Layout.swift:3: Fatal error: Unexpectedly found nil while unwrapping an Optional value")
        #expect(
            TrapReport(
                standardError: "Swift/ContiguousArrayBuffer.swift:691: Fatal error: Index out of range\n", paths: Self.paths
            ).message
                == "Swift/ContiguousArrayBuffer.swift:691: Fatal error: Index out of range")
        let plain = TrapReport(standardError: "hello\nCurrent stack trace:\n0 x\n", paths: Self.paths)
        #expect(plain.message == nil && plain.userOutput == "hello\n")
    }

    @Test func errorsReadAsOneLine() {
        let trap = HostRunError(
            reason: .signalled(4, message: "App/Layout.swift:12: Fatal error: no columns"), stage: .layingOut, entry: "GridLayout"
        )
        #expect(trap.description == "App/Layout.swift:12: Fatal error: no columns (GridLayout trapped while laying out)")
        let crash = HostRunError(reason: .signalled(11, message: nil), stage: .readingViews, entry: "V")
        #expect(crash.description == "(V crashed while reading the views: Segmentation fault, signal 11)")
        #expect(
            HostRunError(reason: .timedOut(2.5), stage: .starting, entry: "V").description
                == "V did not answer within 2.5 s while starting and was stopped (--timeout SECONDS allows longer)")
        #expect(
            HostRunError(
                reason: .host("V shows no UICollectionView (not its view, a subview or a stored property)"), stage: .layingOut,
                entry: "V"
            ).description == "V: V shows no UICollectionView (not its view, a subview or a stored property)")
    }
}
