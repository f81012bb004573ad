/// Long runs of alike lines in a golden file, kept as their first line and a rule, so the file stays
/// small and still pins every byte: the rule expands to exactly the lines it stands for.
///
/// After a line, `// golden: the line above N more times` stands for N copies of it, and
/// `// golden: the line above N more times, its last number counting up by one` for N lines that each
/// add one to the line before's last number (`"Section 1",` then `"Section 2",` …). The rule is a Swift
/// comment, so a compact Swift golden still parses.
enum GoldenLines {
    /// Runs of at least this many lines (the first one included) are written as a rule.
    static let shortestRun = 100

    private static let rulePrefix = "// golden: the line above "
    private static let ruleSuffix = " more times"
    private static let countingSuffix = ", its last number counting up by one"

    /// The text with every rule replaced by the lines it stands for.
    static func expanded(_ golden: String) -> String {
        var lines: [Substring] = []
        for line in golden.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let (count, counting) = rule(line), let previous = lines.last else {
                lines.append(line)
                continue
            }
            var current = previous
            for _ in 0..<count {
                current = counting ? (countedUp(current) ?? current) : current
                lines.append(current)
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The text with every run of `shortestRun` or more alike lines written as its first line and a
    /// rule; `expanded(compacted(text)) == text`.
    static func compacted(_ text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var result: [Substring] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            result.append(line)
            var end = index + 1
            let counting = end < lines.count && lines[end] != line && countedUp(line) == lines[end]
            var expected = counting ? countedUp(line) : line
            while end < lines.count, let next = expected, lines[end] == next {
                expected = counting ? countedUp(next) : next
                end += 1
            }
            if end - index >= shortestRun {
                result.append(Substring(rulePrefix + "\(end - index - 1)" + ruleSuffix + (counting ? countingSuffix : "")))
                index = end
            } else {
                index += 1
            }
        }
        return result.joined(separator: "\n")
    }

    /// The count and kind of a rule line, or `nil` for any other line.
    private static func rule(_ line: Substring) -> (count: Int, counting: Bool)? {
        guard line.hasPrefix(rulePrefix) else { return nil }
        var rest = line.dropFirst(rulePrefix.count)
        let counting = rest.hasSuffix(countingSuffix)
        if counting { rest = rest.dropLast(countingSuffix.count) }
        guard rest.hasSuffix(ruleSuffix), let count = Int(rest.dropLast(ruleSuffix.count)), count > 0 else { return nil }
        return (count, counting)
    }

    /// The line with its last number one higher (`"Section 9",` → `"Section 10",`), or `nil` when it
    /// holds no number written plainly (no leading zero).
    private static func countedUp(_ line: Substring) -> Substring? {
        guard let last = line.lastIndex(where: \.isASCIIDigit) else { return nil }
        var first = last
        while first > line.startIndex, line[line.index(before: first)].isASCIIDigit { first = line.index(before: first) }
        let digits = line[first...last]
        guard let number = Int(digits), String(number) == digits else { return nil }
        return line[..<first] + Substring(String(number + 1)) + line[line.index(after: last)...]
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
