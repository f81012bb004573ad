import Testing

@testable import SectionGridHost

/// The rewrite Linux forces (issue 27 §2, "Compiling"): what changes, and that every line stays on its
/// line and every column before an inserted initializer stays where it was.
struct PlatformRewriteTests {
    static func rewritten(_ text: String) -> String {
        String(decoding: PlatformRewrite(SwiftSource(text: text)).bytes, as: UTF8.self)
    }

    @Test func outletsHoldADefaultConstructedViewAndLoseWeak() {
        #expect(
            Self.rewritten("    @IBOutlet weak var collectionView: UICollectionView!\n")
                == "                   var collectionView: UICollectionView! = UICollectionView()\n")
        #expect(
            Self.rewritten("@IBOutlet private weak var label: UILabel?")
                == "          private      var label: UILabel? = UILabel()")
        #expect(
            Self.rewritten("@IBOutlet var image: UIImageView // the picture")
                == "          var image: UIImageView = UIImageView() // the picture")
    }

    @Test func outletCollectionsAreEmptyArrays() {
        #expect(Self.rewritten("@IBOutlet var labels: [UILabel]!") == "          var labels: [UILabel]! = []")
    }

    @Test func outletsOnTheirOwnLineAndWithAttributesAndModifiersBetween() {
        #expect(
            Self.rewritten("@IBOutlet\n@MainActor private(set) unowned(unsafe) var v: UIKit.UIView!\nlet x = 1")
                == "         \n@MainActor private(set)                 var v: UIKit.UIView! = UIKit.UIView()\nlet x = 1")
    }

    @Test func outletsWithAValueKeepIt() {
        #expect(
            Self.rewritten("@IBOutlet weak var a: UILabel! = UILabel(frame: .zero), b: UILabel!")
                == "               var a: UILabel! = UILabel(frame: .zero), b: UILabel! = UILabel()")
        #expect(Self.rewritten("@IBOutlet var c: UILabel! { didSet { } }") == "          var c: UILabel! { didSet { } }")
    }

    @Test func typesThatAreNotANameGetNoInitializer() {
        #expect(Self.rewritten("@IBOutlet var f: (() -> Void)!") == "          var f: (() -> Void)!")
        #expect(Self.rewritten("@IBOutlet var p: A & B") == "          var p: A & B")
    }

    @Test func objectiveCAttributesAreDroppedWithTheirNames() {
        #expect(
            Self.rewritten("@objc(doIt:) func go() {}\n@objcMembers class A {}\n@IBAction func tap(_ s: Any) {}")
                == "             func go() {}\n             class A {}\n          func tap(_ s: Any) {}")
        #expect(Self.rewritten("@objc dynamic var x = 1") == "      dynamic var x = 1")
    }

    @Test func applicationEntryAttributesAreDropped() {
        #expect(
            Self.rewritten("@main\nclass AppDelegate: UIResponder {}\n@UIApplicationMain class B {}")
                == "     \nclass AppDelegate: UIResponder {}\n                   class B {}")
    }

    /// Attributes that compile on Linux stay; nothing inside strings and comments is touched.
    @Test func otherAttributesStringsAndCommentsAreLeftAlone() {
        let text =
            "@IBInspectable var r: CGFloat = 0\n@IBDesignable class V: UIView {}\nlet s = \"@objc @IBOutlet weak var x: T!\" // @objc\n/* @IBOutlet var y: T! */"
        #expect(Self.rewritten(text) == text)
        #expect(PlatformRewrite(SwiftSource(text: text)).changes.isEmpty)
    }

    @Test func everyLineKeepsItsNumber() {
        let text = """
            import UIKit
            @objcMembers
            class ViewController: UIViewController {
                @IBOutlet
                  weak var collectionView: UICollectionView!
                @IBOutlet weak var title: UILabel!; @IBOutlet var other: UILabel!
                @objc(tapWith:)
                @IBAction func tap(_ sender: Any) { print("\\(collectionView)") }
            }
            """
        let output = Self.rewritten(text)
        let inputLines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let outputLines = output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(outputLines.count == inputLines.count)
        #expect(outputLines[4] == "           var collectionView: UICollectionView! = UICollectionView()")
        #expect(outputLines[5] == "                   var title: UILabel! = UILabel();           var other: UILabel! = UILabel()")
        #expect(outputLines[7] == "              func tap(_ sender: Any) { print(\"\\(collectionView)\") }")
        let changes = PlatformRewrite(SwiftSource(text: text)).changes
        #expect(changes.map(\.line) == [2, 4, 6, 6, 7, 8])
        #expect(changes[1].summary == "@IBOutlet and weak dropped, = UICollectionView()")
    }
}
