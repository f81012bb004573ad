import CellGrid
import Testing

@testable import SectionGridTerminal

/// A row held back is blank in the frame ncurses sees; ncurses pairs lines found once on the screen
/// and once in the frame by a hash of their characters, so a lone blank row must not meet a lone blank
/// row elsewhere on the screen (ncurses would scroll that one onto it).
@Suite struct LineMatchingTests {
    @Test func aLoneBlankRowMeetingALoneBlankRowElsewhereMisleads() {
        let screen = Grid(lines: ["aaaa", "    ", "bbbb", "cccc", "dddd"])
        let frame = Grid(lines: ["bbbb", "cccc", "dddd", "eeee", "ffff"])
        #expect(Terminal.misleadsLineMatching(blanking: [4], previous: screen, next: frame))
        // The blank row is where it was, or the frame has another, or two rows are held: no unique pair.
        #expect(!Terminal.misleadsLineMatching(blanking: [1], previous: screen, next: frame))
        #expect(
            !Terminal.misleadsLineMatching(
                blanking: [4], previous: screen,
                next: Grid(lines: ["bbbb", "    ", "dddd", "eeee", "ffff"])))
        #expect(!Terminal.misleadsLineMatching(blanking: [3, 4], previous: screen, next: frame))
        // A screen with no blank row, or two, gives ncurses nothing to pair the blank row with.
        #expect(!Terminal.misleadsLineMatching(blanking: [4], previous: frame, next: frame))
        #expect(
            !Terminal.misleadsLineMatching(
                blanking: [4], previous: Grid(lines: ["    ", "    ", "a", "b", "c"]),
                next: frame))
    }
}
