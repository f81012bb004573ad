import Foundation

/// The generated Swift files compiled with `swiftc` and run, as an app would run them, against the
/// test-only UIKit (`UIKit/`, whose flow layout is SectionLayout's engine): SectionLayout's sources
/// and the UIKit module become static libraries once per test run, then every case's file (each its
/// own type names) and a driver (`Driver/` and `DriverSource`) become one executable, built and run
/// once for all cases. Warnings in the generated code fail the build (`-warnings-as-errors`). Each step
/// is one whole-module compilation: on this 2-core machine half the time of per-file jobs.
enum GeneratedCodeBuild {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let testFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    /// Why the build went wrong: the step and what the compiler said.
    struct Failure: Error, CustomStringConvertible {
        var step: String
        var output: String
        var description: String { "\(step) failed:\n\(output.prefix(6_000))" }
    }

    /// The Swift files directly or anywhere under `folder`, sorted.
    static func swiftFiles(under folder: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        return ((enumerator?.allObjects as? [String]) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
            .map { folder.appendingPathComponent($0).path }
    }

    /// A folder holding `libSectionLayout.a` and `libUIKit.a` with their modules.
    static func buildLibraries(in folder: String) throws -> String {
        let common = ["-wmo", "-Onone", "-swift-version", "6", "-parse-as-library", "-emit-library", "-static", "-emit-module", "-I", folder]
        try step("compiling SectionLayout", common + ["-module-name", "SectionLayout", "-o", folder + "/libSectionLayout.a"]
                 + swiftFiles(under: packageRoot.appendingPathComponent("Sources/SectionLayout")), in: folder)
        // `-enable-testing`: the driver reaches the harness's hooks (the safe area of a view on a device,
        // a display scale), which are internal, by `@testable import UIKit`; the generated files cannot.
        try step("compiling the test UIKit", common + ["-enable-testing", "-module-name", "UIKit", "-o", folder + "/libUIKit.a"]
                 + swiftFiles(under: testFolder.appendingPathComponent("UIKit")), in: folder)
        return folder
    }

    /// Compiles `sources` (paths) with the driver into `folder/run`, linked with the libraries.
    static func buildExecutable(_ sources: [String], libraries: String, in folder: String) throws -> String {
        let executable = folder + "/run"
        try step("compiling the generated files", [
            "-wmo", "-Onone", "-swift-version", "6", "-warnings-as-errors", "-I", libraries, "-L", libraries,
            "-lUIKit", "-lSectionLayout", "-lm", "-o", executable,
        ] + sources + swiftFiles(under: testFolder.appendingPathComponent("Driver")), in: folder)
        return executable
    }

    private static func step(_ name: String, _ arguments: [String], in folder: String) throws {
        let output = try Swiftc.compile(arguments, in: folder)
        guard output.status == 0 else { throw Failure(step: name, output: output.text) }
    }
}
