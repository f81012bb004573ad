import SectionGridTerminal
import SectionGridViewer
import Testing

/// Sequences after an ESC that the terminal description did not name.
@Suite struct EscapeSequenceTests {
    private func scalars(_ text: String) -> [Unicode.Scalar] { Array(text.unicodeScalars) }

    @Test(arguments: [
        ("[4~", Key.end), ("[8~", .end), ("[F", .end), ("OF", .end), ("[1~", .home), ("[7~", .home),
        ("[H", .home), ("[5~", .pageUp), ("[6~", .pageDown), ("[A", .up), ("OB", .down),
        ("[1;5C", .right), ("[1;3D", .left), ("[Z", .backTab),
    ])
    func navigationKeysInTheirOtherSpellings(_ body: String, _ key: Key) {
        #expect(EscapeSequence.isComplete(scalars(body)))
        #expect(EscapeSequence.key(for: scalars(body)) == key)
    }

    /// Shift and an arrow moves the selected item: xterm's modifier parameter (2 is Shift, 4 Shift-Alt,
    /// 6 Shift-Ctrl), and rxvt's lower-case finals. Delete is `ESC [ 3 ~`, with or without modifiers.
    @Test(arguments: [
        ("[1;2A", Key.shiftUp), ("[1;2B", .shiftDown), ("[1;2C", .shiftRight), ("[1;2D", .shiftLeft),
        ("[1;6D", .shiftLeft), ("[1;4A", .shiftUp), ("[a", .shiftUp), ("[d", .shiftLeft),
        ("[3~", .delete), ("[3;2~", .delete),
    ])
    func shiftedArrowsAndDelete(_ body: String, _ key: Key) {
        #expect(EscapeSequence.isComplete(scalars(body)))
        #expect(EscapeSequence.key(for: scalars(body)) == key)
    }

    /// Ctrl and Alt leave an arrow as it is (xterm's modifiers 5 and 3, and 7 for both), and so does
    /// the older Alt form, an ESC before the key's own sequence: it is read as one key, never as ESC,
    /// `[` and `B` (whose `[` would select the previous section).
    @Test(arguments: [
        ("[1;5B", Key.down), ("[1;3B", .down), ("[1;7A", .up), ("[1;5D", .left), ("[1;3C", .right),
        ("\u{1B}[B", .down), ("\u{1B}OB", .down), ("\u{1B}[1;2A", .shiftUp), ("\u{1B}[6~", .pageDown),
    ])
    func ctrlAndAltArrowsAreArrows(_ body: String, _ key: Key) {
        #expect(EscapeSequence.isComplete(scalars(body)))
        #expect(EscapeSequence.key(for: scalars(body)) == key)
    }

    @Test func theOlderAltFormIsCompleteOnlyWithTheWholeSequence() {
        #expect(!EscapeSequence.isComplete(scalars("\u{1B}")))
        #expect(!EscapeSequence.isComplete(scalars("\u{1B}[")))
        #expect(!EscapeSequence.isComplete(scalars("\u{1B}[1;3")))
        #expect(EscapeSequence.isComplete(scalars("\u{1B}x")))
        #expect(EscapeSequence.key(for: scalars("\u{1B}x")) == nil, "Alt-Alt-x is ignored, not a key")
    }

    @Test(arguments: ["x", "[15~", "OP", "[2~", "[1;5P"])
    func otherSequencesAreIgnoredNotTakenForEscape(_ body: String) {
        #expect(EscapeSequence.isComplete(scalars(body)))
        #expect(EscapeSequence.key(for: scalars(body)) == nil)
    }

    @Test func aSequenceIsCompleteAtItsFinalCharacter() {
        #expect(!EscapeSequence.isComplete([]))
        #expect(!EscapeSequence.isComplete(scalars("[")))
        #expect(!EscapeSequence.isComplete(scalars("[1;5")))
        #expect(!EscapeSequence.isComplete(scalars("O")))
        #expect(EscapeSequence.isComplete(scalars("[1;5C")))
    }
}
