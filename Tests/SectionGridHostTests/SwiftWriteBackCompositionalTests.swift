import Foundation
import SectionGridHostProtocol
import Testing

@testable import SectionGridHost

/// Write-back of compositional sections' values: whose `contentInsets` an assignment sets, and whether the one
/// section serves every index.
struct SwiftWriteBackCompositionalTests {
    static let gallery = """
        import UIKit

        func makeGalleryLayout() -> UICollectionViewLayout {
            let layout = UICollectionViewCompositionalLayout { section, environment in
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5),
                                                                                     heightDimension: .fractionalHeight(1)))
                item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                               heightDimension: .absolute(120)), subitems: [item])
                group.contentInsets = .init(top: 0, leading: 4, bottom: 0, trailing: 4)
                let gallery = NSCollectionLayoutSection(group: group)
                gallery.interGroupSpacing = 10.5
                gallery.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 12, bottom: 16, trailing: 12)
                let backdrop = NSCollectionLayoutDecorationItem.background(elementKind: "backdrop")
                backdrop.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
                gallery.decorationItems = [backdrop]
                return gallery
            }
            return layout
        }

        """

    static func plan(_ change: PropertyChange, _ text: String) -> SwiftWriteBackPlan {
        SwiftWriteBack.plan(change, in: [SwiftSourceFile(path: "App/Gallery.swift", text: text)])
    }

    static func expectRewrite(
        _ change: PropertyChange, _ expected: String, line: Int, column: Int,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard case .rewrite(let path, let bytes, let gotLine, let gotColumn) = plan(change, gallery) else {
            Issue.record("not a rewrite: \(plan(change, gallery))", sourceLocation: sourceLocation)
            return
        }
        #expect(path == "App/Gallery.swift", sourceLocation: sourceLocation)
        #expect(String(decoding: bytes, as: UTF8.self) == expected, sourceLocation: sourceLocation)
        #expect(gotLine == line && gotColumn == column, sourceLocation: sourceLocation)
    }

    @Test func theSectionsContentInsetsNotTheItemsNorTheGroups() {
        Self.expectRewrite(
            PropertyChange(property: .contentInsets, old: [16, 12, 16, 12], new: [16, 20, 16, 20]),
            Self.gallery.replacingOnce(
                "(top: 16, leading: 12, bottom: 16, trailing: 12)", "(top: 16, leading: 20, bottom: 16, trailing: 20)"),
            line: 13, column: 75)
    }

    @Test func interGroupSpacingKeepsItsDecimals() {
        Self.expectRewrite(
            PropertyChange(property: .interGroupSpacing, old: [10.5], new: [11.5]),
            Self.gallery.replacingOnce("interGroupSpacing = 10.5", "interGroupSpacing = 11.5"), line: 12, column: 37)
    }

    @Test func theBackgroundDecorationsContentInsets() {
        Self.expectRewrite(
            PropertyChange(property: .decorationContentInsets, old: [8, 8, 8, 8], new: [4, 8, 4, 8]),
            Self.gallery.replacingOnce(
                "(top: 8, leading: 8, bottom: 8, trailing: 8)", "(top: 4, leading: 8, bottom: 4, trailing: 8)"),
            line: 15, column: 63)
    }

    @Test func aChangeForOneSectionIsGuardedByTheIndex() {
        #expect(
            Self.plan(
                PropertyChange(property: .contentInsets, section: 0, old: [16, 12, 16, 12], new: [16, 20, 16, 20]),
                Self.gallery)
                == .paste(
                    statement: "if section == 0 { gallery.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 20, "
                        + "bottom: 16, trailing: 20) }",
                    location: "after Gallery.swift:13 in makeGalleryLayout()",
                    reason: "a change to section 0 alone: gallery.contentInsets = NSDirectionalEdgeInsets(top: 16, "
                        + "leading: 12, bottom: 16, trailing: 12) (Gallery.swift:13) sets every section"))
    }

    @Test func anAssignmentOnSomePathsOnlyIsPasted() {
        let conditional = Self.gallery.replacingOnce(
            "        gallery.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 12, bottom: 16, trailing: 12)",
            "        if section == 0 { gallery.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 12, bottom: 16, trailing: 12) }"
        )
        #expect(
            Self.plan(PropertyChange(property: .contentInsets, old: [16, 12, 16, 12], new: [16, 20, 16, 20]), conditional)
                == .paste(
                    statement: "gallery.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 20, bottom: 16, trailing: 20)",
                    location: "replacing Gallery.swift:13",
                    reason: "gallery.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 12, bottom: 16, trailing: 12) "
                        + "(Gallery.swift:13) is not in the same block as the section made at Gallery.swift:11"))
        let early = Self.gallery.replacingOnce(
            "        gallery.interGroupSpacing = 10.5",
            "        if section == 2 { return gallery }\n        gallery.interGroupSpacing = 10.5")
        #expect(
            Self.plan(PropertyChange(property: .interGroupSpacing, old: [10.5], new: [12]), early)
                == .paste(
                    statement: "gallery.interGroupSpacing = 12", location: "replacing Gallery.swift:13",
                    reason: "gallery.interGroupSpacing = 10.5 (Gallery.swift:13) may be skipped for some sections "
                        + "(return at Gallery.swift:12)"))
    }

    @Test func twoSectionsMadeArePasted() {
        let two = Self.gallery.replacingOnce(
            "        return gallery\n", "        return section == 0 ? gallery : NSCollectionLayoutSection(group: group)\n")
        #expect(
            Self.plan(PropertyChange(property: .interGroupSpacing, old: [10.5], new: [12]), two)
                == .paste(
                    statement: "gallery.interGroupSpacing = 12", location: "replacing Gallery.swift:12",
                    reason: "2 sections are made (Gallery.swift:11, Gallery.swift:17): gallery.interGroupSpacing = 10.5 "
                        + "(Gallery.swift:12) does not serve every section"))
    }

    @Test func aReceiverOfUnknownKindIsDoubt() {
        let helper =
            Self.gallery + """
                func pad(_ target: NSCollectionLayoutSection) {
                    target.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
                }

                """
        #expect(
            Self.plan(PropertyChange(property: .contentInsets, old: [16, 12, 16, 12], new: [16, 20, 16, 20]), helper)
                == .paste(
                    statement: "gallery.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 20, bottom: 16, trailing: 20)",
                    location: "after the section is made in makeGalleryLayout() (Gallery.swift:11)",
                    reason: "cannot tell whose contentInsets target.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, "
                        + "bottom: 1, trailing: 1) sets (Gallery.swift:22): target is not declared as made by "
                        + "NSCollectionLayoutSection(…)"))
    }

    @Test func noAssignmentSaysWhereTheSectionIsMade() {
        let bare = Self.gallery.replacingOnce("        gallery.interGroupSpacing = 10.5\n", "")
        #expect(
            Self.plan(PropertyChange(property: .interGroupSpacing, section: 1, old: [0], new: [6]), bare)
                == .paste(
                    statement: "if section == 1 { gallery.interGroupSpacing = 6 }",
                    location: "after the section is made in makeGalleryLayout() (Gallery.swift:11)",
                    reason: "no assignment of interGroupSpacing in the files"))
    }

    @Test func oneSectionForTheWholeLayout() {
        let single = """
            func makeListLayout() -> UICollectionViewLayout {
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
                let group = NSCollectionLayoutGroup.vertical(layoutSize: item.layoutSize, subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.contentInsets = .init(top: 0, leading: 16, bottom: 0, trailing: 16) // 16 = the margin
                return UICollectionViewCompositionalLayout(section: section)
            }

            """
        #expect(
            Self.plan(PropertyChange(property: .contentInsets, old: [0, 16, 0, 16], new: [0, 16, 0, 20]), single)
                == .rewrite(
                    path: "App/Gallery.swift",
                    bytes: Array(single.replacingOnce("trailing: 16)", "trailing: 20)").utf8), line: 5, column: 77))
        #expect(
            Self.plan(
                PropertyChange(property: .contentInsets, section: 3, old: [0, 16, 0, 16], new: [0, 16, 0, 20]), single)
                == .paste(
                    statement: "if sectionIndex == 3 { section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, "
                        + "bottom: 0, trailing: 20) }",
                    location: "after Gallery.swift:5 in makeListLayout(), which needs a section provider "
                        + "(UICollectionViewCompositionalLayout { sectionIndex, environment in … })",
                    reason: "a change to section 3 alone: section.contentInsets = .init(top: 0, leading: 16, bottom: 0, "
                        + "trailing: 16) (Gallery.swift:5) sets every section"))
    }
}
