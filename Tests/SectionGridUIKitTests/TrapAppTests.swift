import SectionGridHostProtocol
import SectionLayout
import Testing

@testable import SectionGridTestSupport

/// `Fixtures/Apps/Trap`: the data source traps (`fatalError`) when asked for its third cell. The host
/// has written the layout by then, and each look as it read it: nothing answered is lost.
@Suite("A trap while reading views", Swiftc.required)
struct TrapAppTests {
    @Test func framesAndTheLooksBeforeTheTrapSurvive() throws {
        let run = try CompiledApp.run("Trap", [Expect.request(1, 320, 480)])
        #expect(run.wasSignalled)
        #expect(run.standardError.contains("no cell for item 2"))
        let layout = try #require(run.layouts.first)
        #expect(layout.elements.count == 4 && layout.elements.allSatisfy { $0.kind == .cell })
        let red = Expect.look { $0.backgroundColor = Expect.color("#FF0000FF") }
        #expect(
            Array(run.messages.dropFirst(2)) == [
                .look(request: 1, element: 0, view: red), .look(request: 1, element: 1, view: red),
            ])
    }
}
