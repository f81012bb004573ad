import Foundation
import SectionGridCommandLine
import SectionLayout
import SectionSpec
import Testing

@testable import SectionGridTestSupport

/// A spec the picture tests draw: every built-in demo and every spec example of the docs pages (as the golden
/// outputs take them), plus the picture fixtures (`Fixtures/specs`).
struct PictureSource: Sendable, CustomStringConvertible {
    enum Origin: Sendable {
        case demo(String)
        /// A spec file's text, written as `NAME.json` beside `Fixtures/specs`' images when run.
        case file(name: String, json: String)
    }

    var origin: Origin
    var description: String {
        switch origin {
        case .demo(let name): return "demo-" + name
        case .file(let name, _): return name
        }
    }

    /// The demos and the docs examples.
    static let demosAndExamples: [PictureSource] = GoldenCase.sources.map { source in
        switch source {
        case .demo(let name): return PictureSource(origin: .demo(name))
        case .file(let name, let json): return PictureSource(origin: .file(name: name, json: json))
        }
    }

    /// The picture fixtures: small specs, each showing one thing a picture draws.
    static let fixtures: [PictureSource] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: specsFolder)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().compactMap { file in
            guard let json = try? String(contentsOfFile: specsFolder + "/" + file, encoding: .utf8) else { return nil }
            return PictureSource(origin: .file(name: String(file.dropLast(5)), json: json))
        }
    }()

    static let all = demosAndExamples + fixtures

    static let specsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/specs").path

    /// The spec, decoded.
    var spec: LayoutSpec {
        get throws {
            switch origin {
            case .demo(let name): return try #require(BuiltInDemos.spec(named: name))
            case .file(_, let json): return try decodeSpec(json)
            }
        }
    }

    /// Runs `sectiongrid` in-process with `arguments` and the spec (a file in a fresh folder holding
    /// the fixtures' images too).
    func run(_ arguments: [String]) throws -> CLIRun {
        switch origin {
        case .demo(let name):
            return runCLI(arguments + ["--demo", name])
        case .file(let name, let json):
            let folder = try TemporaryDirectory()
            defer { try? FileManager.default.removeItem(atPath: folder.path) }
            for image in (try? FileManager.default.contentsOfDirectory(atPath: PictureSource.specsFolder)) ?? []
            where !image.hasSuffix(".json") {
                try FileManager.default.copyItem(
                    atPath: PictureSource.specsFolder + "/" + image, toPath: folder.path + "/" + image)
            }
            return runCLI(arguments + [try folder.file(name + ".json", contents: json)])
        }
    }
}
