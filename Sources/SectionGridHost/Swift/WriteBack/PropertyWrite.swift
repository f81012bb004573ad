import SectionGridHostProtocol

/// A statement in a file that sets a property: `layout.sectionInset = …`, `sectionInset = …` in a flow layout
/// subclass (unless a local `var sectionInset` there takes the name), or one that changes part of it (`layout.sectionInset.left = 4`, `layout.minimumLineSpacing += 2`).
struct PropertyWrite {
    /// Which of the files it is in.
    var file: Int
    /// The position of the property's name.
    var position: Int
    /// The position of the statement's first token (the receiver's, or the property's when bare).
    var start: Int
    /// The receiver as written (`layout`, `self`, `(collectionViewLayout as! UICollectionViewFlowLayout)`), `nil` for
    /// a bare `sectionInset = …`.
    var receiver: String?
    /// Whether the receiver is one plain name (`layout`, `shelf`): the name a declaration can be found for.
    var receiverIsName: Bool
    /// Whether the whole property is assigned with `=` (not a part of it, nor with `+=`).
    var isAssignment: Bool
    /// The right side when the assignment is a literal value of the property's type.
    var literal: LiteralValue?

    /// The receiver's position when it is one plain name.
    var receiverPosition: Int? { receiverIsName ? start : nil }

    private static let compoundAssignments: Set<String> = ["+=", "-=", "*=", "/="]

    /// The writes of `property`'s member in `outline` (the file at `file`); bare ones only where `allowsBare`
    /// says the enclosing type is a flow layout.
    static func find(
        _ property: LayoutProperty, in outline: SourceOutline, file: Int, allowsBare: (String) -> Bool
    ) -> [PropertyWrite] {
        let tokens = outline.tokens
        let member = property.memberName
        var writes: [PropertyWrite] = []
        for position in 0..<tokens.count where tokens[position]?.kind == .identifier && tokens.text(position) == member {
            let next = tokens.text(position + 1)
            let isAssignment = tokens[position + 1]?.kind == .operator && next == "="
            let isPartial =
                compoundAssignments.contains(next)
                || (next == "." && tokens[position + 2]?.kind == .identifier
                    && (tokens.is(position + 3, "=") || compoundAssignments.contains(tokens.text(position + 3))))
            guard isAssignment || isPartial else { continue }
            var write = PropertyWrite(
                file: file, position: position, start: position, receiver: nil, receiverIsName: false,
                isAssignment: isAssignment, literal: nil)
            if tokens.is(position - 1, ".") {
                guard position >= 2 else { continue }
                let start = chainStart(endingAt: position - 2, in: tokens)
                write.start = start
                write.receiver = outline.text(from: start, through: position - 2)
                write.receiverIsName = start == position - 2 && tokens[start]?.kind == .identifier
            } else {
                let statementStart =
                    position == 0 || tokens.lineBreakAfter(position - 1) || ["{", "}", ";"].contains(tokens.text(position - 1))
                guard property.isFlowLayout, statementStart, let type = outline.enclosingType(of: position), allowsBare(type),
                    !outline.isShadowed(member, at: position)
                else { continue }
            }
            if isAssignment { write.literal = LiteralValue.read(property.valueType, at: position + 2, in: tokens) }
            writes.append(write)
        }
        return writes
    }

    /// The first position of the postfix chain ending at `last` (`a.b?.c!`, `(x as! Y)`, `items[0].layout`,
    /// `self.layout`).
    static func chainStart(endingAt last: Int, in tokens: SignificantTokens) -> Int {
        var position = last
        while position >= 0 {
            if tokens.is(position, ")") || tokens.is(position, "]") {
                guard let open = opening(of: position, in: tokens) else { return position }
                // A call or subscript when something ends right before the bracket; a parenthesized expression else.
                let callee = open - 1
                guard callee >= 0, tokens.adjacent(callee),
                    tokens[callee]?.kind == .identifier || [")", "]", "?", "!"].contains(tokens.text(callee))
                else { return open }
                position = callee
                continue
            }
            if tokens.is(position, "?") || tokens.is(position, "!") {
                position -= 1
                continue
            }
            guard tokens[position]?.kind == .identifier else { return position + 1 }
            guard tokens.is(position - 1, ".") else { return position }
            position -= 2
        }
        return 0
    }

    /// The position of the `(` or `[` the bracket at `close` closes.
    private static func opening(of close: Int, in tokens: SignificantTokens) -> Int? {
        let closing = tokens.text(close)
        let open = closing == ")" ? "(" : "["
        var depth = 0
        var position = close
        while position >= 0 {
            let text = tokens.text(position)
            if text == closing { depth += 1 }
            if text == open {
                depth -= 1
                if depth == 0 { return position }
            }
            position -= 1
        }
        return nil
    }
}
