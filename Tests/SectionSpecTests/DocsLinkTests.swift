import Foundation
import Testing

@testable import SectionGridTestSupport

/// The links between README.md and the pages of docs/ lead somewhere: every relative link names a file
/// that exists, and every `#anchor` a heading of its page, as GitHub makes anchors of headings.
@Suite("Links between the docs pages")
struct DocsLinkTests {
    /// A link of a page: where it is and what it points at.
    struct Link: CustomStringConvertible {
        var page: String
        var line: Int
        var target: String
        var description: String { "\(page):\(line): \(target)" }
    }

    /// Every inline link and image of `page` outside fenced blocks and code spans, `[text](target)`.
    static func links(of page: String) throws -> [Link] {
        let text = try docsText(page)
        let pattern = /!?\[[^\]]*\]\(([^)\s]+)\)/
        return linesOutsideFences(text).flatMap { index, line in
            withoutCodeSpans(line).matches(of: pattern).map { Link(page: page, line: index + 1, target: String($0.output.1)) }
        }
    }

    /// `line` with its code spans (`` `…` ``) taken out, so code that looks like a link is not one.
    static func withoutCodeSpans(_ line: Substring) -> String {
        line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 0 }.map(\.element).joined()
    }

    /// The anchors GitHub gives the headings of `text`: the heading's text without its markup, in lower
    /// case, without punctuation and symbols (letters, marks, numbers, `_`, `-` and spaces stay), spaces
    /// as `-`; a repeated anchor gets `-1`, `-2`, ….
    static func anchors(of text: String) -> Set<String> {
        var anchors: Set<String> = []
        var seen: [String: Int] = [:]
        for (_, line) in linesOutsideFences(text) {
            guard let level = headingLevel(line) else { continue }
            let slug = slug(line.dropFirst(level + 1))
            let count = seen[slug, default: 0]
            seen[slug] = count + 1
            anchors.insert(count == 0 ? slug : "\(slug)-\(count)")
        }
        return anchors
    }

    /// GitHub's anchor of one heading's text.
    static func slug(_ heading: Substring) -> String {
        let rendered = heading.replacing(/\[([^\]]*)\]\([^)]*\)/) { $0.output.1 }
        var slug = ""
        for scalar in rendered.lowercased().unicodeScalars {
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber,
                .connectorPunctuation:
                slug.unicodeScalars.append(scalar)
            case _ where scalar == " ":
                slug += "-"
            case _ where scalar == "-":
                slug += "-"
            default:
                break
            }
        }
        return slug
    }

    /// `path` (relative to the folder of `page`) from the repository's root, `..` and `.` resolved.
    static func resolve(_ path: String, from page: String) -> String {
        var parts = page.split(separator: "/").dropLast().map(String.init)
        for part in path.split(separator: "/").map(String.init) {
            if part == ".." { parts = parts.dropLast() } else if part != "." { parts.append(part) }
        }
        return parts.joined(separator: "/")
    }

    @Test func everyRelativeLinkAndAnchorResolves() throws {
        let pages = try docsPages()
        #expect(pages.count >= 10, "\(pages)")
        var checked = 0
        for page in pages {
            for link in try Self.links(of: page) where !link.target.contains("://") && !link.target.hasPrefix("mailto:") {
                checked += 1
                let parts = link.target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let path = parts[0].isEmpty ? page : Self.resolve(String(parts[0]), from: page)
                let url = repositoryRoot.appendingPathComponent(path)
                guard FileManager.default.fileExists(atPath: url.path) else {
                    Issue.record("\(link): no file \(path)")
                    continue
                }
                guard parts.count == 2 else { continue }
                guard path.hasSuffix(".md") else {
                    Issue.record("\(link): an anchor into a file that is not a page")
                    continue
                }
                let anchors = Self.anchors(of: try String(contentsOf: url, encoding: .utf8))
                #expect(anchors.contains(String(parts[1])), "\(link): \(path) has no heading #\(parts[1])")
            }
        }
        #expect(checked >= 50, "the links were not found")
    }

    @Test func theReadmeLinksEveryPage() throws {
        let targets = Set(try Self.links(of: "README.md").map { String($0.target.prefix { $0 != "#" }) })
        for page in try docsPages().dropFirst() {
            #expect(targets.contains(page), "README.md does not link \(page)")
        }
    }

    /// The anchors are GitHub's: a known heading of each kind gives the anchor GitHub shows.
    @Test func anchorsAreGitHubs() {
        #expect(Self.slug("`flow` (`UICollectionViewFlowLayout`'s properties)") == "flow-uicollectionviewflowlayouts-properties")
        #expect(Self.slug("Devices, safe area and screen scale") == "devices-safe-area-and-screen-scale")
        #expect(Self.slug("Flow layout semantics (UIKit's)") == "flow-layout-semantics-uikits")
        #expect(Self.slug("Why is a layout-wide element's `section` −1?") == "why-is-a-layout-wide-elements-section-1")
        #expect(Self.anchors(of: "# A\n```\n# not a heading\n```\n## A\n") == ["a", "a-1"])
        #expect(Self.resolve("../README.md#x", from: "docs/spec.md") == "README.md#x")
    }
}
