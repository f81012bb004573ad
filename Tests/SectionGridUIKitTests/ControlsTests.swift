import SectionGridUIKit
import Testing

/// Views an outlet may hold in a cell: a button's normal title and image show through its subviews (the
/// look's text and image), a stack view's arranged views are its subviews.
@Suite("Controls and stacks") @MainActor
struct ControlsTests {
    @Test func aButtonShowsItsNormalTitleAndImage() {
        let button = UIButton(type: .system)
        button.setTitle("Follow", for: .normal)
        button.setTitle("Following", for: .selected)
        button.setImage(UIImage(named: "plus"), for: .normal)
        let stack = UIStackView(arrangedSubviews: [button, UILabel()])
        stack.axis = .vertical
        #expect(button.title(for: .selected) == "Following" && button.title(for: .highlighted) == "Follow")
        #expect(stack.subviews.count == 2 && stack.arrangedSubviews.first === button)
        let look = SectionGridLookReader.look(of: stack)
        #expect(look.text == "Follow" && look.image == "plus")
    }
}
