import Foundation
import SectionGridCommandLine
import SectionGridHost
import SectionGridHostProtocol
import SectionLayout
import Testing

/// The tests' own Swift files (`Fixtures/Apps/NAME/*.swift`), laid out as a user lays theirs out:
/// `sectiongrid frames FILE.swift …` run in-process, compiled against SectionGrid's UIKit as `swift
/// build` built it beside the test bundle, the binaries cached in a private cache folder of this test
/// run (`XDG_CACHE_HOME`).
enum SwiftApp {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/Apps")

    /// Whether there is a compiler; under `CI=true` the tests run regardless, so a missing one fails.
    static let required: ConditionTrait = .enabled(
        if: SwiftCompiler.find(environment: ProcessInfo.processInfo.environment) != nil
            || ProcessInfo.processInfo.environment["CI"] == "true",
        "needs swiftc on the PATH (under CI=true a missing swiftc fails)")

    /// A private folder for this test run's cache.
    static let cacheHome: String = temporaryFolder("sectiongrid-host-tests-cache")

    /// A new private temporary folder.
    static func temporaryFolder(_ prefix: String) -> String {
        var template = Array((NSTemporaryDirectory() + prefix + ".XXXXXX").utf8CString)
        return template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.flatMap(mkdtemp).map { String(cString: $0) } ?? NSTemporaryDirectory()
        }
    }

    /// The tool's environment with this run's cache.
    static var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = cacheHome
        return environment
    }

    /// The Swift files of app `name`, or the one file `name` names (`Traps/Endless.swift`).
    static func files(_ name: String) -> [String] {
        if name.hasSuffix(".swift") { return [fixtures.appendingPathComponent(name).path] }
        let folder = fixtures.appendingPathComponent(name)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0).path }
    }

    struct Run {
        var output: String
        var errors: String
        var status: Int32

        /// The element objects of `frames`' output, one a line.
        var elementLines: [String] {
            output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("{\"kind\"") }
                .map { $0.hasSuffix(",") ? String($0.dropLast()) : String($0) }
        }

        /// The `contentSize` line's size.
        var contentSize: String? {
            output.split(separator: "\n").first { $0.contains("\"contentSize\"") }.map {
                String($0).trimmingCharacters(in: .whitespaces)
            }
        }
    }

    /// `sectiongrid ARGUMENTS` in-process, in `environment` (this run's cache by default).
    static func run(_ arguments: [String], environment: [String: String] = SwiftApp.environment) -> Run {
        var output = ""
        var errors = ""
        let status = SectionGridCLI.run(arguments: arguments, output: &output, error: &errors, environment: environment)
        return Run(output: output, errors: errors, status: status)
    }

    /// `sectiongrid frames` of app `name` with `options`.
    static func frames(_ name: String, _ options: [String] = []) -> Run {
        run(["frames"] + files(name) + options)
    }

    /// The processes whose program is in `folder` (a cache's `bin/`): what a run must not leave behind.
    static func processes(runningFrom folder: String) -> [Int32] {
        let pids = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap(Int32.init)
        return pids.filter { pid in
            guard let program = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/exe") else {
                return false
            }
            return program.hasPrefix(folder)
        }
    }
}

/// Expected elements and looks, written the short way for answers derived by hand.
enum Expect {
    static func cell(
        _ section: Int, _ item: Int, _ x: Double, _ y: Double, _ width: Double, _ height: Double, z: Int = 0,
        look: ViewLook? = nil
    ) -> HostElement {
        var element = HostElement(
            kind: .cell, section: section, item: item, frame: Rect(x: x, y: y, width: width, height: height), zIndex: z)
        element.view = look
        return element
    }

    static func element(
        _ kind: HostElement.Kind, _ elementKind: String? = nil, _ section: Int?, _ x: Double, _ y: Double,
        _ width: Double, _ height: Double, z: Int = 0, look: ViewLook? = nil
    ) -> HostElement {
        var element = HostElement(
            kind: kind, elementKind: elementKind, section: section,
            frame: Rect(x: x, y: y, width: width, height: height), zIndex: z)
        element.view = look
        return element
    }

    static func look(_ change: (inout ViewLook) -> Void) -> ViewLook {
        var look = ViewLook()
        change(&look)
        return look
    }

    static func color(_ hex: String) -> Color? { Color(hex) }
}
