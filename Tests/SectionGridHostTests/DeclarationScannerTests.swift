import Testing

@testable import SectionGridHost

/// What the declaration scanner finds: the types, extensions and functions the entry is chosen among.
struct DeclarationScannerTests {
    static func declarations(_ text: String) -> SwiftDeclarations {
        DeclarationScanner.declarations(of: SwiftSource(text: text))
    }

    @Test func classesWithTheirSuperclassConformancesAndInitializers() {
        let found = Self.declarations(
            """
            import UIKit
            final class BandLayout: UICollectionViewFlowLayout, Sendable {
                override init() { super.init(); let local = 1 }
                required init?(coder: NSCoder) { fatalError() }
                convenience init(columns: Int, spacing: CGFloat = 8) { self.init() }
                class func make() -> BandLayout { BandLayout() }
            }
            """)
        #expect(found.types.count == 1)
        let layout = found.types[0]
        #expect(layout.name == "BandLayout" && layout.kind == .class && layout.line == 2)
        #expect(layout.inherited == ["UICollectionViewFlowLayout", "Sendable"])
        #expect(layout.initializers.map(\.requiredParameters) == [0, 1, 1])
        #expect(layout.initializers.map(\.isFailable) == [false, true, false])
        #expect(layout.initializers.map(\.isConvenience) == [false, false, true])
        #expect(found.functions.map(\.name) == ["make"])
        #expect(
            found.functions[0].owner == "BandLayout" && found.functions[0].isStatic
                && found.functions[0].returnType == "BandLayout")
    }

    @Test func nestedTypesAreQualifiedAndLocalOnesSkipped() {
        let found = Self.declarations(
            """
            enum Layouts {
                class Cards: UICollectionViewFlowLayout {}
                static func shelves(columns: Int = 2) -> UICollectionViewLayout {
                    class Local: UICollectionViewFlowLayout {}
                    func helper() -> UICollectionViewLayout { Local() }
                    return helper()
                }
            }
            let closure = { () -> Void in class Hidden {} }
            """)
        #expect(found.types.map(\.name) == ["Layouts", "Layouts.Cards"])
        #expect(found.functions.map(\.name) == ["shelves"])
        #expect(found.functions[0].requiredParameters == 0 && found.functions[0].owner == "Layouts")
    }

    @Test func extensionsAddConformancesAndInitializers() {
        let found = Self.declarations(
            """
            extension ViewController: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
                func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
            }
            extension Outer.Inner where T == Int { convenience init() { self.init(x: 1) } }
            """)
        #expect(found.extensions.map(\.extendedName) == ["ViewController", "Outer.Inner"])
        #expect(found.extensions[0].inherited == ["UICollectionViewDataSource", "UICollectionViewDelegateFlowLayout"])
        #expect(found.extensions[1].initializers.map(\.requiredParameters) == [0])
        #expect(found.functions.map(\.owner) == ["ViewController"])
    }

    @Test func functionsReturnTypesParametersAndEffects() {
        let found = Self.declarations(
            """
            func makeLayout() -> UICollectionViewLayout { UICollectionViewFlowLayout() }
            func optionalLayout() -> UICollectionViewLayout? { nil }
            func sized(_ width: CGFloat) -> UICollectionViewCompositionalLayout { fatalError() }
            func loaded() throws -> UICollectionViewLayout { fatalError() }
            @MainActor func variadic(_ xs: Int...) -> UIKit.UICollectionViewFlowLayout { .init() }
            func generic<T>(_ t: T.Type = T.self) -> UICollectionViewLayout where T: AnyObject { fatalError() }
            func closureParameter(make: (Int, Int) -> Void = { _, _ in }) -> UICollectionViewLayout { fatalError() }
            private func hidden() -> UICollectionViewLayout { fatalError() }
            func noReturn() {}
            """)
        #expect(
            found.functions.map(\.returnType) == [
                "UICollectionViewLayout", "UICollectionViewLayout?", "UICollectionViewCompositionalLayout",
                "UICollectionViewLayout", "UIKit.UICollectionViewFlowLayout", "UICollectionViewLayout",
                "UICollectionViewLayout", "UICollectionViewLayout", nil,
            ])
        #expect(found.functions.map(\.requiredParameters) == [0, 0, 1, 0, 0, 0, 0, 0, 0])
        #expect(found.functions.map(\.isEffectful) == [false, false, false, true, false, false, false, false, false])
        #expect(found.functions.map(\.isGeneric) == [false, false, false, false, false, true, false, false, false])
        #expect(found.functions.map(\.access) == [.module, .module, .module, .module, .module, .module, .module, .file, .module])
    }

    @Test func accessFollowsEnclosingTypes() {
        let found = Self.declarations(
            """
            private class A: UICollectionViewFlowLayout { class B: UICollectionViewFlowLayout {} }
            class C { private class D {}; fileprivate class E {}; static private func f() -> UICollectionViewLayout { fatalError() } }
            """)
        #expect(found.types.map(\.access) == [.file, .file, .module, .type, .file])
        #expect(found.functions.map(\.access) == [.type])
    }

    @Test func protocolRequirementsAreMarked() {
        let found = Self.declarations(
            "protocol Provider { func layout() -> UICollectionViewLayout }\nfunc layout() -> UICollectionViewLayout { fatalError() }"
        )
        #expect(found.functions.map(\.isRequirement) == [true, false])
    }

    /// Braces in strings, comments and `#if` conditions do not move the walk.
    @Test func bracesInStringsAndCommentsDoNotCount() {
        let found = Self.declarations(
            """
            let s = "{ class Fake: UICollectionViewFlowLayout {"
            // }
            /* } */
            #if canImport(UIKit)
            class Real: UICollectionViewFlowLayout {}
            #endif
            """)
        #expect(found.types.map(\.name) == ["Real"])
    }
}
