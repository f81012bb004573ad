import Testing

@testable import SectionGridHost

/// The tokenizer: every byte in exactly one token, and strings, comments, attributes and directives cut
/// as Swift's lexer cuts them (The Swift Programming Language, "Lexical Structure").
struct SwiftTokenizerTests {
    /// The kinds and texts of `text`'s tokens, trivia left out unless `trivia`.
    static func tokens(_ text: String, trivia: Bool = false) -> [(SwiftToken.Kind, String)] {
        let source = SwiftSource(text: text)
        return source.tokens.filter { trivia || !$0.isTrivia }.map { ($0.kind, source.text(of: $0)) }
    }

    static func texts(_ text: String) -> [String] { tokens(text).map(\.1) }

    @Test func tokensCoverTheSourceExactly() {
        let text =
            "class A: B { // c\n  @IBOutlet weak var x: UILabel! /* d /* e */ f */\n let s = \"\\(a(\"b\"))\" }\r\n#if DEBUG\n"
        let source = SwiftSource(text: text)
        var offset = 0
        for token in source.tokens {
            #expect(token.range.lowerBound == offset)
            offset = token.range.upperBound
        }
        #expect(offset == source.bytes.count)
        #expect(source.tokens.map(source.text(of:)).joined() == text)
    }
}

extension SwiftTokenizerTests {
    @Test func identifiersAttributesDirectivesAndPunctuation() {
        let tokens = Self.tokens("@IBOutlet weak var `default`: UILabel! #if os(iOS) $0 @ #")
        #expect(
            tokens.map(\.0) == [
                .attribute, .identifier, .identifier, .identifier, .punctuation, .identifier, .operator, .pound,
                .identifier, .punctuation, .identifier, .punctuation, .identifier, .punctuation, .punctuation,
            ])
        #expect(
            tokens.map(\.1) == [
                "@IBOutlet", "weak", "var", "`default`", ":", "UILabel", "!", "#if", "os", "(", "iOS", ")", "$0", "@", "#",
            ])
    }

    @Test func operatorsKeepDotsOnlyWhenTheyStartWithOne() {
        #expect(
            Self.texts("x!.y ..< a...b -> c == d?.e") == [
                "x", "!", ".", "y", "..<", "a", "...", "b", "->", "c", "==", "d", "?", ".", "e",
            ])
        #expect(Self.texts("a+//c\n+/*d*/b") == ["a", "+", "+", "b"])
    }

    @Test func numbers() {
        #expect(
            Self.tokens("1_000 0.5 1e-3 0x1Fp+2 0x1e+2 2.description").map(\.1)
                == ["1_000", "0.5", "1e-3", "0x1Fp+2", "0x1e", "+", "2", "2", ".", "description"])
    }

    @Test func stringsWithEscapesAndInterpolationsAreOneToken() {
        let tokens = Self.tokens(#"let s = "a \"q\" \(x + "y\(z)") // not a comment" + b"#)
        #expect(tokens.map(\.1) == ["let", "s", "=", #""a \"q\" \(x + "y\(z)") // not a comment""#, "+", "b"])
        #expect(tokens[3].0 == .string)
    }

    @Test func rawStringsEndOnlyWithTheirHashes() {
        #expect(
            Self.texts(###"x = #"a "quoted" \(no) \#(yes) "# + ##"b"#c"## y"###)
                == ["x", "=", ###"#"a "quoted" \(no) \#(yes) "#"###, "+", ###"##"b"#c"##"###, "y"])
    }

    @Test func multiLineStringsSpanLinesAndKeepCountingThem() {
        let text = "let a = \"\"\"\n  one \"quoted\" \"\" \n  \\(b(\"\"\"\n  inner\n  \"\"\"))\n  \"\"\"\nlet c = 1"
        let source = SwiftSource(text: text)
        let significant = source.tokens.filter { !$0.isTrivia }
        #expect(significant.map { source.text(of: $0) }.last == "1")
        #expect(significant.first { $0.kind == .string }.map { source.text(of: $0).hasSuffix("\"\"\"") } == true)
        #expect(significant.last?.line == 7)
        #expect(source.lineCount == 7)
    }

    @Test func nestedBlockCommentsAndLineComments() {
        let tokens = Self.tokens("a /* one /* two */ still */ b // c \"d\n e", trivia: true).filter { $0.0 != .whitespace }
        #expect(tokens.map(\.1) == ["a", "/* one /* two */ still */", "b", "// c \"d", "\n", "e"])
        #expect(tokens.map(\.0) == [.identifier, .comment, .identifier, .comment, .newline, .identifier])
    }

    @Test func commentsInsideStringsAndStringsInsideCommentsAreNeither() {
        #expect(Self.texts(#"f("/* x") /* "not a string */ g"#) == ["f", "(", #""/* x""#, ")", "g"])
    }

    @Test func extendedRegexLiterals() {
        #expect(
            Self.tokens(##"let r = #/a"b\/c/# ; d"##).map(\.0) == [
                .identifier, .identifier, .operator, .regex, .punctuation, .identifier,
            ])
    }

    /// Broken input still covers the file: an unterminated string stops at its line's end, a comment
    /// runs to the end of the file.
    @Test func unterminatedLiteralsGiveUpWhereSwiftWould() {
        let source = SwiftSource(text: "let a = \"open\nlet b = 2 /* never closed\nlet c")
        let significant = source.tokens.filter { !$0.isTrivia }
        #expect(
            significant.map { source.text(of: $0) }
                == ["let", "a", "=", "\"open", "let", "b", "=", "2", "/* never closed\nlet c"].filter { !$0.hasPrefix("/*") })
        #expect(source.tokens.last.map { source.text(of: $0) } == "/* never closed\nlet c")
        #expect(source.tokens.map(source.text(of:)).joined() == "let a = \"open\nlet b = 2 /* never closed\nlet c")
    }

    @Test func linesCountEveryKindOfLineBreak() {
        let source = SwiftSource(text: "a\nb\r\nc\rd")
        #expect(source.tokens.filter { !$0.isTrivia }.map(\.line) == [1, 2, 3, 4])
        #expect(source.lineCount == 4)
    }

    /// Interpolations nested past the limit are skipped by their parentheses, never by recursion.
    @Test func deeplyNestedInterpolationsNeitherRecurseWithoutEndNorLoseBytes() {
        var text = "x"
        for _ in 0..<2_000 { text = "\"\\(" + text + ")\"" }
        let source = SwiftSource(text: "let s = " + text + " + 1")
        #expect(source.tokens.filter { !$0.isTrivia }.map { source.text(of: $0) } == ["let", "s", "=", text, "+", "1"])
    }

    @Test func nonASCIIIdentifiersAndStrings() {
        #expect(Self.texts("let 标题 = \"第\\(n)组\"") == ["let", "标题", "=", "\"第\\(n)组\""])
    }
}
