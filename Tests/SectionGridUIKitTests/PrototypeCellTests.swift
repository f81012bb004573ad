import SectionGridHostProtocol
import SectionGridUIKit
import SectionLayout
import Testing

/// A storyboard's prototype cell: registered by the storyboard, not in code; its class is named like its
/// reuse identifier (`"\(PrototypeCell.self)"`).
final class PrototypeCell: UICollectionViewCell {
    var titleLabel: UILabel! = UILabel()
}

final class PrototypeController: UIViewController, UICollectionViewDataSource {
    var collectionView: UICollectionView! = UICollectionView()

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "\(PrototypeCell.self)", for: indexPath)
        (cell as? PrototypeCell)?.titleLabel.text = "prototype"
        return cell
    }
}

@Suite("Storyboard prototype cells") @MainActor
struct PrototypeCellTests {
    /// Nothing registered for the identifier: the class of that name in the controller's module, made as
    /// a storyboard makes it, framed as its element.
    @Test func anUnregisteredIdentifierMakesTheClassNamedLikeIt() throws {
        let session = SectionGridLayoutSession(entry: .viewController { PrototypeController() })
        var messages: [HostMessage] = []
        session.respond(to: HostRequest(id: 1, viewport: Size(width: 100, height: 100))) { messages.append($0) }
        var look = ViewLook()
        look.text = "prototype"
        #expect(messages.dropFirst().first == .look(request: 1, element: 0, view: look))
        let cell = session.collectionView?.dequeueReusableCell(
            withReuseIdentifier: "PrototypeCell", for: IndexPath(item: 0, section: 0))
        #expect(cell is PrototypeCell && cell?.reuseIdentifier == "PrototypeCell")
        let unknown = session.collectionView?.dequeueReusableCell(
            withReuseIdentifier: "NoSuchCell", for: IndexPath(item: 0, section: 0))
        #expect(unknown.map { type(of: $0) == UICollectionViewCell.self } == true)
    }
}
