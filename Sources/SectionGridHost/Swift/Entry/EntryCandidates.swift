/// What the files could be laid out as (issue 27 §2, "Entry"): their view controllers, their layout
/// classes, and their functions and static methods returning a layout — each the most derived of the
/// files' classes (a base class another one refines is not offered), none generic or `private` to a
/// type.
public struct EntryCandidates: Sendable {
    public private(set) var viewControllers: [SwiftEntry] = []
    public private(set) var layoutClasses: [SwiftEntry] = []
    public private(set) var layoutFunctions: [SwiftEntry] = []
    /// View controllers that show a collection view for sure: `UICollectionViewController`s and those
    /// conforming to its data source or delegate protocols.
    public private(set) var collectionViewControllers: [SwiftEntry] = []
    /// `UICollectionViewController`s that a storyboard would give one of several layout classes: the
    /// choice is the user's (`--entry Controller:Layout`).
    var storyboardsNeedingALayout: Set<String> = []
    /// The `UICollectionViewController`s a storyboard makes (whose layout `--entry Controller:Layout` names).
    var storyboardCollectionViewControllers: Set<String> = []

    /// Every candidate: view controllers, layout classes, functions.
    public var all: [SwiftEntry] { viewControllers + layoutClasses + layoutFunctions }

    static let collectionProtocols: Set<String> = [
        "UICollectionViewDataSource", "UICollectionViewDelegate",
        "UICollectionViewDelegateFlowLayout",
    ]

    public init(_ files: [SwiftDeclarations]) {
        let hierarchy = ClassHierarchy(files)
        let leaves = hierarchy.order.filter { name in
            guard let member = hierarchy.classes[name] else { return false }
            return !member.declaration.isGeneric && member.declaration.access != .type && !hierarchy.isSubclassed(name)
        }
        let layouts = leaves.filter { hierarchy.descends($0, from: ClassHierarchy.layoutRoots) }
        for name in layouts {
            guard let member = hierarchy.classes[name] else { continue }
            var entry = SwiftEntry(name: name, kind: .layoutClass, file: member.file, line: member.declaration.line)
            entry.canBeMade = hierarchy.hasPlainInitializer(name)
            layoutClasses.append(entry)
        }
        for name in leaves where hierarchy.descends(name, from: ClassHierarchy.viewControllerRoots) {
            guard let member = hierarchy.classes[name] else { continue }
            let isCollectionViewController = hierarchy.root(of: name) == "UICollectionViewController"
            let madeByCode = hierarchy.initializers(of: name).contains {
                $0.requiredParameters == 0 && !$0.isFailable && $0.access != .type
            }
            let kind: SwiftEntry.Kind
            if madeByCode {
                kind = .viewController
            } else {
                kind = .storyboard(layout: isCollectionViewController && layouts.count == 1 ? layouts[0] : nil)
                if isCollectionViewController { storyboardCollectionViewControllers.insert(name) }
                if isCollectionViewController, layouts.count > 1 { storyboardsNeedingALayout.insert(name) }
            }
            let entry = SwiftEntry(name: name, kind: kind, file: member.file, line: member.declaration.line)
            viewControllers.append(entry)
            if isCollectionViewController || !hierarchy.conformances(of: name).isDisjoint(with: Self.collectionProtocols) {
                collectionViewControllers.append(entry)
            }
        }
        let layoutTypes = ClassHierarchy.layoutRoots.union(
            hierarchy.classes.keys.filter { hierarchy.descends($0, from: ClassHierarchy.layoutRoots) })
        for (file, declarations) in files.enumerated() {
            for function in declarations.functions where Self.isLayoutFunction(function, layoutTypes: layoutTypes) {
                let name = function.owner.map { $0 + "." + function.name } ?? function.name
                layoutFunctions.append(SwiftEntry(name: name, kind: .layoutFunction, file: file, line: function.line))
            }
        }
    }

    /// A top-level function or a static method, callable without arguments, returning a layout.
    private static func isLayoutFunction(_ function: SwiftDeclarations.Function, layoutTypes: Set<String>) -> Bool {
        guard let returnType = function.returnType, function.owner == nil || function.isStatic, function.requiredParameters == 0,
            !function.isEffectful, !function.isGeneric, !function.isRequirement, function.access != .type
        else { return false }
        return layoutTypes.contains(ClassHierarchy.unqualified(returnType))
    }
}
