/// The declaration after an `@IBOutlet` made a stored outlet holding a default-constructed view, as a
/// nib fills it: `weak`/`unowned` dropped, each binding without an initializer given `= T()` after its
/// type (`T!`, `T?` or `T`: `T()`; `[T]`: `[]`). A type that is not a plain name (a tuple, a function, a
/// composition) is left without one.
struct OutletRewrite {
    let tokens: SignificantTokens
    private var position: Int
    /// What was done, for the change list.
    private(set) var summary = "@IBOutlet dropped"

    init(tokens: SignificantTokens, after attribute: Int) {
        self.tokens = tokens
        position = attribute + 1
    }

    /// Modifiers an outlet's declaration may carry before `var`.
    private static let modifiers: Set<String> = [
        "private", "fileprivate", "internal", "public", "open", "final", "override",
        "nonisolated", "dynamic", "lazy",
    ]

    mutating func rewrite(into edits: inout SourceEdits) {
        // Attributes and modifiers up to `var`.
        while let token = tokens[position] {
            let text = tokens.text(position)
            if token.kind == .attribute {
                position = Self.positionAfter(attributeAt: position, in: tokens)
            } else if text == "weak" || text == "unowned" {
                let end = PlatformRewrite.argumentsEnd(after: position, in: tokens)
                edits.blank(token.range.lowerBound..<end, of: tokens.source.bytes)
                summary = "@IBOutlet and \(text) dropped"
                position = Self.positionAfter(attributeAt: position, in: tokens)
            } else if Self.modifiers.contains(text) {
                position += 1
                if tokens.is(position, "("), tokens.adjacent(position - 1) { position = tokens.closing(position) + 1 }
            } else {
                break
            }
        }
        guard tokens.is(position, "var") else { return }
        position += 1
        var initializers: [String] = []
        // Each binding: NAME : TYPE [= …] [, …]
        while let name = tokens[position], name.kind == .identifier, tokens.is(position + 1, ":") {
            position += 2
            let typeStart = position
            position = typeEnd(from: position)
            guard position > typeStart, let last = tokens[position - 1] else { return }
            let hasValue = tokens.is(position, "=") || tokens.is(position, "{")
            if !hasValue, let value = Self.defaultValue(ofType: (typeStart..<position).map { tokens.text($0) }.joined()) {
                edits.insert(" = " + value, at: last.range.upperBound)
                initializers.append(value)
            }
            if hasValue { position = valueEnd(from: position) }
            guard tokens.is(position, ",") else { break }
            position += 1
        }
        if !initializers.isEmpty { summary += ", " + initializers.map { "= \($0)" }.joined(separator: ", ") }
    }

    /// The position after an attribute or a modifier and the `(…)` directly after it.
    static func positionAfter(attributeAt position: Int, in tokens: SignificantTokens) -> Int {
        if tokens.adjacent(position), tokens.is(position + 1, "(") { return tokens.closing(position + 1) + 1 }
        return position + 1
    }

    /// Where the type starting at `start` ends: before `=`, `{`, `}`, `;` or `,` outside brackets, or
    /// before the next line's first token.
    private func typeEnd(from start: Int) -> Int {
        var depth = 0
        var current = start
        while let token = tokens[current] {
            let text = tokens.text(current)
            if depth == 0, ["=", "{", "}", ";", ","].contains(text) { return current }
            if token.kind == .punctuation, ["(", "["].contains(text) { depth += 1 }
            if token.kind == .punctuation, [")", "]"].contains(text) { depth -= 1 }
            if token.kind == .operator, !text.hasPrefix("->") {
                depth += text.filter { $0 == "<" }.count - text.filter { $0 == ">" }.count
            }
            if depth < 0 { return current }
            let continues = text == "." || text == "&" || text == "<" || (token.kind == .operator && text.hasSuffix("."))
            if depth == 0, !continues, tokens.lineBreakAfter(current), !tokens.is(current + 1, ".") { return current + 1 }
            current += 1
        }
        return current
    }

    /// Where an initializer or accessor block starting at `start` (`=` or `{`) ends: at a `,` or `;`
    /// outside brackets, or the end of the line.
    private func valueEnd(from start: Int) -> Int {
        if tokens.is(start, "{") { return tokens.closing(start) + 1 }
        var current = start + 1
        while tokens[current] != nil {
            if ["(", "[", "{"].contains(tokens.text(current)) {
                current = tokens.closing(current)
            } else if tokens.is(current, ",") || tokens.is(current, ";") {
                return current
            }
            if tokens.lineBreakAfter(current) { return current + 1 }
            current += 1
        }
        return current
    }

    /// `T()` for `T!`, `T?`, `T` or `T<U>` (a dotted name too), `[]` for an array; `nil` for anything else.
    static func defaultValue(ofType type: String) -> String? {
        var base = Substring(type)
        while let last = base.last, last == "!" || last == "?" { base = base.dropLast() }
        if base.hasPrefix("["), base.hasSuffix("]"), !base.contains(":") { return "[]" }
        let name = base.prefix { $0 != "<" }
        guard let first = name.first, first.isLetter || first == "_",
            name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }),
            base.count == name.count || base.hasSuffix(">")
        else { return nil }
        return base + "()"
    }
}
