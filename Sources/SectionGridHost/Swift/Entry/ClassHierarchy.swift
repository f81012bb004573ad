/// The classes of a set of files and what each inherits, followed across the files to the UIKit class
/// at the root of each chain: how the entry finder tells view controllers and layouts apart.
struct ClassHierarchy {
    /// A class and the file it is declared in.
    struct Member {
        var declaration: SwiftDeclarations.TypeDeclaration
        var file: Int
    }

    /// UIKit's view controller classes a collection view is shown by.
    static let viewControllerRoots: Set<String> = ["UIViewController", "UICollectionViewController"]
    /// UIKit's collection view layout classes.
    static let layoutRoots: Set<String> = [
        "UICollectionViewLayout", "UICollectionViewFlowLayout", "UICollectionViewCompositionalLayout",
    ]

    private(set) var classes: [String: Member] = [:]
    /// Class names in declaration order (file, then line).
    private(set) var order: [String] = []
    /// Each file's extensions.
    let extensions: [SwiftDeclarations.Extension]

    init(_ files: [SwiftDeclarations]) {
        var extensions: [SwiftDeclarations.Extension] = []
        for (file, declarations) in files.enumerated() {
            extensions += declarations.extensions
            for type in declarations.types where type.kind == .class && classes[type.name] == nil {
                classes[type.name] = Member(declaration: type, file: file)
                order.append(type.name)
            }
        }
        self.extensions = extensions
    }

    /// `UIKit.X` as `X`.
    static func unqualified(_ name: String) -> String {
        name.hasPrefix("UIKit.") ? String(name.dropFirst(6)) : name
    }

    /// The files' class a name written inside `context` (a qualified type name) refers to: the innermost
    /// enclosing type's member first, as Swift looks names up.
    func resolve(_ written: String, in context: String) -> String? {
        var scope = context.split(separator: ".").map(String.init)
        while true {
            let candidate = (scope + [written]).joined(separator: ".")
            if classes[candidate] != nil { return candidate }
            if scope.isEmpty { return nil }
            scope.removeLast()
        }
    }

    /// The superclass of `name` as written (`nil`: it inherits nothing).
    func superclass(of name: String) -> String? {
        classes[name]?.declaration.inherited.first.map(Self.unqualified)
    }

    /// The chain from `name` up: the files' classes it passes, then the name outside the files it ends
    /// at (a UIKit class, or something unknown), or `nil` when it inherits nothing or loops.
    func root(of name: String) -> String? {
        var current = name
        var seen: Set<String> = [name]
        while let written = superclass(of: current) {
            let context = current.split(separator: ".").dropLast().joined(separator: ".")
            guard let next = resolve(written, in: context) else { return written }
            guard seen.insert(next).inserted else { return nil }
            current = next
        }
        return nil
    }

    /// Whether `name`'s chain ends at one of `roots`.
    func descends(_ name: String, from roots: Set<String>) -> Bool {
        root(of: name).map(roots.contains) ?? false
    }

    /// Whether another of the files' classes inherits from `name`.
    func isSubclassed(_ name: String) -> Bool {
        classes.keys.contains { other in
            guard other != name, let written = superclass(of: other) else { return false }
            let context = other.split(separator: ".").dropLast().joined(separator: ".")
            return resolve(written, in: context) == name
        }
    }

    /// The protocols `name` conforms to in its declaration and its extensions.
    func conformances(of name: String) -> Set<String> {
        var names = Set((classes[name]?.declaration.inherited.dropFirst() ?? []).map(Self.unqualified))
        let last = name.split(separator: ".").last.map(String.init) ?? name
        for extension_ in extensions where extension_.extendedName == name || extension_.extendedName == last {
            names.formUnion(extension_.inherited.map(Self.unqualified))
        }
        return names
    }

    /// The initializers `name` declares in its body and its extensions.
    func initializers(of name: String) -> [SwiftDeclarations.Initializer] {
        let last = name.split(separator: ".").last.map(String.init) ?? name
        return (classes[name]?.declaration.initializers ?? [])
            + extensions.filter { $0.extendedName == name || $0.extendedName == last }.flatMap(\.initializers)
    }

    /// UIKit classes `X()` makes an instance of (`init()`, declared or inherited).
    static let rootsWithPlainInitializer: Set<String> = [
        "UICollectionViewLayout", "UICollectionViewFlowLayout", "UIViewController",
        "UICollectionViewController",
    ]

    /// Whether `name()` makes an instance: an initializer without required arguments that is neither
    /// failable nor `private` to the type, declared, or inherited because the class declares no
    /// designated initializer of its own (The Swift Programming Language, "Automatic Initializer
    /// Inheritance").
    func hasPlainInitializer(_ name: String) -> Bool {
        var current = name
        var seen: Set<String> = []
        while seen.insert(current).inserted {
            let initializers = self.initializers(of: current)
            if initializers.contains(where: { $0.requiredParameters == 0 && !$0.isFailable && $0.access != .type }) {
                return true
            }
            if initializers.contains(where: { !$0.isConvenience }) { return false }
            guard let written = superclass(of: current) else { return false }
            let context = current.split(separator: ".").dropLast().joined(separator: ".")
            guard let next = resolve(written, in: context) else { return Self.rootsWithPlainInitializer.contains(written) }
            current = next
        }
        return false
    }
}
