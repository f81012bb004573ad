import Testing

@testable import SectionGridHost

/// The compiler's output as the user reads it: their paths, errors only, the UIKit hint, and errors in
/// SectionGrid's own additions said to be so.
struct CompilerDiagnosticsTests {
    static let program = ProgramSources(
        sources: [("Sources/App/Layout.swift", SwiftSource(text: "one\ntwo\nthree"))], entries: [:])

    @Test func pathsAreTheUsersAndOnlyErrorsRemain() {
        let output = """
            /tmp/b/src/Layout.swift:2:5: warning: variable was never used
            /tmp/b/src/Layout.swift:3:1: error: cannot find 'UIHostingConfiguration' in scope
            let x = UIHostingConfiguration
                    ^~~~~~
            /tmp/b/src/Layout.swift:3:1: note: did you mean 'y'?
            /tmp/b/src/Layout.swift:5:1: error: cannot find 'x' in scope
            /tmp/b/gen/main.swift:4:1: error: ambiguous use of 'init()'
            error: link command failed with exit code 1 (use -v to see invocation)
            """
        let diagnostics = CompilerDiagnostics(output: output, program: Self.program, folder: "/tmp/b")
        #expect(
            diagnostics.lines == [
                "Sources/App/Layout.swift:3:1: error: cannot find 'UIHostingConfiguration' in scope",
                "Sources/App/Layout.swift:3:1: note: 'UIHostingConfiguration' is not (yet) in SectionGrid's UIKit (docs/uikit.md lists what is)",
                "error: Sources/App/Layout.swift: the entry SectionGrid adds after its last line does not compile: cannot find 'x' in scope",
                "error: SectionGrid's main.swift for the files does not compile: ambiguous use of 'init()'",
                "error: link command failed with exit code 1 (use -v to see invocation)",
            ])
        #expect(diagnostics.inGeneratedCode)
    }

    @Test func hintsNameMissingUIKitAPIOnly() {
        #expect(
            UIKitHint.note(for: "cannot find 'UICollectionViewDiffableDataSource' in scope")
                == "'UICollectionViewDiffableDataSource' is not (yet) in SectionGrid's UIKit (docs/uikit.md lists what is)")
        #expect(
            UIKitHint.note(for: "cannot find type 'NSDiffableDataSourceSnapshot' in scope")?.hasPrefix(
                "'NSDiffableDataSourceSnapshot'") == true)
        #expect(
            UIKitHint.note(for: "value of type 'UICollectionView?' has no member 'prefetchDataSource'")
                == "'UICollectionView.prefetchDataSource' is not (yet) in SectionGrid's UIKit (docs/uikit.md lists what is)")
        #expect(UIKitHint.note(for: "type 'UIColor' has no member 'tintColor'")?.hasPrefix("'UIColor.tintColor'") == true)
        #expect(UIKitHint.note(for: "module 'UIKit' has no member named 'UIMenu'")?.hasPrefix("'UIMenu'") == true)
        #expect(UIKitHint.note(for: "cannot find 'myHelper' in scope") == nil)
        #expect(UIKitHint.note(for: "value of type 'MyLayout' has no member 'columns'") == nil)
        #expect(UIKitHint.note(for: "cannot find 'UIx' in scope") == nil)
        #expect(UIKitHint.note(for: "cannot convert value of type 'String' to specified type 'Int'") == nil)
    }
}
