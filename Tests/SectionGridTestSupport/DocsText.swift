import Foundation
import SectionSpec
import Testing

/// The repository's root folder (README.md, docs/).
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// The text of a page of the manual, by its path from the repository's root: `README.md` or
/// `docs/spec.md`.
func docsText(_ page: String) throws -> String {
    try String(contentsOf: repositoryRoot.appendingPathComponent(page), encoding: .utf8)
}

/// Every page of the manual: `README.md`, then `docs/*.md` in name order.
func docsPages() throws -> [String] {
    let names = try FileManager.default.contentsOfDirectory(atPath: repositoryRoot.appendingPathComponent("docs").path)
    return ["README.md"] + names.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
}

/// The lines of `text` that are not inside a fenced block (```), with their indices.
func linesOutsideFences(_ text: some StringProtocol) -> [(index: Int, line: Substring)] {
    var result: [(Int, Substring)] = []
    var inFence = false
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        if line.hasPrefix("```") {
            inFence.toggle()
        } else if !inFence {
            result.append((index, Substring(line)))
        }
    }
    return result
}

/// The heading level of `line` (`## Keys` is 2), or `nil` when it is not a heading.
func headingLevel(_ line: some StringProtocol) -> Int? {
    let hashes = line.prefix { $0 == "#" }.count
    return hashes > 0 && line.dropFirst(hashes).first == " " ? hashes : nil
}

/// The text of `page` under `heading` (a whole heading line, `## Keys`), up to the next heading of the
/// same level or a higher one; headings inside fenced blocks do not count.
func docsSection(_ page: String, _ heading: String) throws -> String {
    let text = try docsText(page)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let outside = linesOutsideFences(text)
    let level = try #require(headingLevel(heading), "not a heading: \(heading)")
    let start = try #require(outside.first { $0.line == heading }, "\(page) has no \(heading)").index
    let end = outside.first { $0.index > start && (headingLevel($0.line) ?? Int.max) <= level }?.index ?? lines.count
    return lines[(start + 1)..<end].joined(separator: "\n")
}

/// A ```json block of the manual and the nearest heading above it (without its `#`s).
struct DocsJSONBlock {
    var heading: String
    var json: String
}

/// The ```json blocks of `text`, in order. Headings are looked for outside fenced blocks only.
func docsJSONBlocks(in text: Substring) -> [DocsJSONBlock] {
    var blocks: [DocsJSONBlock] = []
    var heading = ""
    var fence: (isJSON: Bool, lines: [Substring])?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        if var open = fence {
            if line == "```" {
                if open.isJSON { blocks.append(DocsJSONBlock(heading: heading, json: open.lines.joined(separator: "\n") + "\n")) }
                fence = nil
            } else {
                open.lines.append(line)
                fence = open
            }
        } else if line.hasPrefix("```") {
            fence = (line == "```json", [])
        } else if line.hasPrefix("#") {
            heading = String(line.drop { $0 == "#" }.drop { $0 == " " })
        }
    }
    return blocks
}

/// The ```json blocks of `page` under `heading` (see `docsSection`), in order.
func docsJSONBlocks(_ page: String, under heading: String) throws -> [String] {
    docsJSONBlocks(in: try docsSection(page, heading)[...]).map(\.json)
}

/// A spec example of the manual, named after the heading above it.
struct DocsSpecExample: Sendable {
    var name: String
    var json: String
}

/// The pages whose spec examples are run as golden cases and exported, in this order.
let docsExamplePages = ["docs/spec.md", "docs/compositional.md", "docs/devices.md"]

/// Every ```json block of `docsExamplePages` that decodes as a spec (the `frames` output does not),
/// named `readme-` and the heading above it in lower case, words joined by `-` (`readme-spec-files`),
/// then `-2`, `-3` for a second or third under the same heading. The prefix is the one the examples
/// had when the README held them, so their golden files — and the file and Swift type names inside
/// them — stay as they are.
let docsSpecExamples: [DocsSpecExample] = {
    let blocks = docsExamplePages.flatMap { page in
        ((try? docsText(page)).map { docsJSONBlocks(in: $0[...]) } ?? [])
    }.filter { (try? decodeSpec($0.json)) != nil }
    var seen: [String: Int] = [:]
    return blocks.map { block in
        let slug = "readme-" + block.heading.lowercased().split { !$0.isLetter && !$0.isNumber }.joined(separator: "-")
        seen[slug, default: 0] += 1
        let count = seen[slug, default: 1]
        return DocsSpecExample(name: count == 1 ? slug : "\(slug)-\(count)", json: block.json)
    }
}()
