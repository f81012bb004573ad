import SectionLayout
import Testing

@Suite("Colours keep how they were written")
struct ColorSpellingTests {
    @Test(arguments: [
        "systemBackground", "tertiarySystemBackground", "secondarySystemGroupedBackground",
        "systemGroupedBackground", "#ffcc00", "#FC0", "#fc0", "white", "#12345678", "systemYellow",
    ])
    func aColourReadFromTextIsWrittenAsItWasRead(_ text: String) throws {
        #expect(try #require(Color(text)).description == text)
    }

    @Test func spellingsOfOneColourAreEqual() throws {
        let yellow = try #require(Color("systemYellow"))
        #expect(Color("#FC0") == yellow)
        #expect(Color("#ffcc00") == yellow)
        #expect(Set([Color("#FC0"), Color("#ffcc00"), yellow]).count == 1)
        #expect(Color("systemBackground") == Color.white)
        #expect(Color(red: 255, green: 204, blue: 0).description == "systemYellow", "a colour from channels prints its name")
    }

    @Test func aChangedColourNoLongerClaimsItsSpelling() throws {
        var color = try #require(Color("systemBackground"))
        color.red = 0
        #expect(color.description == "cyan")
        color.blue = 1
        #expect(color.description == "#00FF01")
    }
}
