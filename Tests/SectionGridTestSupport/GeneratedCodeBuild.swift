import Foundation
import SectionGridHostProtocol

/// The generated Swift files compiled with `swiftc` and run, as an app would run them, against
/// SectionGrid's UIKit (`SectionGridUIKit`, whose layouts are SectionLayout's engines) as `swift build`
/// built it beside the test executable: every case's file (each its own type names) and a driver
/// (`Driver/` and `DriverSource`) become one executable, built and run once for all cases. Warnings in
/// the generated code fail the build (`-warnings-as-errors`); it is one whole-module compilation (on
/// this 2-core machine half the time of per-file jobs).
enum GeneratedCodeBuild {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// The export tests' folder, which holds the driver (`Driver/`).
    static let testFolder = packageRoot.appendingPathComponent("Tests/SectionGridExportTests")

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

    /// The module and library `swift build` put beside the test executable (the package's build folder).
    static func module() throws -> UIKitModuleBuild {
        guard let build = UIKitModuleBuild.besideExecutable() else {
            throw Failure(
                step: "finding SectionGridUIKit",
                output: "no Modules/SectionGridUIKit.swiftmodule and libSectionGridUIKit.so "
                    + "beside \(Bundle.main.executablePath ?? "the test executable") (run `swift build` first)")
        }
        guard !build.isStale else {
            throw Failure(
                step: "finding SectionGridUIKit",
                output: "\(build.library) is older than its module: run `swift build` "
                    + "(`swift test` rebuilds the module but not the library)")
        }
        return build
    }

    /// Compiles `sources` (paths) with the driver into `folder/run`, against the module as a user's
    /// files are (`-module-alias UIKit=SectionGridUIKit`), linked with its library.
    static func buildExecutable(_ sources: [String], module: UIKitModuleBuild, in folder: String) throws -> String {
        let executable = folder + "/run"
        try step(
            "compiling the generated files",
            ["-wmo", "-Onone", "-swift-version", "6", "-warnings-as-errors"]
                + module.compilerArguments + ["-o", executable] + sources
                + swiftFiles(under: testFolder.appendingPathComponent("Driver")), in: folder)
        return executable
    }

    private static func step(_ name: String, _ arguments: [String], in folder: String) throws {
        let output = try Swiftc.compile(arguments, in: folder)
        guard output.status == 0 else { throw Failure(step: name, output: output.text) }
    }
}
