import SectionGridHostProtocol
import SectionLayout
import Testing

/// `sectiongrid frames FILE.swift …` on the tests' own apps (issue 27 §3): each entry found by itself,
/// frames derived by hand from the app's own code and UIKit's flow and compositional layouts (docs/spec.md,
/// "Flow layout semantics": a line holds as many items as fit with the minimum spacing, spread to fill
/// the line; a short last line keeps the columns of a full one), and each view's look as its code set
/// it.
@Suite("frames of Swift files", SwiftApp.required)
struct SwiftAppFramesTests {
    /// `Stripes`: a storyboard `UICollectionViewController` (no `init()`: `.storyboard`), the files' one
    /// layout class `StripeLayout` as its storyboard layout, set up in `awakeFromNib()`: items 64 × 40,
    /// spacing 8. 320 points wide. Sections 0 and 2 (inset 12/20/12/20) fit 4 items in 280 points (4 ×
    /// 64 + 3 × 8 = 280, exactly); section 1 (inset 20/24/20/24) fits 3 in 272 points, spread 40 apart
    /// ((272 − 192) / 2). Each stripe: from the first item's top less the inset's top to the last item's
    /// bottom plus the inset's bottom, the collection view's width (the delegate answers the inset, so
    /// the optional call `delegate.collectionView?(…insetForSectionAt:)` is not nil).
    @Test func stripesFromAStoryboardControllerAndItsLayoutClass() {
        let run = SwiftApp.frames("Stripes", ["--viewport", "320x568"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.contentSize == "\"contentSize\": {\"width\": 320, \"height\": 304},")
        let cell = Expect.look {
            $0.backgroundColor = Expect.color("#FFFFFFFF")
            $0.borderWidth = 1
            $0.borderColor = Expect.color("#000000FF")
        }
        var expected: [HostElement] = []
        for (item, (x, y)) in [(20.0, 12.0), (92, 12), (164, 12), (236, 12), (20, 60), (92, 60), (164, 60)].enumerated() {
            expected.append(Expect.cell(0, item, x, y, 64, 40, look: cell))
        }
        for (item, x) in [24.0, 128, 232].enumerated() { expected.append(Expect.cell(1, item, x, 132, 64, 40, look: cell)) }
        for (item, (x, y)) in [(20.0, 204.0), (92, 204), (164, 204), (236, 204), (20, 252)].enumerated() {
            expected.append(Expect.cell(2, item, x, y, 64, 40, look: cell))
        }
        // The delegate's colours: (1, 0.8, 0.8) is #FFCCCC; `apply(_:)` rounds the corners by 6.
        for (section, (y, height, color)) in [(0.0, 112.0, "#FFCCCCFF"), (112, 80, "#CCFFCCFF"), (192, 112, "#CCCCFFFF")]
            .enumerated()
        {
            expected.append(
                Expect.element(
                    .decoration, "Stripe", section, 0, y, 320, height, z: -1,
                    look: Expect.look {
                        $0.backgroundColor = Expect.color(color)
                        $0.cornerRadius = 6
                    }))
        }
        #expect(run.elementLines == expected.map(\.json))
    }

    /// `Halo`: the files' one layout class, made by its `init()`, in a collection view with the host's
    /// data source (`--items 4,9`). 320 wide, inset 20/15/20/15: 3 items of 90 fit in 290 (3 × 90 + 2 ×
    /// 10), 10 apart. A halo is the union of the first and last item's frames grown by 6; its view sets
    /// its fill, radius and shadow in `init(frame:)` ((1, 0.96, 0.88): 244.8 and 224.4 round to F5 and
    /// E0). The host's plain cells show nothing the code set: no `view`.
    @Test func halosFromALayoutClassWithTheHostsItems() {
        let run = SwiftApp.frames("Halo", ["--viewport", "320x480", "--items", "4,9"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.contentSize == "\"contentSize\": {\"width\": 320, \"height\": 360},")
        var expected: [HostElement] = []
        for item in 0..<4 {
            expected.append(Expect.cell(0, item, 15 + Double(item % 3) * 100, 20 + Double(item / 3) * 60, 90, 50))
        }
        for item in 0..<9 {
            expected.append(Expect.cell(1, item, 15 + Double(item % 3) * 100, 170 + Double(item / 3) * 60, 90, 50))
        }
        let halo = Expect.look {
            $0.backgroundColor = Expect.color("#FFF5E0FF")
            $0.cornerRadius = 14
            $0.shadowColor = Expect.color("#000000FF")
            $0.shadowOpacity = 0.25
            $0.shadowRadius = 8
            $0.shadowOffset = Size(width: 0, height: 3)
        }
        expected.append(Expect.element(.decoration, "Halo", 0, 9, 14, 102, 122, z: -1, look: halo))
        expected.append(Expect.element(.decoration, "Halo", 1, 9, 164, 302, 182, z: -1, look: halo))
        #expect(run.elementLines == expected.map(\.json))
    }

    /// `Shelves`: a function returning a compositional layout (the files' only entry), its section
    /// provider reading the environment. 375 wide: section 0 a continuous orthogonal row of 150 × 100
    /// groups 10 apart from x 20 (the row reaches past the width); section 1, 2 columns of (335 − 10) / 2
    /// = 162.5, groups 80 high 10 apart. Each background is its section's frame (insets included) inset
    /// by the decoration item's 8 points (Apple: NSCollectionLayoutDecorationItem.contentInsets), below
    /// the items. Its view: systemGray6 fill, systemGray4 border (Apple's HIG colour tables).
    @Test func shelvesFromAFunctionReadingTheEnvironment() {
        let run = SwiftApp.frames("Shelves", ["--items", "3,4"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.contentSize == "\"contentSize\": {\"width\": 375, \"height\": 350},")
        let shelf = Self.shelf(fill: "#F2F2F7FF", border: "#D1D1D6FF")
        let lines = run.elementLines
        let expected = [
            Expect.element(.background, "shelf-background", 0, 8, 8, 359, 124, look: shelf),
            Expect.cell(0, 0, 20, 20, 150, 100, z: 1), Expect.cell(0, 1, 180, 20, 150, 100, z: 1),
            Expect.cell(0, 2, 340, 20, 150, 100, z: 1),
            Expect.element(.background, "shelf-background", 1, 8, 148, 359, 194, look: shelf),
            Expect.cell(1, 0, 20, 160, 162.5, 80, z: 1), Expect.cell(1, 1, 192.5, 160, 162.5, 80, z: 1),
            Expect.cell(1, 2, 20, 250, 162.5, 80, z: 1), Expect.cell(1, 3, 192.5, 250, 162.5, 80, z: 1),
        ]
        #expect(lines == expected.map(\.json))
    }

    /// The same file 700 wide and dark: the provider picks 4 columns of (660 − 30) / 4 = 157.5, and the
    /// views' system colours resolve dark (systemGray6 #1C1C1E, systemGray4 #3A3A3C).
    @Test func shelvesSeeTheViewportAndTheAppearance() {
        let run = SwiftApp.frames("Shelves", ["--items", "3,4", "--viewport", "700x400", "--appearance", "dark"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.contentSize == "\"contentSize\": {\"width\": 700, \"height\": 260},")
        let shelf = Self.shelf(fill: "#1C1C1EFF", border: "#3A3A3CFF")
        let expected = [
            Expect.element(.background, "shelf-background", 0, 8, 8, 684, 124, look: shelf),
            Expect.cell(0, 0, 20, 20, 150, 100, z: 1), Expect.cell(0, 1, 180, 20, 150, 100, z: 1),
            Expect.cell(0, 2, 340, 20, 150, 100, z: 1),
            Expect.element(.background, "shelf-background", 1, 8, 148, 684, 104, look: shelf),
            Expect.cell(1, 0, 20, 160, 157.5, 80, z: 1), Expect.cell(1, 1, 187.5, 160, 157.5, 80, z: 1),
            Expect.cell(1, 2, 355, 160, 157.5, 80, z: 1), Expect.cell(1, 3, 522.5, 160, 157.5, 80, z: 1),
        ]
        #expect(run.elementLines == expected.map(\.json))
    }

    static func shelf(fill: String, border: String) -> ViewLook {
        Expect.look {
            $0.backgroundColor = Expect.color(fill)
            $0.cornerRadius = 16
            $0.borderWidth = 1
            $0.borderColor = Expect.color(border)
        }
    }

    /// `Journal`, three files: a storyboard's plain view controller with an `@IBOutlet` collection view
    /// (made a default-constructed view, connected as its storyboard's data source, as the outlets
    /// are), `@objc` and `@IBAction` methods, nib-registered cells and headers whose classes have label
    /// outlets, and a card from each header's top to its footer's bottom. 320 wide: headers 36, items 130
    /// × 44 in 272 points (2 a line, 12 apart), lines 6 apart, inset 4/24/12/24, footers 8. A card is 12
    /// wider than the items on either side. Headers read "Day N" (set by the data source), cells their
    /// entry (set by the data source, in a label only a stored outlet holds) on the content view's fill
    /// set in `awakeFromNib()`.
    @Test func journalFromAPlainControllerWithOutletsAndNibViews() {
        let run = SwiftApp.frames("Journal", ["--viewport", "320x480"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.contentSize == "\"contentSize\": {\"width\": 320, \"height\": 362},")
        func entry(_ text: String) -> ViewLook {
            Expect.look {
                $0.backgroundColor = Expect.color("#FFFFFFFF")
                $0.cornerRadius = 4
                $0.text = text
            }
        }
        func header(_ section: Int, _ y: Double) -> HostElement {
            Expect.element(.header, nil, section, 0, y, 320, 36, look: Expect.look { $0.text = "Day \(section + 1)" })
        }
        let card = Expect.look {
            $0.backgroundColor = Expect.color("#FFFFFFFF")
            $0.cornerRadius = 10
            $0.masksToBounds = true
        }
        let expected = [
            header(0, 0), Expect.cell(0, 0, 24, 40, 130, 44, look: entry("Tea")),
            Expect.cell(0, 1, 166, 40, 130, 44, look: entry("Walk")),
            Expect.cell(0, 2, 24, 90, 130, 44, look: entry("Letters")), Expect.element(.footer, nil, 0, 0, 146, 320, 8),
            header(1, 154), Expect.cell(1, 0, 24, 194, 130, 44, look: entry("Rain")),
            Expect.element(.footer, nil, 1, 0, 250, 320, 8),
            header(2, 258), Expect.cell(2, 0, 24, 298, 130, 44, look: entry("Market")),
            Expect.cell(2, 1, 166, 298, 130, 44, look: entry("Bread")), Expect.element(.footer, nil, 2, 0, 354, 320, 8),
            Expect.element(.decoration, "DayCard", 0, 12, 0, 296, 154, z: -1, look: card),
            Expect.element(.decoration, "DayCard", 1, 12, 154, 296, 104, z: -1, look: card),
            Expect.element(.decoration, "DayCard", 2, 12, 258, 296, 104, z: -1, look: card),
        ]
        #expect(run.elementLines == expected.map(\.json))
    }

    /// What the code prints goes to standard error, as printed; standard output holds the frames only,
    /// even when a print looks like the protocol's `done`.
    @Test func printsGoToStandardErrorNotIntoTheFrames() {
        let run = SwiftApp.frames("Traps/Printing.swift", ["--items", "1"])
        #expect(run.status == 0)
        #expect(run.errors == "preparing the printing layout\n{\"type\": \"done\", \"request\": 1}\n")
        #expect(run.elementLines == [Expect.cell(0, 0, 0, 0, 40, 40).json])
    }
}
