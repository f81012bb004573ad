import SectionGridTerminal
import SectionGridViewer
import Testing

/// Sequences after an ESC that the terminal description did not name.
@Suite struct EscapeSequenceTests {
    private func scalars(_ text: String) -> [Unicode.Scalar] { Array(text.unicodeScalars) }

    @Test(arguments: [("[4~", Key.end), ("[8~", .end), ("[F", .end), ("OF", .end), ("[1~", .home), ("[7~", .home),
                      ("[H", .home), ("[5~", .pageUp), ("[6~", .pageDown), ("[A", .up), ("OB", .down),
                      ("[1;5C", .right), ("[1;3D", .left), ("[Z", .backTab)])
    func navigationKeysInTheirOtherSpellings(_ body: String, _ key: Key) {
        #expect(EscapeSequence.isComplete(scalars(body)))
        #expect(EscapeSequence.key(for: scalars(body)) == key)
    }

    /// Shift and an arrow moves the selected item: xterm's modifier parameter (2 is Shift, 4 Shift-Alt,
    /// 6 Shift-Ctrl), and rxvt's lower-case finals. Delete is `ESC [ 3 ~`, with or without modifiers.
    @Test(arguments: [("[1;2A", Key.shiftUp), ("[1;2B", .shiftDown), ("[1;2C", .shiftRight), ("[1;2D", .shiftLeft),
                      ("[1;6D", .shiftLeft), ("[1;4A", .shiftUp), ("[a", .shiftUp), ("[d", .shiftLeft),
                      ("[3~", .delete), ("[3;2~", .delete)])
    func shiftedArrowsAndDelete(_ body: String, _ key: Key) {
        #expect(EscapeSequence.isComplete(scalars(body)))
        #expect(EscapeSequence.key(for: scalars(body)) == key)
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
