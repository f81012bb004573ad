import SectionGridHostProtocol
import SectionGridUIKit
import SectionLayout
import Testing

/// The host in-process: how it makes the entry, puts it on the request's device and calls UIKit's
/// callbacks, as a window showing a root view controller does (UIViewController's documentation: the
/// view is loaded, then `viewDidLoad()`; "viewWillAppear … viewWillLayoutSubviews … viewDidLayoutSubviews
/// … viewDidAppear" in that order on first showing; the safe area changes through
/// `viewSafeAreaInsetsDidChange()`).
@Suite("Layout host, in-process") @MainActor
struct LayoutSessionTests {
    /// A controller recording what it is told and what it sees.
    final class Recorder: UIViewController, UICollectionViewDataSource {
        var calls: [String] = []
        // An outlet as the tool rewrites it: a default-constructed view, never added to the hierarchy.
        var collectionView: UICollectionView! = UICollectionView()

        override func viewDidLoad() {
            super.viewDidLoad()
            calls.append("viewDidLoad \(view.bounds.width)x\(view.bounds.height)")
        }
        override func viewWillAppear(_ animated: Bool) { calls.append("viewWillAppear") }
        override func viewWillLayoutSubviews() { calls.append("viewWillLayoutSubviews") }
        override func viewDidLayoutSubviews() { calls.append("viewDidLayoutSubviews") }
        override func viewDidAppear(_ animated: Bool) { calls.append("viewDidAppear") }
        override func viewSafeAreaInsetsDidChange() { calls.append("safeArea \(view.safeAreaInsets.top)") }
        override func traitCollectionDidChange(_ previous: UITraitCollection?) {
            calls.append("traits \(traitCollection.userInterfaceStyle == .dark ? "dark" : "light")")
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            UICollectionViewCell(frame: .zero)
        }
    }

    private static func request(_ id: Int, _ width: Double, _ height: Double, _ change: (inout HostRequest) -> Void = { _ in })
        -> HostRequest
    {
        var request = HostRequest(id: id, viewport: Size(width: width, height: height))
        change(&request)
        return request
    }

    /// Traits change only between requests (a first showing calls no `traitCollectionDidChange(_:)`:
    /// Apple's documentation does not say that it does).
    @Test func theViewHasTheViewportBeforeViewDidLoadAndCallbacksComeInUIKitsOrder() throws {
        let recorder = Recorder()
        let session = SectionGridLayoutSession(entry: .viewController { recorder })
        _ = try session.layOut(Self.request(1, 320, 480) { $0.safeArea = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0) })
        #expect(
            recorder.calls == [
                "viewDidLoad 320.0x480.0", "safeArea 20.0", "viewWillAppear",
                "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewDidAppear",
            ])
        recorder.calls = []
        _ = try session.layOut(Self.request(2, 320, 480) { $0.appearance = .dark })
        #expect(recorder.calls == ["safeArea 0.0", "traits dark", "viewWillLayoutSubviews", "viewDidLayoutSubviews"])
    }

    /// An outlet never added to the hierarchy is found among the stored properties, added filling the
    /// root view, and connected to the controller that conforms to the data source protocol, as a
    /// storyboard's outlets would be.
    @Test func aStoredCollectionViewIsFoundAndConnected() throws {
        let recorder = Recorder()
        let session = SectionGridLayoutSession(entry: .viewController { recorder })
        let layout = try session.layOut(Self.request(1, 200, 100))
        #expect(session.collectionView === recorder.collectionView && recorder.collectionView.superview === recorder.view)
        #expect(recorder.collectionView.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(recorder.collectionView.dataSource === recorder)
        // The default flow layout's 50-point items: 3 fit on a line of 200 (the 50 left spread over two gaps),
        // and the two of this one-line section sit on its first two columns.
        #expect(
            layout.elements.map(\.frame) == [Rect(x: 0, y: 0, width: 50, height: 50), Rect(x: 75, y: 0, width: 50, height: 50)])
    }

    /// A layout without a data source gets the host's: 3 sections of 6 unless the request says.
    @Test func aLayoutEntryGetsTheRequestsItems() throws {
        let session = SectionGridLayoutSession(entry: .layout { UICollectionViewFlowLayout() })
        #expect(try session.layOut(Self.request(1, 320, 480)).elements.count == 18)
        let layout = try session.layOut(Self.request(2, 320, 480) { $0.items = [1, 0, 2] })
        #expect(layout.elements.map { [$0.section ?? -1, $0.item ?? -1] } == [[0, 0], [2, 0], [2, 1]])
    }

    /// `scrollDirection` switches a flow layout's (and a compositional configuration's) direction.
    @Test func theScrollDirectionCanBeSwitched() throws {
        let session = SectionGridLayoutSession(entry: .layout { UICollectionViewFlowLayout() })
        let layout = try session.layOut(
            Self.request(1, 320, 120) {
                $0.items = [3]
                $0.scrollDirection = .horizontal
            })
        // Horizontally the 50-point items go down the first column (two fit in 120), then the next.
        #expect(layout.elements.map(\.frame.origin) == [Point(x: 0, y: 0), Point(x: 0, y: 70), Point(x: 60, y: 0)])
        #expect(layout.contentSize == Size(width: 110, height: 120))
    }

    /// The device's traits reach the views: scale, appearance and direction, and `UIScreen.main`.
    @Test func theDevicesTraitsReachTheViewsAndTheScreen() throws {
        let session = SectionGridLayoutSession(entry: .layout { UICollectionViewFlowLayout() })
        _ = try session.layOut(
            Self.request(1, 390, 844) {
                $0.screenScale = 3
                $0.appearance = .dark
                $0.layoutDirection = .rightToLeft
                $0.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
            })
        let collectionView = try #require(session.collectionView)
        let traits = collectionView.traitCollection
        #expect(traits.displayScale == 3 && traits.userInterfaceStyle == .dark && traits.layoutDirection == .rightToLeft)
        #expect(
            traits.horizontalSizeClass == .compact && traits.verticalSizeClass == .regular && traits.userInterfaceIdiom == .phone)
        #expect(collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(collectionView.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 390, height: 844) && UIScreen.main.scale == 3)
    }

    /// A controller without a collection view is one error, answered for the request.
    @Test func aControllerWithoutACollectionViewIsAnError() {
        let session = SectionGridLayoutSession(entry: .viewController { UIViewController() })
        var messages: [HostMessage] = []
        session.respond(to: Self.request(4, 320, 480)) { messages.append($0) }
        #expect(
            messages == [
                .error(
                    request: 4,
                    message: "UIViewController shows no UICollectionView (not its view, a subview or a stored property)")
            ])
    }
}
