import Foundation
import SectionGridHostProtocol

/// Makes a program's binary: from the cache when its key is there and may be run, else compiled in a
/// private folder and moved into the cache (or, without a cache to trust, left in that folder for the
/// caller to remove after running it).
struct ProgramBuilder {
    let compiler: SwiftCompiler
    let module: UIKitModuleBuild
    let arguments: [String]
    let environment: [String: String]
    let cache: BinaryCache?
    /// Why there is no cache, when there is none.
    let cacheProblem: String?

    /// What a build gave.
    enum Outcome {
        /// The program at `executable`, built from `program`; `folder` holds it when it is not in the
        /// cache (the caller removes it).
        case ready(executable: String, program: ProgramSources, folder: String?, cached: Bool)
        case failed(CompilerDiagnostics, program: ProgramSources)
    }

    init(compiler: SwiftCompiler, module: UIKitModuleBuild, swiftVersion: String, environment: [String: String]) {
        self.compiler = compiler
        self.module = module
        self.environment = environment
        arguments = SwiftCompiler.arguments(swiftVersion: swiftVersion, module: module)
        (cache, cacheProblem) = BinaryCache.open(environment: environment)
    }

    /// The key of `program`: its files, the arguments, the compiler and the module's files.
    func key(of program: ProgramSources) -> BuildKey {
        BuildKey(
            program: program, arguments: arguments, compiler: compiler.identity,
            dependencies: [FileIdentity(path: module.module), FileIdentity(path: module.library)])
    }

    func build(_ program: ProgramSources) throws(SwiftFilesError) -> Outcome {
        let key = key(of: program)
        if let cached = cache?.usableEntry(key) {
            return .ready(executable: cached, program: program, folder: nil, cached: true)
        }
        guard let folder = cache?.makeBuildFolder() ?? BuildFolder.makeTemporary(environment: environment) else {
            throw .setup("cannot make a folder to compile in: \(String(cString: strerror(errno)))")
        }
        var keepsFolder = false
        defer { if !keepsFolder { BuildFolder.remove(folder) } }
        let sources: [String]
        do {
            sources = try write(program, into: folder)
        } catch {
            throw .setup("cannot write the files to compile in \(folder): \(error)")
        }
        let output = folder + "/program"
        let result: SwiftCompiler.Result
        do {
            result = try compiler.compile(sources, arguments: arguments, output: output, in: folder, environment: environment)
        } catch {
            throw .setup("cannot run the compiler \(compiler.path): \(error)")
        }
        guard result.succeeded else {
            return .failed(CompilerDiagnostics(output: result.output, program: program, folder: folder), program: program)
        }
        if let cache, let stored = cache.store(output, as: key) {
            return .ready(executable: stored, program: program, folder: nil, cached: false)
        }
        keepsFolder = true
        return .ready(executable: output, program: program, folder: folder, cached: false)
    }

    /// Writes the program's files into `folder/src/` and its main into `folder/gen/`; their paths.
    private func write(_ program: ProgramSources, into folder: String) throws -> [String] {
        for sub in ["/src", "/gen"] {
            try FileManager.default.createDirectory(atPath: folder + sub, withIntermediateDirectories: false)
        }
        var paths: [String] = []
        for file in program.files {
            let path = folder + "/src/" + file.compiledName
            try Data(file.bytes).write(to: URL(fileURLWithPath: path))
            paths.append(path)
        }
        let main = folder + "/gen/" + ProgramSources.mainName
        try Data(program.main).write(to: URL(fileURLWithPath: main))
        return paths + [main]
    }
}
