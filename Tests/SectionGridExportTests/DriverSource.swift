import SectionGridHostProtocol
import SectionLayout
import SectionSpec

@testable import SectionGridTestSupport

/// One case the test executable runs: an exported layout (with its sample view controller, so the
/// sample data source and delegate drive the layout, as in an app), the collection view's size, and
/// the rectangles to query.
struct DriverCase {
    var id: String
    var typeName: String
    var viewport: Size
    var hasBackgrounds: Bool
    var hasStyle: Bool
    var rects: [Rect]
    /// Whether the executable runs it (else it is only compiled).
    var runs = true
    /// For a compositional layout, how many background view classes it has (`nil`: a flow layout).
    var compositionalBackgroundViews: Int? = nil
    /// The device around the collection view, as the spec describes it: its safe area, layout margins
    /// and screen scale (`nil`: none). The driver gives the sample's collection view these before it is
    /// laid out, as the device would: the exported code reads them, it does not set them.
    var safeAreaInsets = EdgeInsets.zero
    var layoutMargins = EdgeInsets.zero
    var screenScale: Double? = nil
}

/// The test executable's `main.swift`: each case's sample view controller laid out by SectionGrid's
/// layout host on the case's device (`SectionGridLayoutSession`, the host a compiled user program runs,
/// answering the request a tool would send), its messages written to `OUTPUT/ID.host.jsonl`, then its
/// layout's own answers to `OUTPUT/ID.report.txt` (see `Driver/Report.swift`).
enum DriverSource {
    static func main(_ cases: [DriverCase]) -> String {
        let calls = cases.indices.filter { cases[$0].runs }.map { "    run\($0)(output)" }.joined(separator: "\n")
        let functions = cases.enumerated().map { index, driverCase in function(index, driverCase) }
        return
            "import UIKit\nimport SectionGridHostProtocol\n\nlet output = CommandLine.arguments[1]\nMainActor.assumeIsolated {\n\(calls)\n}\n\n"
            + functions.joined(separator: "\n\n") + "\n"
    }

    /// The request a tool sends for the case: its viewport, safe area, layout margins and screen scale
    /// (the sample sets the spec's direction and appearance itself).
    static func request(_ driverCase: DriverCase) -> HostRequest {
        var request = HostRequest(id: 1, viewport: driverCase.viewport)
        request.safeArea = driverCase.safeAreaInsets
        request.layoutMargins = driverCase.layoutMargins
        request.screenScale = driverCase.screenScale
        return request
    }

    /// The statements that make the case's session, answer its request into `ID.host.jsonl`, and bind
    /// `collectionView` (returning when there is none; only returning when `binds` is false).
    private static func session(_ driverCase: DriverCase, path: String, binds: Bool = true) -> String {
        """
            let session = SectionGridLayoutSession(entry: .viewController { \(driverCase.typeName)SampleViewController() })
            var messages: [String] = []
            do {
                let request = try HostRequest(jsonLine: #"\(request(driverCase).jsonLine)"#)
                session.respond(to: request) { messages.append($0.jsonLine) }
            } catch {
                messages.append("bad request: \\(error)")
            }
            write(messages.joined(separator: "\\n") + "\\n", to: \(path).host.jsonl")
            guard \(binds ? "let collectionView = session.collectionView" : "session.collectionView != nil") else { return }

        """
    }

    private static func literal(_ rect: Rect) -> String {
        "CGRect(x: \(rect.minX), y: \(rect.minY), width: \(rect.width), height: \(rect.height))"
    }

    private static func function(_ index: Int, _ driverCase: DriverCase) -> String {
        if let views = driverCase.compositionalBackgroundViews { return compositionalFunction(index, driverCase, views: views) }
        let name = driverCase.typeName
        let path = "output + \"/\(driverCase.id)"
        let changed =
            driverCase.hasStyle
            ? "        let changed = attributes.copy(with: nil) as? \(name).BackgroundAttributes\n        changed?.style = nil\n"
            : "        let changed: UICollectionViewLayoutAttributes? = nil\n"
        let views =
            driverCase.hasBackgrounds
            ? """
                for section in 0..<collectionView.numberOfSections {
                    guard let attributes = layout.layoutAttributesForDecorationView(
                        ofKind: \(name).sectionBackgroundKind, at: IndexPath(item: 0, section: section)) as? \(name).BackgroundAttributes,
                        let copy = attributes.copy(with: nil) as? UICollectionViewLayoutAttributes else { continue }
                    let view = \(name).BackgroundView(frame: attributes.frame)
                    view.apply(attributes)
                    view.layoutSubviews()
                    report.view(section, view)
            \(changed)        report.copies(section, copy: copy, changed: changed, of: attributes)
                }

            """ : ""
        return """
            @MainActor func run\(index)(_ output: String) {
            \(session(driverCase, path: path))    guard let layout = collectionView.collectionViewLayout as? \(name) else {
                    write("not a \(name)\\n", to: \(path).report.txt")
                    return
                }
                var report = Report(layout: layout, collectionView: collectionView, backgroundKind: "\(name).sectionBackground")
                report.decorations()
                let rects = [
            \(driverCase.rects.map { "        " + literal($0) + "," }.joined(separator: "\n"))
                ]
                for (index, rect) in rects.enumerated() { report.query(index, rect) }
            \(views)    report.invalidation()
                write(report.text, to: \(path).report.txt")
            }
            """
    }

    /// A compositional case: each background view class's look (its frames are the host's, in
    /// `ID.host.jsonl`).
    private static func compositionalFunction(_ index: Int, _ driverCase: DriverCase, views: Int) -> String {
        let name = driverCase.typeName
        let path = "output + \"/\(driverCase.id)"
        let reports =
            views == 0
            ? "    let report = CompositionalReport()"
            : ([
                "    var report = CompositionalReport()",
                "    let backgroundFrame = CGRect(x: 0, y: 0, width: 100, height: 50)",
            ]
                + (0..<views).map { view in
                    "    report.view(\(view + 1), \(name).BackgroundView\(view + 1)(frame: backgroundFrame), in: collectionView)"
                }).joined(separator: "\n")
        return """
            @MainActor func run\(index)(_ output: String) {
            \(session(driverCase, path: path, binds: views > 0))\(reports)
                write(report.text, to: \(path).report.txt")
            }
            """
    }
}

extension DriverCase {
    /// Puts the case on the device `spec` describes: its safe area, layout margins and screen scale.
    mutating func place(on spec: LayoutSpec) {
        safeAreaInsets = spec.safeAreaInsets
        layoutMargins = spec.layoutMargins
        screenScale = spec.screenScale
    }
}
