import Foundation
import SectionGridHostProtocol
import Testing

@testable import SectionGridHost

/// Write-back planned in the tests' own apps (`Fixtures/Apps`): what `w` would do to each of their values.
struct SwiftWriteBackFixtureTests {
    /// The app's files, read as the viewer reads them.
    static func files(_ app: String) throws -> [SwiftSourceFile] {
        let folder = SwiftApp.fixtures.appendingPathComponent(app)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        return try names.map { name in
            let path = folder.appendingPathComponent(name).path
            return SwiftSourceFile(path: path, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))))
        }
    }

    /// The plan's rewritten file compared with the original with `target` replaced by `replacement` once.
    static func expectRewrite(
        _ plan: SwiftWriteBackPlan, of files: [SwiftSourceFile], file name: String, _ target: String, _ replacement: String,
        line: Int, column: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard case .rewrite(let path, let bytes, let gotLine, let gotColumn) = plan,
            let original = files.first(where: { $0.path.hasSuffix("/" + name) })
        else {
            Issue.record("not a rewrite of \(name): \(plan)", sourceLocation: sourceLocation)
            return
        }
        let expected = String(decoding: original.bytes, as: UTF8.self).replacingOnce(target, replacement)
        #expect(path == original.path, sourceLocation: sourceLocation)
        #expect(String(decoding: bytes, as: UTF8.self) == expected, sourceLocation: sourceLocation)
        #expect(gotLine == line && gotColumn == column, sourceLocation: sourceLocation)
    }

    @Test func journalsViewControllerSetsTheFlowValues() throws {
        let files = try Self.files("Journal")
        Self.expectRewrite(
            SwiftWriteBack.plan(
                PropertyChange(property: .sectionInset, old: [4, 24, 12, 24], new: [4, 30, 12, 30]), in: files),
            of: files, file: "JournalViewController.swift", "left: 24, bottom: 12, right: 24)",
            "left: 30, bottom: 12, right: 30)", line: 17, column: 58)
        Self.expectRewrite(
            SwiftWriteBack.plan(PropertyChange(property: .footerReferenceSize, old: [0, 8], new: [0, 20]), in: files),
            of: files, file: "JournalViewController.swift", "CGSize(width: 0, height: 8)", "CGSize(width: 0, height: 20)",
            line: 19, column: 63)
    }

    @Test func halosLayoutSetsThemInItsInitializer() throws {
        let files = try Self.files("Halo")
        Self.expectRewrite(
            SwiftWriteBack.plan(PropertyChange(property: .itemSize, old: [90, 50], new: [96, 50]), in: files),
            of: files, file: "HaloLayout.swift", "CGSizeMake(90, 50)", "CGSizeMake(96, 50)", line: 11, column: 31)
        Self.expectRewrite(
            SwiftWriteBack.plan(
                PropertyChange(property: .sectionInset, old: [20, 15, 20, 15], new: [24, 15, 20, 15]), in: files),
            of: files, file: "HaloLayout.swift", "(top: 20, left: 15", "(top: 24, left: 15", line: 14, column: 42)
    }

    @Test func stripesInsetsComeFromTheDelegate() throws {
        let files = try Self.files("Stripes")
        #expect(
            SwiftWriteBack.plan(
                PropertyChange(property: .sectionInset, section: 1, old: [20, 24, 20, 24], new: [20, 24, 28, 24]), in: files)
                == .paste(
                    statement: "case 1: return UIEdgeInsets(top: 20, left: 24, bottom: 28, right: 24)",
                    location: "in collectionView(_:layout:insetForSectionAt:) (TimetableViewController.swift:33), "
                        + "in a switch on section",
                    reason: "sectionInset comes from insetForSectionAt (TimetableViewController.swift:33)"))
        Self.expectRewrite(
            SwiftWriteBack.plan(PropertyChange(property: .minimumLineSpacing, old: [8], new: [12]), in: files),
            of: files, file: "StripeLayout.swift", "minimumLineSpacing = 8", "minimumLineSpacing = 12", line: 53, column: 30)
    }

    @Test func shelvesSectionAndBackground() throws {
        let files = try Self.files("Shelves")
        Self.expectRewrite(
            SwiftWriteBack.plan(
                PropertyChange(property: .contentInsets, old: [20, 20, 20, 20], new: [20, 16, 20, 16]), in: files),
            of: files, file: "Shelves.swift", "(top: 20, leading: 20, bottom: 20, trailing: 20)",
            "(top: 20, leading: 16, bottom: 20, trailing: 16)", line: 40, column: 73)
        Self.expectRewrite(
            SwiftWriteBack.plan(PropertyChange(property: .interGroupSpacing, old: [10], new: [14]), in: files),
            of: files, file: "Shelves.swift", "interGroupSpacing = 10", "interGroupSpacing = 14", line: 39, column: 35)
        Self.expectRewrite(
            SwiftWriteBack.plan(
                PropertyChange(property: .decorationContentInsets, old: [8, 8, 8, 8], new: [8, 8, 8, 8.5]), in: files),
            of: files, file: "Shelves.swift", "bottom: 8, trailing: 8)", "bottom: 8, trailing: 8.5)", line: 43, column: 101)
    }
}
