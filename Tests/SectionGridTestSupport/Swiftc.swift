import Foundation
import Testing

/// The Swift compiler, run as a process: found beside `swift` on the PATH (or `SWIFTC`). Missing, the
/// tests that need it are skipped with the reason, and under `CI=true` they fail instead.
enum Swiftc {
    /// The compiler's path, or `nil` when there is none.
    static let path: String? = {
        let environment = ProcessInfo.processInfo.environment
        if let given = environment["SWIFTC"], FileManager.default.isExecutableFile(atPath: given) { return given }
        let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/usr/bin"]
        return folders.map { $0 + "/swiftc" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// Whether missing tools must fail the tests rather than skip them.
    static var isCI: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

    /// What a run printed and its status.
    struct Output {
        var status: Int32
        var text: String
    }

    /// Runs `executable` with `arguments` in `folder`, its standard output and error together.
    static func run(_ executable: String, _ arguments: [String], in folder: String) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(status: process.terminationStatus, text: String(decoding: data, as: UTF8.self))
    }

    /// Runs the compiler with `arguments` in `folder`.
    static func compile(_ arguments: [String], in folder: String) throws -> Output {
        guard let path else { throw Missing() }
        return try run(path, arguments, in: folder)
    }

    /// The compiler is not there.
    struct Missing: Error, CustomStringConvertible {
        var description: String { "swiftc is not on the PATH (set SWIFTC to its path)" }
    }
}

extension Swiftc {
    /// Runs a suite only with a compiler (under `CI=true` always, so that a missing one fails it).
    static var required: ConditionTrait {
        .enabled(if: path != nil || isCI, "needs swiftc on the PATH (under CI=true a missing swiftc fails)")
    }
}
