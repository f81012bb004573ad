import Foundation

/// Where `swift build` put SectionGrid's UIKit, and how a user's Swift files are compiled and linked
/// against it: the module (`Modules/SectionGridUIKit.swiftmodule`, with the modules it imports) and the
/// shared library (`libSectionGridUIKit.so`), both in the build folder beside the `sectiongrid`
/// executable (`.build/debug`, `.build/release`).
///
/// ```sh
/// swiftc -swift-version 5 -module-alias UIKit=SectionGridUIKit -I .build/debug/Modules \
///     -L .build/debug -lSectionGridUIKit -Xlinker -rpath -Xlinker .build/debug  main.swift Layout.swift -o layout
/// ```
public struct UIKitModuleBuild: Equatable, Sendable {
    /// The module's name; user code imports it as `UIKit` (`-module-alias UIKit=SectionGridUIKit`).
    public static let moduleName = "SectionGridUIKit"

    /// The build folder (`.build/debug`).
    public var folder: String

    public init(folder: String) {
        self.folder = folder
    }

    /// The build folder beside `executable` (the running program's path when `nil`), when it holds the
    /// module and the library; `nil` otherwise.
    public static func besideExecutable(_ executable: String? = nil) -> UIKitModuleBuild? {
        guard let path = executable ?? Bundle.main.executablePath else { return nil }
        let build = UIKitModuleBuild(
            folder: URL(fileURLWithPath: path).resolvingSymlinksInPath().deletingLastPathComponent().path)
        return build.isComplete ? build : nil
    }

    /// The folder of the `.swiftmodule` files.
    public var modulesFolder: String { folder + "/Modules" }
    /// The module user code imports.
    public var module: String { modulesFolder + "/" + Self.moduleName + ".swiftmodule" }
    /// The shared library a compiled program loads (found through its run path).
    public var library: String { folder + "/lib" + Self.moduleName + ".so" }

    /// Whether the module and the library are both there.
    public var isComplete: Bool {
        FileManager.default.fileExists(atPath: module) && FileManager.default.fileExists(atPath: library)
    }

    /// The targets whose code the library holds.
    static let targets = [moduleName, "SectionGridHostProtocol", "SectionSpec", "SectionLayout"]

    /// Whether the library is older than the module or the object files of its targets (SwiftPM's
    /// `<Target>.build/*.o`): they were rebuilt without it (`swift build --build-tests`, which `swift test`
    /// runs, builds targets but not library products), so a program compiled against the module would
    /// run other code. `swift build` rebuilds both.
    public var isStale: Bool {
        guard let library = modified(library) else { return false }
        let objects = Self.targets.flatMap { target -> [String] in
            let folder = self.folder + "/" + target + ".build"
            let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            return files.filter { $0.hasSuffix(".o") }.map { folder + "/" + $0 }
        }
        return ([module] + objects).contains { path in modified(path).map { library < $0 } ?? false }
    }

    private func modified(_ path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }

    /// The `swiftc` arguments that make `import UIKit` this module and link the program with it, the
    /// library found at run time where it is now (`-rpath`).
    public var compilerArguments: [String] {
        [
            "-module-alias", "UIKit=" + Self.moduleName, "-I", modulesFolder, "-L", folder, "-l" + Self.moduleName,
            "-Xlinker", "-rpath", "-Xlinker", folder,
        ]
    }
}
