import SectionGridHostProtocol
import SectionLayout
import Testing

@testable import SectionGridTestSupport

/// `Fixtures/Apps/Cards`: a view controller that adds its collection view as a subview, registers nibs
/// (their views plain classes with outlets as stored views), and a flow layout subclass that adds a card
/// from each header's top to its footer's bottom. Frames by hand: 320 wide, inset 10/20/10/20 leaves
/// 280 for items of 80 at a minimum spacing of 10, so 3 to a line with the 40 left over spread over two
/// gaps (x 20, 120, 220); header 40, inset 10, a line of 80, inset 10, footer 10: sections of 150.
@Suite("A flow layout subclass with cards from header to footer, nib views", Swiftc.required)
struct CardsAppTests {
    static let run = Result { try CompiledApp.run("Cards", [Expect.request(1, 320, 600)]) }

    static func section(_ s: Int) -> [HostElement] {
        let top = Double(150 * s)
        return [Expect.element(.header, nil, s, 0, top, 320, 40)]
            + [20.0, 120, 220].enumerated().map { Expect.cell(s, $0.offset, $0.element, top + 50, 80, 80) }
            + [Expect.element(.footer, nil, s, 0, top + 140, 320, 10)]
    }

    /// The flow layout's elements, then a card per header: x + 10, the width less 20, from the header's
    /// top to the footer's bottom (`CardLayout.card(at:)`), at zIndex −1.
    @Test func framesAreTheFlowLayoutsThenTheCards() throws {
        let layout = try #require(try Self.run.get().layouts.first)
        #expect(layout.contentSize == Size(width: 320, height: 300))
        #expect(
            layout.elements == Self.section(0) + Self.section(1) + [
                Expect.element(.decoration, "CardView", 0, 10, 0, 300, 150, z: -1),
                Expect.element(.decoration, "CardView", 1, 10, 150, 300, 150, z: -1),
            ])
    }

    /// The header shows the text the data source set on its outlet label; each cell the image set on its
    /// outlet image view; the footer nothing; each card what `init(frame:)` set (a 10 % black shadow:
    /// 25.5 rounds to 0x1A).
    @Test func looksFromOutletsAndTheCardsInitializer() throws {
        let looks = try Self.run.get().looks(request: 1)
        #expect(looks[0] == Expect.look { $0.text = "Group 1" } && looks[5] == Expect.look { $0.text = "Group 2" })
        #expect(looks[1] == Expect.look { $0.image = "photo-0-0" } && looks[8] == Expect.look { $0.image = "photo-1-2" })
        #expect(looks[4] == nil && looks[9] == nil)
        let card = Expect.look {
            $0.backgroundColor = Expect.color("#FFFFFFFF")
            $0.cornerRadius = 12
            $0.shadowColor = Expect.color("#0000001A")
            $0.shadowOpacity = 1
            $0.shadowRadius = 6
            $0.shadowOffset = Size(width: 0, height: 3)
        }
        #expect(looks[10] == card && looks[11] == card)
    }
}
