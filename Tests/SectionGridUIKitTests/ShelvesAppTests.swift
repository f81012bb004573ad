import SectionGridHostProtocol
import SectionLayout
import Testing

@testable import SectionGridTestSupport

/// `Fixtures/Apps/Shelves`: a function returning a compositional layout whose section provider reads
/// `environment.container.effectiveContentSize` (2 columns, 4 above 500 points), laid out by the host
/// with its own data source (`items`). Frames by hand from UIKit's compositional model
/// (docs/compositional.md): the header (fractional width of the section's width less its leading and
/// trailing insets) sits above the content insets; groups of 50 every 60; the background covers the whole
/// section, inset 5, at zIndex 0, and lifts everything else in the section to zIndex 1.
@Suite("A compositional layout reading its environment", Swiftc.required)
struct ShelvesAppTests {
    static let run = Result {
        try CompiledApp.run(
            "Shelves",
            [
                Expect.request(1, 390, 600) { $0.items = [5, 2] },
                Expect.request(2, 700, 600) { $0.items = [5, 2] },
                Expect.request(3, 390, 600) {
                    $0.items = [5, 2]
                    $0.appearance = .dark
                },
            ])
    }

    /// 390 wide: two columns of 175.
    @Test func twoColumnsWhenNarrow() throws {
        let layout = try Self.run.get().layouts[0]
        #expect(layout.contentSize == Size(width: 390, height: 320))
        #expect(
            layout.elements == [
                Expect.element(.background, "shelf-background", 0, 5, 5, 380, 210),
                Expect.element(.header, "header", 0, 20, 0, 350, 30, z: 1),
                Expect.cell(0, 0, 20, 40, 175, 50, z: 1), Expect.cell(0, 1, 195, 40, 175, 50, z: 1),
                Expect.cell(0, 2, 20, 100, 175, 50, z: 1), Expect.cell(0, 3, 195, 100, 175, 50, z: 1),
                Expect.cell(0, 4, 20, 160, 175, 50, z: 1),
                Expect.element(.background, "shelf-background", 1, 5, 225, 380, 90),
                Expect.element(.header, "header", 1, 20, 220, 350, 30, z: 1),
                Expect.cell(1, 0, 20, 260, 175, 50, z: 1), Expect.cell(1, 1, 195, 260, 175, 50, z: 1),
            ])
    }

    /// 700 wide (the same host, asked again): the provider sees the wider container, four columns of 165.
    @Test func fourColumnsWhenWide() throws {
        let layout = try Self.run.get().layouts[1]
        #expect(layout.contentSize == Size(width: 700, height: 260))
        #expect(
            layout.elements == [
                Expect.element(.background, "shelf-background", 0, 5, 5, 690, 150),
                Expect.element(.header, "header", 0, 20, 0, 660, 30, z: 1),
                Expect.cell(0, 0, 20, 40, 165, 50, z: 1), Expect.cell(0, 1, 185, 40, 165, 50, z: 1),
                Expect.cell(0, 2, 350, 40, 165, 50, z: 1), Expect.cell(0, 3, 515, 40, 165, 50, z: 1),
                Expect.cell(0, 4, 20, 100, 165, 50, z: 1),
                Expect.element(.background, "shelf-background", 1, 5, 165, 690, 90),
                Expect.element(.header, "header", 1, 20, 160, 660, 30, z: 1),
                Expect.cell(1, 0, 20, 200, 165, 50, z: 1), Expect.cell(1, 1, 185, 200, 165, 50, z: 1),
            ])
    }

    /// The backgrounds show what `init(frame:)` set, colours resolved for the appearance
    /// (`secondarySystemBackground`, `systemIndigo`: `Color.named`/`darkNamed`); the host's own cells
    /// and the headers (no data source view) show nothing.
    @Test func backgroundLooksFollowTheAppearance() throws {
        let run = try Self.run.get()
        func background(_ fill: String, _ border: String) -> ViewLook {
            Expect.look {
                $0.backgroundColor = Expect.color(fill)
                $0.cornerRadius = 16
                $0.borderWidth = 2
                $0.borderColor = Expect.color(border)
            }
        }
        #expect(run.looks(request: 1) == [0: background("#F2F2F7FF", "#5856D6FF"), 7: background("#F2F2F7FF", "#5856D6FF")])
        #expect(run.looks(request: 3) == [0: background("#1C1C1EFF", "#5E5CE6FF"), 7: background("#1C1C1EFF", "#5E5CE6FF")])
    }
}
