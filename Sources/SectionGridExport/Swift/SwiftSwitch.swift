/// A lookup by section as a `switch`: sections with the same value share a `case`, the rest fall to
/// `default`. Each `return` is type-checked on its own, so a spec of thousands of sections still
/// compiles quickly (one array literal of that many initialiser calls takes the compiler minutes).
enum SwiftSwitch {
    /// The body of a function returning `values[section]` (by expression), `fallback` for the others.
    /// `comments` name a case of one section (its title).
    static func body(
        over subject: String, _ values: [(section: Int, expression: String)], fallback: String,
        comments: [Int: String] = [:]
    ) -> String {
        var groups: [(sections: [Int], expression: String)] = []
        for (section, expression) in values {
            if let index = groups.firstIndex(where: { $0.expression == expression }) {
                groups[index].sections.append(section)
            } else {
                groups.append(([section], expression))
            }
        }
        var lines = ["switch \(subject) {"]
        for group in groups {
            let comment = group.sections.count == 1 ? comments[group.sections[0]].map { " // " + $0 } ?? "" : ""
            lines += caseLines(group.sections).enumerated().map { index, line in
                index == 0 ? line : "     " + line
            }
            lines[lines.count - 1] += ":" + comment
            lines.append(SwiftSource.indented("return " + group.expression))
        }
        lines += ["default:", SwiftSource.indented("return " + fallback), "}"]
        return lines.joined(separator: "\n")
    }

    /// `case 0, 6, 12, …` wrapped at about 100 columns.
    private static func caseLines(_ sections: [Int]) -> [String] {
        var lines: [String] = []
        var current = "case "
        for (index, section) in sections.enumerated() {
            let item = "\(section)" + (index < sections.count - 1 ? "," : "")
            if current.count + item.count > 100, current != "case " {
                lines.append(current.trimmingSuffix())
                current = ""
            }
            current += item + (index < sections.count - 1 ? " " : "")
        }
        return lines + [current]
    }
}

extension String {
    fileprivate func trimmingSuffix() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
