extension DeclarationScanner {
    /// `func NAME [<…>] (…) [async] [throws] [-> TYPE] [where …] [{`.
    mutating func functionDeclaration() {
        let line = tokens[position]?.line ?? 0
        position += 1
        guard tokens[position] != nil else { return }
        let name = tokens.text(position)
        position += 1
        let isGeneric = tokens.is(position, "<")
        if isGeneric { skipAngles() }
        let required = parameters()
        var isEffectful = false
        while ["async", "throws", "rethrows", "reasync"].contains(tokens.text(position)) {
            isEffectful = true
            position += 1
            if tokens.is(position, "("), tokens.adjacent(position - 1) { position = tokens.closing(position) + 1 }
        }
        var returnType: String?
        if tokens.is(position, "->") {
            position += 1
            returnType = typeText()
        }
        skipWhereClause()
        let isRequirement: Bool
        if case .type(_, .protocol, _)? = currentScope { isRequirement = true } else { isRequirement = false }
        declarations.functions.append(
            SwiftDeclarations.Function(
                name: name, owner: owner, isStatic: modifiers.contains("static"), requiredParameters: required,
                isEffectful: isEffectful, isGeneric: isGeneric, isRequirement: isRequirement, returnType: returnType,
                access: access, line: line))
        modifiers = []
    }

    /// `init[?|!] [<…>] (…) …`: an initializer of the type or extension whose body the walk is in.
    mutating func initializerDeclaration() {
        position += 1
        let isFailable = tokens.is(position, "?") || tokens.is(position, "!")
        if isFailable { position += 1 }
        if tokens.is(position, "<") { skipAngles() }
        guard tokens.is(position, "(") else {
            modifiers = []
            return
        }
        let initializer = SwiftDeclarations.Initializer(
            requiredParameters: parameters(), isConvenience: modifiers.contains("convenience"),
            isFailable: isFailable, access: access)
        switch currentScope {
        case .type(let name, _, _)?:
            if let index = declarations.types.lastIndex(where: { $0.name == name }) {
                declarations.types[index].initializers.append(initializer)
            }
        case .extension(_, let index)?:
            declarations.extensions[index].initializers.append(initializer)
        default:
            break
        }
        modifiers = []
    }

    /// Reads `( … )` from its `(` and returns how many parameters have no default value (a variadic one
    /// may be empty, so it counts as having one).
    private mutating func parameters() -> Int {
        guard tokens.is(position, "(") else { return 0 }
        let close = tokens.closing(position)
        var required = 0
        var parameterHasTokens = false
        var defaulted = false
        var current = position + 1
        while current < close {
            let text = tokens.text(current)
            if ["(", "[", "{"].contains(text) {
                current = tokens.closing(current) + 1
                parameterHasTokens = true
                continue
            }
            if text == "," {
                if parameterHasTokens, !defaulted { required += 1 }
                parameterHasTokens = false
                defaulted = false
            } else {
                parameterHasTokens = true
                if text == "=" || text == "..." { defaulted = true }
            }
            current += 1
        }
        if parameterHasTokens, !defaulted { required += 1 }
        position = close + 1
        return required
    }

    /// A type's text, without spaces, up to `{`, `}`, `;`, `where`, `=`, an unmatched `)` or `]`, or the end of
    /// its line, outside brackets.
    private mutating func typeText() -> String {
        var text = ""
        var depth = 0
        while let token = tokens[position] {
            let word = tokens.text(position)
            if depth == 0, ["{", "}", ";", "where", "="].contains(word) { break }
            if ["(", "["].contains(word) { depth += 1 }
            if [")", "]"].contains(word) {
                if depth == 0 { break }
                depth -= 1
            }
            if token.kind == .operator, !word.hasPrefix("->") {
                depth += word.filter { $0 == "<" }.count - word.filter { $0 == ">" }.count
            }
            text += word
            position += 1
            if depth <= 0, tokens.lineBreakAfter(position - 1), !tokens.is(position, "."), !tokens.is(position, "->"),
                !word.hasSuffix("."), word != "->"
            {
                break
            }
        }
        return text
    }
}
