import Foundation
import SectionGridHostProtocol

/// The Swift compiler the tool compiles user files with: `SWIFTC` when set to a program, else `swiftc`
/// on the `PATH` — the toolchain that built SectionGrid's UIKit, whose module only that compiler can
/// import.
public struct SwiftCompiler: Sendable {
    /// The compiler's path.
    public let path: String

    public init(path: String) {
        self.path = path
    }

    /// The compiler `environment` names, `nil` when there is none.
    public static func find(environment: [String: String]) -> SwiftCompiler? {
        if let given = environment["SWIFTC"], FileManager.default.isExecutableFile(atPath: given) {
            return SwiftCompiler(path: given)
        }
        let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        return folders.map { $0 + "/swiftc" }.first { FileManager.default.isExecutableFile(atPath: $0) }.map(SwiftCompiler.init)
    }

    /// Its identity, for cache keys.
    var identity: FileIdentity? { FileIdentity(path: path) }

    /// The language modes `--swift-version` takes.
    public static let languageModes = ["4", "4.2", "5", "6"]

    /// The arguments besides the files and the output: the language mode, the program's module, no
    /// optimisation (the layouts run on SectionGrid's UIKit, built optimised with the tool; the user's
    /// code compiles fastest unoptimised), one frontend job, diagnostics one a line, no warnings (a
    /// user's warnings are for Xcode), and SectionGrid's UIKit as `UIKit`.
    public static func arguments(swiftVersion: String, module: UIKitModuleBuild) -> [String] {
        [
            "-swift-version", swiftVersion, "-module-name", ProgramSources.moduleName, "-Onone", "-wmo", "-diagnostic-style",
            "llvm",
            "-suppress-warnings",
        ] + module.compilerArguments
    }

    /// What a compile printed and whether it made the program.
    struct Result {
        var succeeded: Bool
        var output: String
    }

    /// How long a compile may take before it is stopped.
    static let timeLimit: Duration = .seconds(600)

    /// Compiles `files` with `arguments` into `output`, in `folder`.
    func compile(
        _ files: [String], arguments: [String], output: String, in folder: String,
        environment: [String: String]
    ) throws -> Result {
        let child = try ChildProcess(
            path: path, arguments: arguments + ["-o", output] + files, environment: environment,
            workingFolder: folder)
        child.closeInput()
        var streams = ChildStreams(errorLimit: 4 << 20)
        var printed: [UInt8] = []
        let outcome = streams.read(child, deadline: .now + Self.timeLimit) { line in
            printed += line + [UInt8(ascii: "\n")]
            return true
        }
        if outcome == .timedOut { child.kill() }
        let termination = child.waitForExit()
        let text = String(decoding: printed, as: UTF8.self) + streams.errorText
        if outcome == .timedOut {
            return Result(
                succeeded: false, output: text + "\nerror: the compiler took longer than \(Self.timeLimit) and was stopped\n")
        }
        return Result(succeeded: termination == .exited(0) && FileManager.default.fileExists(atPath: output), output: text)
    }
}
