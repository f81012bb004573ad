import Foundation
import Testing

@testable import SectionGridTestSupport

/// librsvg's `rsvg-convert` (Debian's `librsvg2-bin`), the real renderer the picture tests draw with:
/// found on the PATH. Missing, its tests are skipped with the reason, and under `CI=true` they fail.
enum RSVGConvert {
    /// Its path, or `nil` when there is none.
    static let path: String? = {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/usr/bin"]
        return folders.map { $0 + "/rsvg-convert" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    static var isContinuousIntegration: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

    /// Runs a test where rsvg-convert is installed, and always under CI, where a missing one fails.
    static var required: ConditionTrait {
        .enabled(
            if: path != nil || isContinuousIntegration,
            "needs rsvg-convert (Debian: apt-get install librsvg2-bin; under CI=true a missing one fails)")
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// `svg` rendered to a PNG at one pixel a user unit, decoded.
    static func render(_ svg: String) throws -> PNGImage {
        let tool = try #require(path, "rsvg-convert is missing: apt-get install librsvg2-bin")
        let folder = try TemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let input = try folder.file("picture.svg", contents: svg)
        let output = folder.path + "/picture.png"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = [input, "-o", output]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(
                description: "rsvg-convert exited with \(process.terminationStatus): \(String(decoding: message, as: UTF8.self))")
        }
        return try PNGImage([UInt8](try Data(contentsOf: URL(fileURLWithPath: output))))
    }
}
