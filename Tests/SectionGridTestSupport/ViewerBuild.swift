import Foundation
import Testing

/// True under continuous integration (`CI=true`, which `.ci/run` sets): a tool or build the end-to-end
/// tests need must be there, so a missing one fails the run instead of skipping tests.
let isContinuousIntegration = ProcessInfo.processInfo.environment["CI"] == "true"

/// A build of the `sectiongrid` executable that end-to-end tests run: the debug build `swift test` makes,
/// or the release build (`swift build -c release`), which users run and the optimiser may break.
enum ViewerBuild: String, Sendable, CaseIterable, CustomTestStringConvertible {
    case debug, release

    var testDescription: String { rawValue }

    /// Where the executable is: the debug one next to the test bundle (`.build/<triple>/debug`), the
    /// release one in the sibling `release` folder (`.build/<triple>/release`, which `.build/release`
    /// links to).
    var executableURL: URL? {
        guard let debug = sectiongridExecutable() else { return nil }
        switch self {
        case .debug: return debug
        case .release:
            return debug.deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("release/sectiongrid")
        }
    }

    /// Why this build cannot be tested, or `nil`. Either build may be missing; the release build is also
    /// refused when it is older than a source file (`Sources/…` or `Package.swift`, by modification
    /// time), since `swift test` rebuilds only the debug build and a stale release build tests old code.
    /// (A file touched without a change looks newer too, and the compiler, which compares contents, then
    /// relinks nothing: the message says so.)
    var problem: String? {
        let build = self == .release ? "swift build -c release" : "swift build"
        guard let url = executableURL, FileManager.default.isExecutableFile(atPath: url.path) else {
            return "no \(rawValue) build of sectiongrid at \(executableURL?.path ?? ".build"): run `\(build)`"
        }
        guard self == .release, let built = ViewerBuild.modificationDate(url.path),
            let newest = ViewerBuild.newestSource(), newest.date > built
        else { return nil }
        return "the release build of sectiongrid is older than \(newest.path): run `\(build)` (if it finds "
            + "nothing to rebuild, the file was only touched: `touch \(url.path)`)"
    }

    /// The executable, or a test failure saying why it cannot be tested.
    func requireExecutable(sourceLocation: SourceLocation = #_sourceLocation) throws -> URL {
        let problem = self.problem
        try #require(problem == nil, Comment(rawValue: problem ?? ""), sourceLocation: sourceLocation)
        return try #require(executableURL, sourceLocation: sourceLocation)
    }

    /// Runs the tests of a suite for this build only when it can be tested; under CI they always run (and
    /// fail when the build is missing or stale). Elsewhere the skip says why.
    var trait: ConditionTrait {
        let problem = self.problem
        return .enabled(if: problem == nil || isContinuousIntegration, Comment(rawValue: problem ?? ""))
    }

    /// The package folder (three levels above this file).
    static let packageDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The most recently modified file under `Sources/`, or `Package.swift` if that is newer (files
    /// only: a folder changes its date when an editor writes a swap file in it).
    static func newestSource() -> (path: String, date: Date)? {
        let root = packageDirectory.path
        var newest = modificationDate(root + "/Package.swift").map { (path: "Package.swift", date: $0) }
        let sources = FileManager.default.enumerator(atPath: root + "/Sources")
        while let relative = sources?.nextObject() as? String {
            let attributes = try? FileManager.default.attributesOfItem(atPath: root + "/Sources/" + relative)
            guard attributes?[.type] as? FileAttributeType == .typeRegular,
                let date = attributes?[.modificationDate] as? Date, date > (newest?.date ?? .distantPast)
            else { continue }
            newest = ("Sources/" + relative, date)
        }
        return newest
    }

    static func modificationDate(_ path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }
}

/// The built `sectiongrid` executable, found next to the test bundle in the build products directory.
func sectiongridExecutable() -> URL? {
    let candidates = [
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent(),
        Bundle.main.bundleURL,
        Bundle.main.bundleURL.deletingLastPathComponent(),
    ].map { $0.appendingPathComponent("sectiongrid") }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
}
