/// One Swift file read for write-back: its significant tokens, the block (`{ … }`) each token is in and what each
/// block is (a type's body, a function's body, or another block), so a position can say where it is
/// (`ViewController.viewDidLoad()`).
struct SourceOutline {
    /// What a `{` opened.
    struct Scope {
        enum Kind { case type, function, other }
        var kind: Kind
        /// The type's name (`ViewController`), the function's with `()` (`viewDidLoad()`, `init()`), empty for others.
        var name: String
        /// The position of the enclosing block's `{` (-1: the top level).
        var parent: Int
    }

    let file: SwiftSourceFile
    let tokens: SignificantTokens
    /// For each significant token's position, the position of the `{` of the innermost block holding it (-1: the
    /// top level). A `{` is in the block it opens, its `}` too.
    private(set) var block: [Int] = []
    /// What each `{` (by position) opened.
    private(set) var scopes: [Int: Scope] = [:]

    init(_ file: SwiftSourceFile) {
        self.file = file
        tokens = SignificantTokens(SwiftSource(bytes: file.bytes))
        outline()
    }

    private static let typeKeywords: Set<String> = ["class", "struct", "enum", "actor", "extension", "protocol"]

    private mutating func outline() {
        var open: [Int] = []
        var pending: (kind: Scope.Kind, name: String)?
        block.reserveCapacity(tokens.count)
        for position in 0..<tokens.count {
            let text = tokens.text(position)
            let kind = tokens[position]?.kind
            if kind == .punctuation, text == "{" {
                scopes[position] = Scope(
                    kind: pending?.kind ?? .other, name: pending?.name ?? "", parent: open.last ?? -1)
                pending = nil
                open.append(position)
                block.append(position)
                continue
            }
            block.append(open.last ?? -1)
            if kind == .punctuation, text == "}" {
                if !open.isEmpty { open.removeLast() }
                pending = nil
            } else if kind == .identifier, !tokens.is(position - 1, ".") {
                if Self.typeKeywords.contains(text), tokens[position + 1]?.kind == .identifier,
                    !["func", "var", "let"].contains(tokens.text(position + 1))
                {
                    pending = (.type, tokens.text(position + 1))
                } else if text == "func", tokens[position + 1] != nil {
                    pending = (.function, tokens.text(position + 1) + "()")
                } else if text == "init" || text == "deinit" {
                    pending = (.function, text + (text == "init" ? "()" : ""))
                }
            }
        }
    }

    /// The name of the place `position` is in: the innermost function with its type (`ViewController.viewDidLoad()`,
    /// `makeShelvesLayout()`), the innermost type (`DayCardLayout`), or `nil` at the top level.
    func context(of position: Int) -> String? {
        var function: String?
        var current = block[safe: position] ?? -1
        while current >= 0, let scope = scopes[current] {
            switch scope.kind {
            case .function where function == nil: function = scope.name
            case .type: return function.map { scope.name + "." + $0 } ?? scope.name
            default: break
            }
            current = scope.parent
        }
        return function
    }

    /// The innermost type whose body holds `position` (through functions and closures).
    func enclosingType(of position: Int) -> String? {
        var current = block[safe: position] ?? -1
        while current >= 0, let scope = scopes[current] {
            if scope.kind == .type { return scope.name }
            current = scope.parent
        }
        return nil
    }

    /// Whether a declaration at `declaration` can be seen from `position`: its block holds `position`'s.
    func isVisible(declarationAt declaration: Int, from position: Int) -> Bool {
        let target = block[safe: declaration] ?? -1
        var current = block[safe: position] ?? -1
        while current != target {
            guard current >= 0, let scope = scopes[current] else { return false }
            current = scope.parent
        }
        return true
    }

    /// Whether a local `let NAME` / `var NAME` (in a function, closure or other block, not a type's body) can be
    /// seen from `position`: a bare `NAME = …` there sets that variable, not the property.
    func isShadowed(_ name: String, at position: Int) -> Bool {
        var current = position - 1
        while current >= 1 {
            if tokens.text(current) == name, tokens.is(current - 1, "let") || tokens.is(current - 1, "var"),
                block[current] >= 0, scopes[block[current]]?.kind != .type,
                isVisible(declarationAt: current, from: position)
            {
                return true
            }
            current -= 1
        }
        return false
    }

    /// The line the token at `position` starts on.
    func line(_ position: Int) -> Int { tokens[position]?.line ?? 0 }

    /// `File.swift:LINE` for the token at `position`.
    func place(_ position: Int) -> String { "\(file.name):\(line(position))" }

    /// The 1-based byte column of `offset` in the file.
    func column(ofOffset offset: Int) -> Int {
        var start = offset
        while start > 0, file.bytes[start - 1] != Byte.lineFeed, file.bytes[start - 1] != Byte.carriageReturn { start -= 1 }
        return offset - start + 1
    }

    /// The source text of the tokens from `first` through `last`, trivia between them kept, each run of
    /// whitespace and line breaks read as one space.
    func text(from first: Int, through last: Int) -> String {
        guard let start = tokens[first], let end = tokens[last], start.range.lowerBound <= end.range.upperBound else {
            return ""
        }
        let raw = String(decoding: file.bytes[start.range.lowerBound..<end.range.upperBound], as: UTF8.self)
        return raw.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" })
            .joined(separator: " ")
    }
}
