import Foundation
import SectionGridHostProtocol

@testable import SectionGridTestSupport

/// An app of the tests' own (`Fixtures/Apps/NAME/*.swift`), compiled as the tool compiles a user's files
/// — Swift 5 language mode, `import UIKit` made SectionGridUIKit (`UIKitModuleBuild.compilerArguments`)
/// — once per test run, and run as the tool runs it: requests on standard input, messages read back.
enum CompiledApp {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/Apps")

    /// What one run printed and how it ended.
    struct Run {
        var messages: [HostMessage]
        var standardError: String
        var status: Int32
        /// Whether a signal ended it (a trap), rather than `exit`.
        var wasSignalled: Bool
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var executables: [String: Result<String, Error>] = [:]

    /// The executable of app `name`, compiled on first use.
    static func executable(_ name: String) throws -> String {
        lock.lock()
        defer { lock.unlock() }
        if let built = executables[name] { return try built.get() }
        let result = Result { try compile(name) }
        executables[name] = result
        return try result.get()
    }

    private static func compile(_ name: String) throws -> String {
        let module = try GeneratedCodeBuild.module()
        let folder = NSTemporaryDirectory() + "sectiongrid-uikit-app-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let sources = GeneratedCodeBuild.swiftFiles(under: fixtures.appendingPathComponent(name))
        let executable = folder + "/" + name
        let output = try Swiftc.compile(
            ["-swift-version", "5"] + module.compilerArguments + ["-o", executable] + sources, in: folder)
        guard output.status == 0 else { throw GeneratedCodeBuild.Failure(step: "compiling \(name)", output: output.text) }
        return executable
    }

    /// Runs app `name` with `requests`, one a line, then the end of its input.
    static func run(_ name: String, _ requests: [HostRequest]) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try executable(name))
        let input = Pipe()
        let output = Pipe()
        let error = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        try process.run()
        input.fileHandleForWriting.write(Data(requests.map { $0.jsonLine + "\n" }.joined().utf8))
        try input.fileHandleForWriting.close()
        // Standard error is read beside standard output, so that neither pipe fills and stalls the app.
        let errorData = Box()
        let errorRead = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            errorData.data = error.fileHandleForReading.readDataToEndOfFile()
            errorRead.signal()
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        errorRead.wait()
        let lines = String(decoding: outputData, as: UTF8.self).split(separator: "\n")
        return Run(
            messages: try lines.map { try HostMessage(jsonLine: String($0)) },
            standardError: String(decoding: errorData.data ?? Data(), as: UTF8.self),
            status: process.terminationStatus, wasSignalled: process.terminationReason == .uncaughtSignal)
    }

    private final class Box: @unchecked Sendable {
        var data: Data?
    }
}

extension CompiledApp.Run {
    /// The layouts answered, in order.
    var layouts: [HostLayout] {
        messages.compactMap { message in
            if case .layout(let layout) = message { return layout }
            return nil
        }
    }

    /// The looks of request `id`'s elements, by element index.
    func looks(request id: Int) -> [Int: ViewLook] {
        var looks: [Int: ViewLook] = [:]
        for case .look(let request, let element, let view) in messages where request == id { looks[element] = view }
        return looks
    }
}
