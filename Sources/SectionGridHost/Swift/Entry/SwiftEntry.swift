/// What a compiled program lays out, as `--entry` names it: a view controller (as a storyboard or code
/// makes it), a layout class, or a function or static method returning a layout.
public struct SwiftEntry: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        /// A view controller made by `init(coder:)` and `awakeFromNib()`, as a storyboard makes it, a
        /// `UICollectionViewController`'s collection view laid out by `layout` (a class of the files;
        /// `nil`: UIKit's flow layout, a storyboard's default).
        case storyboard(layout: String?)
        /// A view controller made by its own `init()`.
        case viewController
        /// A layout class made by `init()`, in a collection view the size of the viewport.
        case layoutClass
        /// A function or static method returning a layout.
        case layoutFunction
    }

    /// The name `--entry` takes: the class (`ViewController`, `Outer.Layout`) or function
    /// (`makeLayout`, `Layouts.shelves`).
    public var name: String
    public var kind: Kind
    /// The file declaring it (an index into the files) and the line.
    public var file: Int
    public var line: Int
    /// Whether the program can make it (a layout class needs an `init()` to call).
    public var canBeMade = true

    /// The Swift expression of the `SectionGridEntry` that lays it out.
    public var expression: String {
        let label = "named: \"\(name)\""
        switch kind {
        case .storyboard(let layout):
            return "UIKit.SectionGridEntry.storyboard(\(name).self" + (layout.map { ", layout: \($0).self" } ?? "") + ")"
        case .viewController: return "UIKit.SectionGridEntry.viewController(\(label)) { \(name)() }"
        case .layoutClass, .layoutFunction: return "UIKit.SectionGridEntry.layout(\(label)) { \(name)() }"
        }
    }

    /// `ViewController (view controller, Controllers.swift:12)`-style words for messages: what it is.
    public var what: String {
        switch kind {
        case .storyboard, .viewController: return "view controller"
        case .layoutClass: return "layout class"
        case .layoutFunction: return "function returning a layout"
        }
    }

    public var description: String { name }
}
