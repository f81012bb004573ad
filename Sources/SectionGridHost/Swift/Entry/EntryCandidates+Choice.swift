/// Why no entry could be chosen; the message lists what there is to choose from.
public struct EntryError: Error, Hashable, Sendable, CustomStringConvertible {
    public var description: String
}

extension EntryCandidates {
    /// The entry `requested` names (`--entry`), or the one the files make plain: the one view controller
    /// (among several, the one that shows a collection view), else the one layout class, else the one
    /// function returning a layout. `Controller:Layout` names a `UICollectionViewController` and the
    /// layout class its storyboard sets (`Controller:` for UIKit's flow layout).
    /// `describe` names a candidate's place for messages (`Layout.swift:12`).
    public func choose(_ requested: String?, describe: (SwiftEntry) -> String = { $0.name }) throws(EntryError) -> SwiftEntry {
        let entry: SwiftEntry
        if let requested {
            entry = try named(requested, describe: describe)
        } else if viewControllers.count == 1 {
            entry = viewControllers[0]
        } else if !viewControllers.isEmpty {
            guard collectionViewControllers.count == 1 else {
                let among = collectionViewControllers.isEmpty ? viewControllers : collectionViewControllers
                throw Self.ambiguity("view controllers", among, describe)
            }
            entry = collectionViewControllers[0]
        } else if layoutClasses.count == 1 {
            entry = layoutClasses[0]
        } else if !layoutClasses.isEmpty {
            throw Self.ambiguity("layout classes", layoutClasses, describe)
        } else if layoutFunctions.count == 1 {
            entry = layoutFunctions[0]
        } else if !layoutFunctions.isEmpty {
            throw Self.ambiguity("functions returning a layout", layoutFunctions, describe)
        } else {
            throw EntryError(
                description: "no entry: the files declare no view controller, no layout class (a UICollectionViewLayout "
                    + "subclass) and no function or static method returning a layout without arguments")
        }
        if case .storyboard = entry.kind, storyboardsNeedingALayout.contains(entry.name), requested?.contains(":") != true {
            let names = layoutClasses.map(\.name).joined(separator: ", ")
            throw EntryError(
                description: "\(entry.name) is a UICollectionViewController and the files have several layout classes "
                    + "(\(names)): a storyboard sets one; choose it with --entry \(entry.name):\(layoutClasses[0].name) "
                    + "(or --entry \(entry.name): for UIKit's flow layout)")
        }
        guard entry.canBeMade else {
            throw EntryError(
                description: "\(entry.name) has no init() to make it with (no initializer without arguments, declared or "
                    + "inherited): add one, or give a function returning the layout")
        }
        return entry
    }

    private static func ambiguity(_ what: String, _ entries: [SwiftEntry], _ describe: (SwiftEntry) -> String) -> EntryError {
        EntryError(
            description: "the files have several \(what) (\(entries.map(describe).joined(separator: ", "))): "
                + "choose one with --entry NAME")
    }

    /// The candidate `requested` names: by its full name, else by its last part when only one has it.
    private func named(_ requested: String, describe: (SwiftEntry) -> String) throws(EntryError) -> SwiftEntry {
        let parts = requested.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let name = parts[0]
        let byName = all.filter { $0.name == name }
        let byLastPart = all.filter { $0.name.split(separator: ".").last.map(String.init) == name }
        guard var entry = byName.first ?? (byLastPart.count == 1 ? byLastPart[0] : nil) else {
            let names = all.map(describe).joined(separator: ", ")
            throw EntryError(
                description: "--entry \(requested): no view controller, layout class or function returning a layout is named "
                    + "\(name)" + (names.isEmpty ? "" : " (the files have \(names))"))
        }
        guard parts.count == 2 else { return entry }
        guard storyboardCollectionViewControllers.contains(entry.name) else {
            throw EntryError(
                description: "--entry \(requested): \(entry.name) is not a UICollectionViewController made by a storyboard, "
                    + "whose layout the part after ':' names")
        }
        let layout = parts[1]
        guard layout.isEmpty || layoutClasses.contains(where: { $0.name == layout }) else {
            throw EntryError(
                description: "--entry \(requested): the files have no layout class \(layout) (they have "
                    + "\(layoutClasses.map(\.name).joined(separator: ", ")))")
        }
        entry.kind = .storyboard(layout: layout.isEmpty ? nil : layout)
        return entry
    }
}
