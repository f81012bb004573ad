import Foundation
import SectionGridHostProtocol
import Testing

@testable import SectionGridHost

/// Write-back of flow layout properties: the one literal rewritten byte for byte, everything else pasted.
struct SwiftWriteBackFlowTests {
    static let viewController = """
        import UIKit

        class ViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let layout = UICollectionViewFlowLayout()
                layout.itemSize = CGSize(width: 100, height: 50)
                layout.minimumLineSpacing = 10
                layout.minimumInteritemSpacing = 10.0
                layout.sectionInset = UIEdgeInsets(top: 0, left: 36, bottom: 12, right: 36)
                layout.headerReferenceSize = .init(width: 0, height: 36)
                collectionView.collectionViewLayout = layout
            }
        }

        """

    static func plan(_ change: PropertyChange, _ files: [(String, String)]) -> SwiftWriteBackPlan {
        SwiftWriteBack.plan(change, in: files.map { SwiftSourceFile(path: $0.0, text: $0.1) })
    }

    /// The plan for `change` in the one file `text`, expected to be a rewrite of it into `expected`.
    static func expectRewrite(
        _ change: PropertyChange, in text: String, to expected: String, line: Int, column: Int,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let plan = plan(change, [("App/ViewController.swift", text)])
        guard case .rewrite(let path, let bytes, let gotLine, let gotColumn) = plan else {
            Issue.record("not a rewrite: \(plan)", sourceLocation: sourceLocation)
            return
        }
        #expect(path == "App/ViewController.swift", sourceLocation: sourceLocation)
        #expect(String(decoding: bytes, as: UTF8.self) == expected, sourceLocation: sourceLocation)
        #expect(bytes == Array(expected.utf8), sourceLocation: sourceLocation)
        #expect(gotLine == line && gotColumn == column, sourceLocation: sourceLocation)
    }

    @Test func sectionInsetRewritesOnlyTheChangedLiteral() {
        Self.expectRewrite(
            PropertyChange(property: .sectionInset, old: [0, 36, 12, 36], new: [0, 40, 12, 36]),
            in: Self.viewController,
            to: Self.viewController.replacingOnce(
                "UIEdgeInsets(top: 0, left: 36, bottom: 12, right: 36)", "UIEdgeInsets(top: 0, left: 40, bottom: 12, right: 36)"),
            line: 10, column: 58)
    }

    @Test func spacingsKeepTheirSpelling() {
        Self.expectRewrite(
            PropertyChange(property: .minimumLineSpacing, old: [10], new: [12]), in: Self.viewController,
            to: Self.viewController.replacingOnce("minimumLineSpacing = 10", "minimumLineSpacing = 12"), line: 8, column: 37)
        Self.expectRewrite(
            PropertyChange(property: .minimumInteritemSpacing, old: [10], new: [12]), in: Self.viewController,
            to: Self.viewController.replacingOnce("minimumInteritemSpacing = 10.0", "minimumInteritemSpacing = 12.0"),
            line: 9, column: 42)
        Self.expectRewrite(
            PropertyChange(property: .minimumInteritemSpacing, old: [10], new: [10.5]), in: Self.viewController,
            to: Self.viewController.replacingOnce("minimumInteritemSpacing = 10.0", "minimumInteritemSpacing = 10.5"),
            line: 9, column: 42)
    }

    @Test func sizesRewriteWidthOrHeight() {
        Self.expectRewrite(
            PropertyChange(property: .itemSize, old: [100, 50], new: [120.5, 50]), in: Self.viewController,
            to: Self.viewController.replacingOnce("CGSize(width: 100, height: 50)", "CGSize(width: 120.5, height: 50)"),
            line: 7, column: 41)
        Self.expectRewrite(
            PropertyChange(property: .headerReferenceSize, old: [0, 36], new: [0, 44]), in: Self.viewController,
            to: Self.viewController.replacingOnce(".init(width: 0, height: 36)", ".init(width: 0, height: 44)"),
            line: 11, column: 62)
    }

    @Test func bareAssignmentsInALayoutSubclassCount() {
        let text = """
            final class CardLayout: UICollectionViewFlowLayout {
                override init() {
                    super.init()
                    footerReferenceSize = CGSize(width: 0, height: 8)
                    sectionInset = UIEdgeInsets(top: 20, left: 15, bottom: 20, right: 15)
                }
                required init?(coder: NSCoder) { fatalError() }
            }

            """
        Self.expectRewrite(
            PropertyChange(property: .footerReferenceSize, old: [0, 8], new: [0, 12]), in: text,
            to: text.replacingOnce("height: 8)", "height: 12)"), line: 4, column: 56)
        // A bare name outside a flow layout is someone else's variable.
        let elsewhere =
            "final class Box { func f() { var sectionInset = UIEdgeInsets.zero\n sectionInset = UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1) } }"
        #expect(
            Self.plan(
                PropertyChange(property: .sectionInset, old: [1, 1, 1, 1], new: [2, 1, 1, 1]), [("Box.swift", elsewhere)])
                == .paste(
                    statement: "layout.sectionInset = UIEdgeInsets(top: 2, left: 1, bottom: 1, right: 1)",
                    location: "where the flow layout is configured, after UICollectionViewFlowLayout() is made",
                    reason: "no assignment of sectionInset in the files"))
    }

    @Test func numberSpellingsAndSigns() {
        let text = "layout.sectionInset = UIEdgeInsets(top: -4, left: 10.50, bottom: 1_000, right: 4)\n"
        Self.expectRewrite(
            PropertyChange(property: .sectionInset, old: [-4, 10.5, 1000, 4], new: [4, 12, 999, -4]), in: text,
            to: "layout.sectionInset = UIEdgeInsets(top: 4, left: 12.00, bottom: 999, right: -4)\n", line: 1, column: 41)
        Self.expectRewrite(
            PropertyChange(property: .minimumLineSpacing, old: [-4], new: [-2.25]),
            in: "l.minimumLineSpacing = -4 // tight\n",
            to: "l.minimumLineSpacing = -2.25 // tight\n", line: 1, column: 24)
    }

    @Test func commentsAndLineBreaksBetweenArgumentsStay() {
        let text = """
            layout.sectionInset = UIEdgeInsets(
                top: 0, /* none */ left: 36, // gutter
                bottom: /* after cards */ 12,
                right: 36)

            """
        Self.expectRewrite(
            PropertyChange(property: .sectionInset, old: [0, 36, 12, 36], new: [0, 36, 16, 30]), in: text,
            to: text.replacingOnce("*/ 12", "*/ 16").replacingOnce("right: 36", "right: 30"), line: 3, column: 31)
    }

    @Test func unicodeInACommentCountsBytesInTheColumn() {
        // "é" and "→" are 2 and 3 bytes: the column counts bytes.
        let text = "layout.sectionInset = UIEdgeInsets(/* é → */ top: 0, left: 36, bottom: 12, right: 36)\n"
        Self.expectRewrite(
            PropertyChange(property: .sectionInset, old: [0, 36, 12, 36], new: [8, 36, 12, 36]), in: text,
            to: "layout.sectionInset = UIEdgeInsets(/* é → */ top: 8, left: 36, bottom: 12, right: 36)\n", line: 1,
            column: 54)
    }

    @Test func crlfLineEndingsStay() {
        let text =
            "import UIKit\r\n// layout\r\nfunc make() -> UICollectionViewFlowLayout {\r\n    let layout = UICollectionViewFlowLayout()\r\n    layout.minimumLineSpacing = 10\r\n    return layout\r\n}\r\n"
        Self.expectRewrite(
            PropertyChange(property: .minimumLineSpacing, old: [10], new: [6]), in: text,
            to: text.replacingOnce("= 10", "= 6"), line: 5, column: 33)
    }

    @Test func multipleFilesRewriteTheOneThatSetsIt() {
        let layoutFile = """
            final class DayCardLayout: UICollectionViewFlowLayout {
                override func prepare() { super.prepare() }
            }

            """
        let plan = Self.plan(
            PropertyChange(property: .sectionInset, old: [0, 36, 12, 36], new: [0, 36, 12, 40]),
            [("App/DayCardLayout.swift", layoutFile), ("App/ViewController.swift", Self.viewController)])
        let expected = Self.viewController.replacingOnce("right: 36)", "right: 40)")
        #expect(plan == .rewrite(path: "App/ViewController.swift", bytes: Array(expected.utf8), line: 10, column: 81))
    }

    @Test func twoAssignmentsArePastedNamingBoth() {
        let other =
            "func second() -> UICollectionViewLayout {\n    let flow = UICollectionViewFlowLayout()\n    flow.sectionInset = UIEdgeInsets(top: 0, left: 36, bottom: 12, right: 36)\n    return flow\n}\n"
        let plan = Self.plan(
            PropertyChange(property: .sectionInset, old: [0, 36, 12, 36], new: [0, 40, 12, 36]),
            [("A/ViewController.swift", Self.viewController), ("B/Second.swift", other)])
        #expect(
            plan
                == .paste(
                    statement: "layout.sectionInset = UIEdgeInsets(top: 0, left: 40, bottom: 12, right: 36)",
                    location: "in ViewController.viewDidLoad() (ViewController.swift:6)",
                    reason: "2 assignments of sectionInset (ViewController.swift:10, Second.swift:3)"))
    }

    @Test func aNonLiteralOrAPartialWriteIsPasted() {
        let text = "let insets = UIEdgeInsets(top: 0, left: 36, bottom: 12, right: 36)\nlayout.sectionInset = insets\n"
        #expect(
            Self.plan(
                PropertyChange(property: .sectionInset, old: [0, 36, 12, 36], new: [0, 40, 12, 36]), [("L.swift", text)])
                == .paste(
                    statement: "layout.sectionInset = UIEdgeInsets(top: 0, left: 40, bottom: 12, right: 36)",
                    location: "replacing L.swift:2", reason: "not a literal: layout.sectionInset = insets (L.swift:2)"))
        let sum = "flow.minimumLineSpacing = 10 + 2\n"
        #expect(
            Self.plan(PropertyChange(property: .minimumLineSpacing, old: [12], new: [14]), [("L.swift", sum)])
                == .paste(
                    statement: "flow.minimumLineSpacing = 14", location: "replacing L.swift:1",
                    reason: "not a literal: flow.minimumLineSpacing = 10 + 2 (L.swift:1)"))
        let partial = Self.viewController.replacingOnce(
            "        collectionView.", "        layout.sectionInset.left += 4\n        collectionView.")
        #expect(
            Self.plan(
                PropertyChange(property: .sectionInset, old: [0, 40, 12, 36], new: [0, 44, 12, 36]), [("V.swift", partial)])
                == .paste(
                    statement: "layout.sectionInset = UIEdgeInsets(top: 0, left: 44, bottom: 12, right: 36)",
                    location: "in ViewController.viewDidLoad() (V.swift:6)",
                    reason: "2 assignments of sectionInset (V.swift:10, V.swift:12)"))
    }

    @Test func anOldValueThatDiffersIsPasted() {
        #expect(
            Self.plan(
                PropertyChange(property: .sectionInset, old: [0, 30, 12, 36], new: [0, 40, 12, 36]),
                [("App/ViewController.swift", Self.viewController)])
                == .paste(
                    statement: "layout.sectionInset = UIEdgeInsets(top: 0, left: 40, bottom: 12, right: 36)",
                    location: "replacing ViewController.swift:10",
                    reason: "ViewController.swift:10 sets UIEdgeInsets(top: 0, left: 36, bottom: 12, right: 36), "
                        + "not the old value UIEdgeInsets(top: 0, left: 30, bottom: 12, right: 36)"))
    }

    static let delegate = """
        extension ViewController: UICollectionViewDelegateFlowLayout {
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                insetForSectionAt section: Int) -> UIEdgeInsets {
                section == 1 ? UIEdgeInsets(top: 20, left: 24, bottom: 20, right: 24) : UIEdgeInsets(top: 12, left: 20, bottom: 12, right: 20)
            }
        }

        """

    @Test func aDelegateAnswerIsPastedAsItsReturn() {
        let files = [("App/ViewController.swift", Self.viewController), ("App/ViewController+Layout.swift", Self.delegate)]
        #expect(
            Self.plan(
                PropertyChange(property: .sectionInset, section: 1, old: [20, 24, 20, 24], new: [20, 30, 20, 24]), files)
                == .paste(
                    statement: "case 1: return UIEdgeInsets(top: 20, left: 30, bottom: 20, right: 24)",
                    location:
                        "in collectionView(_:layout:insetForSectionAt:) (ViewController+Layout.swift:2), in a switch on section",
                    reason: "sectionInset comes from insetForSectionAt (ViewController+Layout.swift:2)"))
        #expect(
            Self.plan(PropertyChange(property: .sectionInset, old: [0, 36, 12, 36], new: [0, 40, 12, 36]), files)
                == .paste(
                    statement: "return UIEdgeInsets(top: 0, left: 40, bottom: 12, right: 36)",
                    location: "in collectionView(_:layout:insetForSectionAt:) (ViewController+Layout.swift:2)",
                    reason: "sectionInset comes from insetForSectionAt (ViewController+Layout.swift:2)"))
        // A layout asking its delegate is a call, not an answer.
        let asking =
            "let inset = delegate.collectionView?(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset\n"
        Self.expectRewrite(
            PropertyChange(property: .minimumLineSpacing, old: [10], new: [12]), in: Self.viewController + asking,
            to: (Self.viewController + asking).replacingOnce("Spacing = 10\n", "Spacing = 12\n"), line: 8, column: 37)
    }

    @Test func aDelegateParameterWithoutAnInnerName() {
        let delegate = """
            extension ViewController: UICollectionViewDelegateFlowLayout {
                func collectionView(
                    _ view: UICollectionView, layout: UICollectionViewLayout, referenceSizeForHeaderInSection: Int
                ) -> CGSize { CGSize(width: 0, height: 30) }
            }

            """
        #expect(
            Self.plan(
                PropertyChange(property: .headerReferenceSize, old: [0, 30], new: [0, 40]),
                [("V.swift", Self.viewController), ("D.swift", delegate)])
                == .paste(
                    statement: "return CGSize(width: 0, height: 40)",
                    location: "in collectionView(_:layout:referenceSizeForHeaderInSection:) (D.swift:2)",
                    reason: "headerReferenceSize comes from referenceSizeForHeaderInSection (D.swift:2)"))
    }

    @Test func aChangeForOneSectionIsPastedAsADelegateMethod() {
        let plan = Self.plan(
            PropertyChange(property: .minimumLineSpacing, section: 2, old: [10], new: [4]),
            [("App/ViewController.swift", Self.viewController)])
        #expect(
            plan
                == .paste(
                    statement: """
                        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, \
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat {
                            section == 2 ? 4 : (collectionViewLayout as! UICollectionViewFlowLayout).minimumLineSpacing
                        }
                        """,
                    location: "in the collection view's delegate (UICollectionViewDelegateFlowLayout)",
                    reason:
                        "a change to section 2 alone: layout.minimumLineSpacing = 10 (ViewController.swift:8) sets every section")
        )
    }

    @Test func theCollectionViewsContentInset() {
        let text =
            "override func viewDidLoad() {\n    collectionView.contentInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)\n}\n"
        Self.expectRewrite(
            PropertyChange(property: .contentInset, old: [8, 0, 8, 0], new: [8, -4, 8, 0]), in: text,
            to: text.replacingOnce("left: 0", "left: -4"), line: 2, column: 62)
        #expect(
            Self.plan(
                PropertyChange(property: .contentInset, old: [0, 0, 0, 0], new: [8, 0, 0, 0]),
                [("V.swift", "class V: UIViewController {\n    override func viewDidLoad() {\n    }\n}\n")])
                == .paste(
                    statement: "collectionView.contentInset = UIEdgeInsets(top: 8, left: 0, bottom: 0, right: 0)",
                    location: "in V.viewDidLoad() (V.swift:2)", reason: "no assignment of contentInset in the files"))
    }
}

extension String {
    /// The string with the first `target` replaced (the test fails to match when it is missing).
    func replacingOnce(_ target: String, _ replacement: String) -> String {
        guard let range = range(of: target) else { return self + "<missing \(target)>" }
        return replacingCharacters(in: range, with: replacement)
    }
}

/// What `w` does in the harder corners: an overridden property, a receiver from another function, old helpers.
struct SwiftWriteBackCornerTests {
    @Test func anOverriddenPropertyIsPasted() {
        let text = """
            final class Fixed: UICollectionViewFlowLayout {
                override var minimumLineSpacing: CGFloat { get { 4 } set {} }
            }
            let layout = Fixed()
            layout.minimumLineSpacing = 10

            """
        #expect(
            SwiftWriteBackFlowTests.plan(
                PropertyChange(property: .minimumLineSpacing, old: [10], new: [12]), [("F.swift", text)])
                == .paste(
                    statement: "layout.minimumLineSpacing = 12", location: "at F.swift:4",
                    reason: "minimumLineSpacing is overridden (F.swift:2)"))
    }

    @Test func aDeclarationInAnotherFunctionSaysNothingAboutTheReceiver() {
        // `shelf` in `pad` is a parameter; the `let shelf` of `make` cannot be seen from there.
        let text = """
            func make() -> NSCollectionLayoutSection {
                let shelf = NSCollectionLayoutSection(group: group)
                shelf.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
                return shelf
            }
            func pad(_ shelf: NSCollectionLayoutSection) {
                shelf.contentInsets = NSDirectionalEdgeInsets(top: 9, leading: 9, bottom: 9, trailing: 9)
            }

            """
        #expect(
            SwiftWriteBackFlowTests.plan(
                PropertyChange(property: .contentInsets, old: [4, 4, 4, 4], new: [6, 4, 4, 4]), [("S.swift", text)])
                == .paste(
                    statement: "shelf.contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 4, bottom: 4, trailing: 4)",
                    location: "after the section is made in make() (S.swift:2)",
                    reason: "cannot tell whose contentInsets shelf.contentInsets = NSDirectionalEdgeInsets(top: 9, leading: 9, "
                        + "bottom: 9, trailing: 9) sets (S.swift:7): shelf is not declared as made by NSCollectionLayoutSection(…)"
                ))
    }

    @Test func aLocalVariableOfTheSameNameIsNotTheProperty() {
        let text = """
            final class Banded: UICollectionViewFlowLayout {
                override init() {
                    super.init()
                    sectionInset = UIEdgeInsets(top: 6, left: 6, bottom: 6, right: 6)
                }
                override func prepare() {
                    super.prepare()
                    var sectionInset = self.sectionInset
                    if let inset = answer() {
                        sectionInset = inset
                    }
                    use(sectionInset)
                }
            }

            """
        SwiftWriteBackFlowTests.expectRewrite(
            PropertyChange(property: .sectionInset, old: [6, 6, 6, 6], new: [6, 10, 6, 6]), in: text,
            to: text.replacingOnce("left: 6", "left: 10"), line: 4, column: 51)
    }

    @Test func oldHelpersAndWrongCounts() {
        SwiftWriteBackFlowTests.expectRewrite(
            PropertyChange(property: .sectionInset, old: [1, 2, 3, 4], new: [1, 2, 3, 5]),
            in: "layout.sectionInset = UIEdgeInsetsMake(1, 2, 3, 4)\n",
            to: "layout.sectionInset = UIEdgeInsetsMake(1, 2, 3, 5)\n",
            line: 1, column: 49)
        #expect(
            SwiftWriteBackFlowTests.plan(PropertyChange(property: .itemSize, old: [1], new: [2]), [("A.swift", "")])
                == .paste(statement: "", location: "", reason: "itemSize takes 2 numbers, the change has 1 old and 1 new"))
    }
}
