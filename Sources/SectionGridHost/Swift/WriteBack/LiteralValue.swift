import SectionGridHostProtocol

/// The right side of an assignment when it is made only of number literals, in the form the property's type is
/// written: `10`, `-4`, `10.5`, `UIEdgeInsets(top: 0, left: 36, bottom: 12, right: 36)`, `.init(width: 100,
/// height: 50)`, `NSDirectionalEdgeInsets.init(top: …)`, or the older functions without labels
/// (`CGSizeMake(90, 50)`, `UIEdgeInsetsMake(20, 15, 20, 15)`, `NSDirectionalEdgeInsetsMake(…)`) — the argument
/// labels all there, in their order, and nothing after it on its line but a comment, `;` or `}`. Comments and line breaks between the tokens don't matter.
struct LiteralValue {
    /// One number: where its `-` (if any) and its literal are, and its value.
    struct Number {
        var minus: Int?
        var literal: Int
        var value: Double
    }

    var numbers: [Number]
    /// The position of the value's last token.
    var last: Int

    var values: [Double] { numbers.map(\.value) }

    /// The literal value of `type` at `position`, `nil` when the right side is anything else.
    static func read(_ type: LayoutProperty.ValueType, at position: Int, in tokens: SignificantTokens) -> LiteralValue? {
        let value: LiteralValue?
        if type == .float {
            value = number(at: position, in: tokens).map { LiteralValue(numbers: [$0], last: $0.literal) }
        } else {
            value = initializer(type, at: position, in: tokens)
        }
        guard let value, endsStatement(after: value.last, in: tokens) else { return nil }
        return value
    }

    /// `12`, `0.5` or `-4` (the `-` right before the digits).
    private static func number(at position: Int, in tokens: SignificantTokens) -> Number? {
        var literal = position
        var minus: Int?
        if tokens.is(position, "-"), tokens.adjacent(position) {
            minus = position
            literal = position + 1
        }
        guard tokens[literal]?.kind == .number, var value = SwiftNumberLiteral.value(of: tokens.text(literal)) else {
            return nil
        }
        if minus != nil { value = -value }
        return Number(minus: minus, literal: literal, value: value)
    }

    /// `TYPE(label: n, …)`, `TYPE.init(…)`, `.init(…)` or `TYPEMake(n, …)`.
    private static func initializer(_ type: LayoutProperty.ValueType, at start: Int, in tokens: SignificantTokens)
        -> LiteralValue?
    {
        var position = start
        var labels = type.labels
        if tokens.text(position) == type.makeFunction {
            labels = labels.map { _ in "" }
            position += 1
        } else if tokens.text(position) == type.rawValue {
            position += 1
            if tokens.is(position, "."), tokens.is(position + 1, "init") { position += 2 }
        } else if tokens.is(position, "."), tokens.is(position + 1, "init") {
            position += 2
        } else {
            return nil
        }
        guard tokens.is(position, "(") else { return nil }
        let close = tokens.closing(position)
        position += 1
        var numbers: [Number] = []
        for (index, label) in labels.enumerated() {
            if !label.isEmpty {
                guard tokens.text(position) == label, tokens.is(position + 1, ":") else { return nil }
                position += 2
            }
            guard let number = number(at: position, in: tokens) else { return nil }
            numbers.append(number)
            position = number.literal + 1
            let isLast = index == labels.count - 1
            guard isLast ? position == close : tokens.is(position, ",") else { return nil }
            position += 1
        }
        return LiteralValue(numbers: numbers, last: close)
    }

    /// Whether the statement ends after `position`: a line break, `;`, `}` or the end of the file comes next.
    private static func endsStatement(after position: Int, in tokens: SignificantTokens) -> Bool {
        tokens[position + 1] == nil || tokens.lineBreakAfter(position) || tokens.is(position + 1, ";")
            || tokens.is(position + 1, "}")
    }
}
