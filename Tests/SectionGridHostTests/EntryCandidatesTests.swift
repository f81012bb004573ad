import Testing

@testable import SectionGridHost

/// How the entry is found (issue 27 §2, "Entry"): the one view controller, else the one layout class,
/// else the one function returning a layout; `--entry` chooses; several is an error listing them.
struct EntryCandidatesTests {
    static func candidates(_ files: String...) -> EntryCandidates {
        EntryCandidates(files.map { DeclarationScanner.declarations(of: SwiftSource(text: $0)) })
    }

    static func chosen(_ requested: String? = nil, _ files: String...) -> Result<SwiftEntry, EntryError> {
        let candidates = EntryCandidates(files.map { DeclarationScanner.declarations(of: SwiftSource(text: $0)) })
        return Result { () throws(EntryError) in try candidates.choose(requested) }
    }

    static func message(_ result: Result<SwiftEntry, EntryError>) -> String? {
        if case .failure(let error) = result { return error.description }
        return nil
    }

    /// A storyboard's `UICollectionViewController` gets the files' one layout class, found through a
    /// chain of the files' own classes and across files.
    @Test func aCollectionViewControllerGetsTheOneLayoutClassAsItsStoryboardWould() throws {
        let entry = try Self.chosen(
            nil, "class Base: UICollectionViewController {}\nclass Board: Base, Helper {}",
            "class Grid: UIKit.UICollectionViewFlowLayout {}"
        ).get()
        #expect(entry.name == "Board" && entry.kind == .storyboard(layout: "Grid") && entry.file == 0 && entry.line == 2)
        #expect(entry.expression == "UIKit.SectionGridEntry.storyboard(Board.self, layout: Grid.self)")
    }

    @Test func aControllerWithItsOwnInitIsMadeByIt() throws {
        let entry = try Self.chosen(
            nil, "class A: UICollectionViewController { init() { super.init(collectionViewLayout: L()) } }",
            "class L: UICollectionViewFlowLayout {}"
        ).get()
        #expect(entry.kind == .viewController)
        #expect(entry.expression == "UIKit.SectionGridEntry.viewController(named: \"A\") { A() }")
    }

    /// A plain view controller from a storyboard gets no layout: its code sets one.
    @Test func aPlainControllerFromAStoryboardGetsNoLayout() throws {
        let entry = try Self.chosen(
            nil, "class V: UIViewController { @IBOutlet weak var c: UICollectionView! }",
            "class L: UICollectionViewFlowLayout {}"
        ).get()
        #expect(entry.kind == .storyboard(layout: nil))
    }

    /// Among several view controllers, the one that shows a collection view (a
    /// `UICollectionViewController`, or one conforming to its data source or delegate) is chosen.
    @Test func amongSeveralControllersTheCollectionOneIsChosen() throws {
        let entry = try Self.chosen(
            nil, "class Settings: UIViewController {}\nclass Albums: UIViewController {}",
            "extension Albums: UICollectionViewDataSource {}"
        ).get()
        #expect(entry.name == "Albums")
        #expect(
            Self.message(Self.chosen(nil, "class A: UIViewController {}\nclass B: UIViewController {}"))
                == "the files have several view controllers (A, B): choose one with --entry NAME")
    }

    /// Controllers before layout classes, layout classes before functions; base classes another class
    /// refines, generic classes and protocol requirements are not candidates.
    @Test func theOrderOfKindsAndWhatIsNotACandidate() throws {
        #expect(
            try Self.chosen(nil, "class L: UICollectionViewFlowLayout {}\nfunc make() -> UICollectionViewLayout { L() }").get()
                .name == "L")
        #expect(try Self.chosen(nil, "class Base: UICollectionViewFlowLayout {}\nclass Leaf: Base {}").get().name == "Leaf")
        #expect(
            try Self.chosen(
                nil,
                "class G<T>: UICollectionViewFlowLayout {}\nenum Make { static func grid() -> UICollectionViewFlowLayout { .init() } }"
            ).get().name == "Make.grid")
        #expect(
            try Self.chosen(
                nil,
                "protocol P { func layout() -> UICollectionViewLayout }\nfunc layout() -> UICollectionViewLayout { fatalError() }"
            ).get().kind == .layoutFunction)
        let none = Self.chosen(
            nil,
            "struct S {}\nfunc needsArgument(_ x: Int) -> UICollectionViewLayout { fatalError() }\nfunc throwing() throws -> UICollectionViewLayout { fatalError() }"
        )
        #expect(
            Self.message(none)
                == "no entry: the files declare no view controller, no layout class (a UICollectionViewLayout subclass) and no function or static method returning a layout without arguments"
        )
    }

    /// A layout class needs `init()` to be made: declared, or inherited when it declares no designated
    /// initializer (a compositional layout has none to inherit).
    @Test func aLayoutClassWithoutInitCannotBeMade() {
        #expect(
            Self.message(Self.chosen(nil, "class C: UICollectionViewCompositionalLayout {}"))
                == "C has no init() to make it with (no initializer without arguments, declared or inherited): add one, or give a function returning the layout"
        )
        #expect(
            Self.message(Self.chosen(nil, "class F: UICollectionViewFlowLayout { init(columns: Int) { super.init() } }"))?
                .hasPrefix("F has no init()") == true)
        #expect(
            (try? Self.chosen(nil, "class F: UICollectionViewFlowLayout { convenience init(columns: Int) { self.init() } }").get())
                != nil)
        #expect(
            (try? Self.chosen(nil, "class C: UICollectionViewCompositionalLayout { init() { super.init(section: s) } }").get())
                != nil)
    }

    /// `--entry` takes a full name or a unique last part; `Controller:Layout` picks a storyboard's layout
    /// among several (`Controller:` for UIKit's flow layout).
    @Test func entryNamesAndStoryboardLayouts() throws {
        let files = [
            "class Board: UICollectionViewController {}",
            "class A: UICollectionViewFlowLayout {}\nenum K { class B: UICollectionViewFlowLayout {} }",
        ]
        let candidates = EntryCandidates(files.map { DeclarationScanner.declarations(of: SwiftSource(text: $0)) })
        #expect(throws: EntryError.self) { try candidates.choose(nil) }
        #expect(try candidates.choose("Board:K.B").kind == .storyboard(layout: "K.B"))
        #expect(try candidates.choose("Board:").kind == .storyboard(layout: nil))
        #expect(try candidates.choose("B").name == "K.B")
        do {
            _ = try candidates.choose(nil)
        } catch {
            #expect(
                error.description
                    == "Board is a UICollectionViewController and the files have several layout classes (A, K.B): a storyboard sets one; choose it with --entry Board:A (or --entry Board: for UIKit's flow layout)"
            )
        }
        #expect(throws: EntryError.self) { try candidates.choose("A:B") }
        #expect(throws: EntryError.self) { try candidates.choose("Board:Nope") }
    }

    /// A `private` layout class is a candidate: its maker is appended to its own file, where it is seen.
    @Test func privateClassesAreCandidatesMadeInTheirFile() throws {
        let entry = try Self.chosen(nil, "import UIKit\nprivate class Hidden: UICollectionViewFlowLayout {}").get()
        let program = ProgramSources(
            sources: [("Hidden.swift", SwiftSource(text: "import UIKit\nprivate class Hidden: UICollectionViewFlowLayout {}"))],
            entries: ["Hidden": entry])
        #expect(
            String(decoding: program.files[0].bytes, as: UTF8.self) == """
                import UIKit
                private class Hidden: UICollectionViewFlowLayout {}
                func __sectionGridEntry0() -> UIKit.SectionGridEntry { UIKit.SectionGridEntry.layout(named: "Hidden") { Hidden() } }

                """)
        #expect(program.files[0].userLines == 2)
        #expect(
            String(decoding: program.main, as: UTF8.self).contains(
                "case \"Hidden\": SectionGridLayoutHost.main(__sectionGridEntry0())"))
    }

    @Test func compiledNamesAreUniqueAndNeverMain() {
        #expect(
            ProgramSources.compiledNames(for: ["a/Layout.swift", "b/Layout.swift", "main.swift", "c/Layout~2.swift"])
                == ["Layout.swift", "Layout~2.swift", "main~2.swift", "Layout~2~2.swift"])
    }
}
