import Foundation
import SectionGridSession
import SectionGridViewer
import SectionLayout
import SectionSpec
import Testing

@testable import SectionGridTestSupport

/// `--device NAME` is how the file is viewed, as `--zoom` is: opening on it changes nothing (no `*`),
/// and `w` writes the user's edits without the device. A device changed in the viewer (`R`, the
/// inspector) is an edit: marked `*`, undone by `U`, written by `w`.
@Suite("Viewer: the command line's device is a view setting")
struct ViewDeviceTests {
    static let plain =
        #"{"flow": {"itemSize": {"width": 40, "height": 40}, "sectionInset": {"top": 8, "left": 8, "bottom": 8, "right": 8}}, "sections": [{"items": 30}]}"#
    static let ownDevice =
        #"{"device": "iphone-se", "viewport": {"width": 320, "height": 568}, "flow": {"itemSize": {"width": 40, "height": 40}}, "sections": [{"items": 30}]}"#

    struct Opened {
        let folder: TemporaryDirectory
        let path: String
        var session: ViewerSession

        init(_ text: String, device: String) throws {
            folder = try TemporaryDirectory()
            path = try folder.file("layout.json", contents: text)
            var loaded = try LoadedSpec(file: path)
            loaded.device = try #require(DeviceCatalog.device(named: device))
            let setup = ViewerSetup(loaded)
            session = ViewerSession(state: setup.state(columns: 100, rows: 30, depth: .monochrome), saver: setup.saver)
        }

        mutating func press(_ keys: String) {
            for key in keys {
                if let command = session.state.keyMap.command(for: .character(key)) { _ = session.apply(command) }
            }
        }

        var fileText: String { (try? String(contentsOfFile: path, encoding: .utf8)) ?? "<unreadable>" }
        var isMarked: Bool { session.state.statusLine.contains("layout.json *") }
    }

    @Test func openingOnADeviceIsNotAnEdit() throws {
        let viewer = try Opened(Self.plain, device: "iphone-16")
        #expect(viewer.session.state.spec.viewport == Size(width: 393, height: 852))
        #expect(viewer.session.state.spec.safeAreaInsets == EdgeInsets(top: 59, bottom: 34))
        #expect(!viewer.session.state.isModified && !viewer.isMarked)
    }

    /// The inspector says the device's values come from the device viewed on, not from the file.
    @Test func theInspectorShowsTheViewDeviceAsTheSource() throws {
        var viewer = try Opened(Self.plain, device: "iphone-16")
        _ = viewer.session.apply(.toggleInspector)
        let model = viewer.session.state.inspectorModel
        for name in ["device", "viewport.width", "safeAreaInsets.top", "screenScale"] {
            let row = try #require(model.index("device", name).map { model.rows[$0] }, "\(name)")
            #expect(row.source == .device, "\(name): \(row.source)")
        }
    }

    @Test func wWritesTheEditWithoutTheDevice() throws {
        var viewer = try Opened(Self.plain, device: "iphone-16")
        viewer.press("+")
        #expect(viewer.session.state.isModified && viewer.isMarked)
        viewer.press("w")
        #expect(viewer.fileText == Self.plain.replacingOccurrences(of: #""top": 8"#, with: #""top": 9"#))
        #expect(!viewer.session.state.isModified && !viewer.isMarked)
        #expect(viewer.session.state.spec.viewport == Size(width: 393, height: 852), "still shown on the device")
    }

    @Test func theFilesOwnDeviceAndViewportStayWhenViewedOnAnother() throws {
        var viewer = try Opened(Self.ownDevice, device: "ipad-mini")
        #expect(viewer.session.state.spec.viewport == Size(width: 744, height: 1133) && !viewer.isMarked)
        viewer.press("+w")
        #expect(
            viewer.fileText
                == Self.ownDevice.replacingOccurrences(
                    of: #""itemSize": {"width": 40, "height": 40}}"#,
                    with:
                        #""itemSize": {"width": 40, "height": 40},"sectionInset": {"top": 1, "left": 0, "bottom": 0, "right": 0}}"#
                ))
    }

    @Test func rotatingIsAnEditWrittenAsTheDevice() throws {
        var viewer = try Opened(Self.plain, device: "iphone-16")
        viewer.press("R")
        #expect(viewer.session.state.spec.device?.name == "iphone-16-landscape" && viewer.isMarked)
        viewer.press("R")
        #expect(viewer.session.state.spec.device?.name == "iphone-16" && !viewer.isMarked, "R R is back to the view")
        viewer.press("RU")
        #expect(viewer.session.state.spec.device?.name == "iphone-16" && !viewer.isMarked, "U undoes R")
        viewer.press("Rw")
        #expect(viewer.fileText == #"{"device": "iphone-16-landscape", "# + Self.plain.dropFirst())
        #expect(!viewer.isMarked)
    }
}
