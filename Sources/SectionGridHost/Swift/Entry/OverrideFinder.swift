import Foundation

/// Where Swift files declare what makes a layout more than a spec, found without compiling
/// (`DeclarationScanner`): a method by name in the layout's class or the first of its superclasses the
/// files declare it in (`override func layoutAttributesForElements(in:)`), or the class itself.
public enum OverrideFinder {
    /// A declaration found: its file (as given), line (from 1) and type.
    public struct Found: Hashable, Sendable {
        public var path: String
        public var line: Int
        /// The type it is declared in (for a class: the class).
        public var owner: String
    }

    /// The method named `name` (`layoutAttributesForElements`) of class `owner` (`nil`: of any type),
    /// declared in its body or an extension, else in its superclass's, and so on up the classes the
    /// files declare; without an owner, the first in file order.
    public static func method(_ name: String, of owner: String?, in paths: [String]) -> Found? {
        let files = declarations(of: paths)
        let functions = files.flatMap { path, declarations in
            declarations.functions.filter { $0.name == name && $0.owner != nil }.map { (path, $0) }
        }
        guard var current = owner else {
            return functions.first.map { Found(path: $0.0, line: $0.1.line, owner: $0.1.owner ?? "") }
        }
        var seen: Set<String> = []
        while seen.insert(current).inserted {
            if let (path, function) = functions.first(where: { $0.1.owner == current }) {
                return Found(path: path, line: function.line, owner: current)
            }
            guard let type = type(current, in: files), let superclass = type.1.inherited.first else { return nil }
            current = superclass
        }
        return nil
    }

    /// The declaration of class `name` (`nil`: the first class inheriting `UICollectionViewLayout`
    /// itself).
    public static func layoutClass(_ name: String?, in paths: [String]) -> Found? {
        let files = declarations(of: paths)
        if let name, let (path, type) = type(name, in: files) { return Found(path: path, line: type.line, owner: type.name) }
        for (path, declarations) in files {
            if let type = declarations.types.first(where: {
                $0.kind == .class
                    && ["UICollectionViewLayout", "UIKit.UICollectionViewLayout"].contains($0.inherited.first ?? "")
            }) {
                return Found(path: path, line: type.line, owner: type.name)
            }
        }
        return nil
    }

    private static func type(_ name: String, in files: [(String, SwiftDeclarations)]) -> (
        String, SwiftDeclarations.TypeDeclaration
    )? {
        for (path, declarations) in files {
            if let type = declarations.types.first(where: { $0.name == name || $0.name.hasSuffix("." + name) }) {
                return (path, type)
            }
        }
        return nil
    }

    private static func declarations(of paths: [String]) -> [(String, SwiftDeclarations)] {
        paths.compactMap { path in
            FileManager.default.contents(atPath: path).map {
                (path, DeclarationScanner.declarations(of: SwiftSource(bytes: [UInt8]($0))))
            }
        }
    }
}
