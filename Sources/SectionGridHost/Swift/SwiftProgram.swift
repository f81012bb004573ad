import Foundation
import SectionGridHostProtocol

/// A user's Swift files made into a program that lays out their entry: read, the entry chosen, the
/// files rewritten as the platform forces and compiled against SectionGrid's UIKit — or the binary
/// taken from the cache — ready to run on requests (`run(_:)`). A program built outside the cache (no
/// cache to trust) lives in a private temporary folder removed with this value.
///
/// ```swift
/// let program = try SwiftProgram(SwiftFilesOptions(paths: ["Layout.swift"]), environment: environment)
/// let result = program.run(HostRequest(id: 1, viewport: Size(width: 375, height: 667)))
/// print(result.layout?.framesText ?? "")
/// ```
public final class SwiftProgram: Sendable {
    public let options: SwiftFilesOptions
    /// The entry laid out.
    public let entry: SwiftEntry
    /// The compiled program.
    public let executable: String
    /// Whether it came from the cache rather than a compile.
    public let wasCached: Bool
    /// Notes for the user: the changes the platform forced are not among them; a cache that could not
    /// be trusted is.
    public let notes: [String]
    let entryKey: String
    let entryKeys: Set<String>
    let paths: PathMap
    let environment: [String: String]
    /// The folder to remove with the program (`nil`: it is in the cache).
    private let temporaryFolder: String?

    /// Makes the signals that end the tool (SIGINT, SIGTERM, SIGHUP, SIGQUIT) end the programs it runs
    /// too, the compiler's jobs included (`ChildProcess.takeChildrenDownOnSignals`): for a command-line
    /// run, before the first program starts.
    public static func takeChildrenDownOnSignals() {
        ChildProcess.takeChildrenDownOnSignals()
    }

    /// Kills every compile and program the tool started, with what they started (the compiler's jobs):
    /// for a viewer ending while a compile runs on another thread.
    public static func killRunningChildren() {
        ChildProcess.killEveryChildGroup()
    }

    /// Reads, compiles (or finds in the cache) the files of `options` against `module` (the one beside
    /// the running executable by default).
    public init(
        _ options: SwiftFilesOptions, environment: [String: String],
        module: UIKitModuleBuild? = UIKitModuleBuild.besideExecutable()
    ) throws(SwiftFilesError) {
        self.options = options
        self.environment = environment
        let sources = try Self.read(options.paths)
        let declarations = sources.map { DeclarationScanner.declarations(of: $0.source) }
        let candidates = EntryCandidates(declarations)
        let describe: (SwiftEntry) -> String = { entry in
            "\(entry.name) (\(Self.fileName(options.paths[entry.file])):\(entry.line))"
        }
        let chosen: SwiftEntry
        do {
            chosen = try candidates.choose(options.entry, describe: describe)
        } catch {
            throw .entry(error)
        }
        entry = chosen
        entryKey = options.entry.flatMap { $0.contains(":") ? $0 : nil } ?? chosen.name
        guard let module else {
            throw .setup(
                "SectionGrid's UIKit is not beside the sectiongrid executable (Modules/\(UIKitModuleBuild.moduleName).swiftmodule "
                    + "and lib\(UIKitModuleBuild.moduleName).so): build the package with `swift build`")
        }
        guard !module.isStale else {
            throw .setup(
                "SectionGrid's UIKit in \(module.folder) is older than its module (`swift build --build-tests` and `swift test` "
                    + "do not rebuild the library): run `swift build`")
        }
        guard let compiler = SwiftCompiler.find(environment: environment) else {
            throw .setup(
                "no Swift compiler: Swift files are compiled with the toolchain's swiftc (put it on PATH, or set SWIFTC)")
        }
        var everyEntry: [String: SwiftEntry] = [:]
        for candidate in candidates.all
        where candidate.canBeMade && !candidates.storyboardsNeedingALayout.contains(candidate.name) {
            everyEntry[candidate.name] = candidate
        }
        everyEntry[entryKey] = chosen
        let builder = ProgramBuilder(
            compiler: compiler, module: module, swiftVersion: options.swiftVersion, environment: environment)
        var built = try builder.build(ProgramSources(sources: sources, entries: everyEntry))
        if case .failed(let diagnostics, _) = built, diagnostics.inGeneratedCode, everyEntry.count > 1 {
            // Another candidate's made-up code failed: the program of the chosen entry alone.
            built = try builder.build(ProgramSources(sources: sources, entries: [entryKey: chosen]))
        }
        switch built {
        case .failed(let diagnostics, _):
            throw .compile(diagnostics.lines)
        case .ready(let executable, let program, let folder, let cached):
            self.executable = executable
            entryKeys = Set(program.entries.keys)
            wasCached = cached
            temporaryFolder = folder
            paths = PathMap(program: program, folder: nil)
        }
        notes = builder.cacheProblem.map { ["note: " + $0] } ?? []
    }

    deinit {
        if let temporaryFolder { BuildFolder.remove(temporaryFolder) }
    }

    /// Lays the entry out on `request` (its items set from `--items` when the request has none).
    public func run(_ request: HostRequest) -> HostRun.Result {
        run(request, entry: entryKey)
    }

    /// Lays out another entry of the same files on `request`: one the program can make without a
    /// choice of storyboard layout (`entries`), named as `--entry` names it.
    public func run(_ request: HostRequest, entry name: String) -> HostRun.Result {
        var request = request
        if request.items == nil { request.items = options.items }
        return HostRun(
            executable: executable, entryKey: name, entryName: name.split(separator: ":").first.map(String.init) ?? name,
            timeout: options.timeout, paths: paths
        )
        .run(request, environment: environment)
    }

    /// The names of the entries the program can lay out with `run(_:entry:)`.
    public var entries: [String] { entryKeys.sorted() }

    /// Checks that every one of `paths` is a file that can be read (the viewer's check before it opens
    /// on them); the error names the first that is not.
    public static func checkReadable(_ paths: [String]) throws(SwiftFilesError) {
        _ = try read(paths)
    }

    /// The files' bytes and tokens; a file that cannot be read is an error naming it.
    private static func read(_ paths: [String]) throws(SwiftFilesError) -> [(path: String, source: SwiftSource)] {
        guard !paths.isEmpty else { throw .file("no Swift files") }
        var sources: [(path: String, source: SwiftSource)] = []
        for path in paths {
            var info = stat()
            guard stat(path, &info) == 0 else { throw .file("\(path): \(String(cString: strerror(errno)))") }
            guard info.st_mode & S_IFMT == S_IFREG else { throw .file("\(path): not a file") }
            guard info.st_size <= SwiftFilesOptions.maximumFileSize else {
                throw .file(
                    "\(path): \(info.st_size) bytes; Swift files are read up to \(SwiftFilesOptions.maximumFileSize) bytes")
            }
            guard let data = FileManager.default.contents(atPath: path) else { throw .file("\(path): cannot be read") }
            sources.append((path, SwiftSource(bytes: [UInt8](data))))
        }
        return sources
    }

    static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
