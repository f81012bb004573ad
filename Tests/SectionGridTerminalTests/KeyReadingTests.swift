import CNcursesw
import SectionGridTerminal
import SectionGridViewer
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Keys as the real terminal layer reads them (ncurses on a file of typed bytes): Ctrl- and Alt-arrows,
/// which terminfo names `kDN5`, `kDN3`… (codes ncurses makes up above KEY_MAX), and the older Alt form
/// `ESC ESC [ B`, each one key and nothing left over.
/// ncurses holds one current screen per process: these run one at a time with the other tests of the
/// real terminal, within `TerminalBytesTests` (serialized, which its nested suites inherit).
extension TerminalBytesTests {
    @Suite struct KeyReadingTests {
        /// The keys `nextKey` returns for `typed` on a terminal of `type`, until it returns none (an ignored
        /// sequence ends the list early too: `nextKey` returns `nil` for it).
        private func keys(typed: String, type: String) throws -> [Key] {
            var template = Array("/tmp/sectiongrid-keys-XXXXXX".utf8CString)
            let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            try #require(descriptor >= 0)
            defer { unlink(template) }
            let bytes = Array(typed.utf8)
            #expect(bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) } == bytes.count)
            lseek(descriptor, 0, SEEK_SET)
            let input = try #require(fdopen(descriptor, "r"))
            let output = try #require(fopen("/dev/null", "w"))
            defer {
                fclose(input)
                fclose(output)
            }
            let terminal = try Terminal(input: input, output: output, environment: ["TERM": type], size: (80, 24))
            defer { terminal.close() }
            var keys: [Key] = []
            while keys.count < 20, let key = terminal.nextKey(timeoutMilliseconds: 50) { keys.append(key) }
            // Forcing the size queues a resize first.
            return keys.filter { $0 != .resize }
        }

        @Test(arguments: ["xterm-256color", "tmux-256color"])
        func ctrlAndAltArrowsScrollAndShiftArrowsMove(type: String) throws {
            let typed =
                "\u{1B}[1;5B" + "\u{1B}[1;3B" + "\u{1B}[1;5A" + "\u{1B}[1;3D" + "\u{1B}[1;7C" + "\u{1B}[1;2B" + "\u{1B}[6;5~"
                + "j"
            #expect(
                try keys(typed: typed, type: type) == [.down, .down, .up, .left, .right, .shiftDown, .pageDown, .character("j")])
        }

        @Test(arguments: ["xterm-256color", "tmux-256color"])
        func theOlderAltFormIsOneKey(type: String) throws {
            let typed = "\u{1B}\u{1B}[B" + "\u{1B}\u{1B}OA" + "\u{1B}\u{1B}[1;5C" + "j"
            #expect(try keys(typed: typed, type: type) == [.down, .up, .right, .character("j")], "no [ or B of their own")
        }
    }
}
