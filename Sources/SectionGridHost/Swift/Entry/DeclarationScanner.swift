/// Finds a file's declarations (`SwiftDeclarations`) in its tokens: a walk that follows braces, reads
/// declarations at the top level and in type and extension bodies, and skips function bodies, closures
/// and accessors (what is declared there is local).
public struct DeclarationScanner {
    /// What a `{` opened.
    enum Scope {
        /// A type's body: its name, kind and effective access.
        case type(name: String, kind: SwiftDeclarations.TypeDeclaration.Kind, access: SwiftDeclarations.Access)
        /// An extension's body: the extended type's name and the extension's index.
        case `extension`(name: String, index: Int)
        /// A function body, closure, accessor or other block: nothing declared inside counts.
        case local
    }

    let tokens: SignificantTokens
    var position = 0
    private var scopes: [Scope] = []
    /// What the next `{` opens (`nil`: a local block).
    private var pending: Scope?
    var modifiers: Set<String> = []
    var declarations = SwiftDeclarations()

    /// The declarations of `source`.
    public static func declarations(of source: SwiftSource) -> SwiftDeclarations {
        var scanner = DeclarationScanner(tokens: SignificantTokens(source))
        scanner.scan()
        return scanner.declarations
    }

    private init(tokens: SignificantTokens) {
        self.tokens = tokens
    }

    private static let modifierWords: Set<String> = [
        "private", "fileprivate", "internal", "public", "open", "package", "final", "static", "override", "convenience",
        "required", "mutating", "nonmutating", "nonisolated", "lazy", "weak", "unowned", "dynamic", "indirect", "prefix",
        "postfix", "infix", "optional", "distributed", "consuming", "borrowing",
    ]

    /// The scope the walk is in (`nil`: the top level).
    var currentScope: Scope? { scopes.last }

    private var isCollecting: Bool {
        guard let last = scopes.last else { return true }
        if case .local = last { return false }
        return true
    }

    private mutating func scan() {
        while let token = tokens[position] {
            let text = tokens.text(position)
            if token.kind == .punctuation, text == "{" {
                scopes.append(pending ?? .local)
                pending = nil
                modifiers = []
                position += 1
            } else if token.kind == .punctuation, text == "}" {
                if !scopes.isEmpty { scopes.removeLast() }
                pending = nil
                modifiers = []
                position += 1
            } else if !isCollecting {
                position += 1
            } else if token.kind == .attribute {
                position = OutletRewrite.positionAfter(attributeAt: position, in: tokens)
            } else if token.kind == .pound {
                skipDirective(text)
            } else if token.kind == .identifier {
                identifier(text)
            } else {
                modifiers = []
                position += 1
            }
        }
    }

    /// `#if CONDITION` and `#elseif CONDITION` skip their condition (both branches are read); other
    /// directives are skipped alone.
    private mutating func skipDirective(_ text: String) {
        if text == "#if" || text == "#elseif" {
            while tokens[position] != nil, !tokens.lineBreakAfter(position) { position += 1 }
        }
        position += 1
    }

    private mutating func identifier(_ text: String) {
        if text == "class", let next = tokens[position + 1], next.kind == .identifier,
            ["func", "var", "let", "subscript", "override", "final", "public", "open", "internal", "private", "fileprivate"]
                .contains(tokens.text(position + 1))
        {
            modifiers.insert("static")
            position += 1
            return
        }
        if Self.modifierWords.contains(text) {
            modifiers.insert(text)
            position += 1
            if tokens.adjacent(position - 1), tokens.is(position, "(") { position = tokens.closing(position) + 1 }
            return
        }
        switch text {
        case "class", "struct", "enum", "actor", "protocol": typeDeclaration(text)
        case "extension": extensionDeclaration()
        case "func": functionDeclaration()
        case "init": initializerDeclaration()
        default:
            modifiers = []
            position += 1
        }
    }

    /// The access modifiers say, given where the declaration is.
    var access: SwiftDeclarations.Access {
        let enclosing: SwiftDeclarations.Access
        switch scopes.last {
        case .type(_, _, let access)?: enclosing = access
        default: enclosing = .module
        }
        if modifiers.contains("private") { return scopes.isEmpty ? .file : .type }
        if modifiers.contains("fileprivate") { return enclosing == .type ? .type : .file }
        return enclosing
    }

    /// The name of the type whose body the walk is in, or the extended type's.
    var owner: String? {
        switch scopes.last {
        case .type(let name, _, _)?: return name
        case .extension(let name, _)?: return name
        default: return nil
        }
    }

    private mutating func typeDeclaration(_ keyword: String) {
        let line = tokens[position]?.line ?? 0
        position += 1
        guard let nameToken = tokens[position], nameToken.kind == .identifier,
            let kind = SwiftDeclarations.TypeDeclaration.Kind(rawValue: keyword)
        else {
            modifiers = []
            return
        }
        let name = owner.map { $0 + "." + tokens.text(position) } ?? tokens.text(position)
        position += 1
        let isGeneric = tokens.is(position, "<")
        if isGeneric { skipAngles() }
        let inherited = inheritanceClause()
        let access = self.access
        declarations.types.append(
            SwiftDeclarations.TypeDeclaration(
                kind: kind, name: name, inherited: inherited, isGeneric: isGeneric,
                access: access, line: line))
        pending = .type(name: name, kind: kind, access: access)
        modifiers = []
    }

    private mutating func extensionDeclaration() {
        position += 1
        var name = ""
        while let token = tokens[position],
            (token.kind == .identifier && !tokens.is(position, "where")) || tokens.is(position, ".")
        {
            name += tokens.text(position)
            position += 1
        }
        if tokens.is(position, "<") { skipAngles() }
        let inherited = inheritanceClause()
        declarations.extensions.append(SwiftDeclarations.Extension(extendedName: name, inherited: inherited))
        pending = .extension(name: name, index: declarations.extensions.count - 1)
        modifiers = []
    }

    /// `: A, B.C, D<E>` up to `{` or `where`: the names, generic arguments left out.
    private mutating func inheritanceClause() -> [String] {
        guard tokens.is(position, ":") else {
            skipWhereClause()
            return []
        }
        position += 1
        var names: [String] = []
        var current = ""
        while let token = tokens[position], !tokens.is(position, "{"), !tokens.is(position, "where") {
            if tokens.is(position, ",") {
                names.append(current)
                current = ""
                position += 1
            } else if tokens.is(position, "<") {
                skipAngles()
            } else {
                if token.kind == .identifier || tokens.is(position, ".") { current += tokens.text(position) }
                position += 1
            }
        }
        if !current.isEmpty { names.append(current) }
        skipWhereClause()
        return names
    }

    mutating func skipWhereClause() {
        guard tokens.is(position, "where") else { return }
        while tokens[position] != nil, !tokens.is(position, "{") { position += 1 }
    }

    /// Skips `<…>` from its `<`, counting angle brackets in operator runs (`>>` closes two).
    mutating func skipAngles() {
        var depth = 0
        while let token = tokens[position] {
            let text = tokens.text(position)
            if token.kind == .operator {
                depth += text.filter { $0 == "<" }.count - (text.hasPrefix("->") ? 0 : text.filter { $0 == ">" }.count)
            }
            position += 1
            if depth <= 0 || tokens.is(position - 1, "{") { return }
        }
    }
}
