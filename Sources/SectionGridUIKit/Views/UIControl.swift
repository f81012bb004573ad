/// The base class for controls, visual elements that convey a specific action or intention in response
/// to user interactions. https://developer.apple.com/documentation/uikit/uicontrol — its state, kept;
/// no events reach it here (target–action needs `#selector`, which Linux has not).
@preconcurrency @MainActor
open class UIControl: UIView {
    /// https://developer.apple.com/documentation/uikit/uicontrol/state
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }

    /// https://developer.apple.com/documentation/uikit/uicontrol/isenabled
    open var isEnabled = true
    /// https://developer.apple.com/documentation/uikit/uicontrol/isselected
    open var isSelected = false
    /// https://developer.apple.com/documentation/uikit/uicontrol/ishighlighted
    open var isHighlighted = false

    /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.property
    open var state: State {
        var state = State.normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }
}

/// A control that executes your custom code in response to user interactions.
/// https://developer.apple.com/documentation/uikit/uibutton — its titles and images per state; the
/// normal state's show (its title label and image view are its subviews).
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum
    public enum ButtonType: Int, Sendable {
        case custom = 0
        case system, detailDisclosure, infoLight, infoDark, contactAdd, close
    }

    private var titles: [UInt: String] = [:]
    private var images: [UInt: UIImage] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private let label = UILabel(frame: .zero)
    private let image = UIImageView(frame: .zero)

    /// https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.property
    open private(set) var buttonType = ButtonType.custom
    /// https://developer.apple.com/documentation/uikit/uibutton/titlelabel
    open var titleLabel: UILabel? { label }
    /// https://developer.apple.com/documentation/uikit/uibutton/imageview
    open var imageView: UIImageView? { image }

    override public init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(image)
        addSubview(label)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(image)
        addSubview(label)
    }

    /// https://developer.apple.com/documentation/uikit/uibutton/init(type:)
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// https://developer.apple.com/documentation/uikit/uibutton/settitle(_:for:)
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        label.text = titles[UIControl.State.normal.rawValue]
    }

    /// https://developer.apple.com/documentation/uikit/uibutton/title(for:)
    open func title(for state: UIControl.State) -> String? { titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue] }

    /// https://developer.apple.com/documentation/uikit/uibutton/settitlecolor(_:for:)
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state.rawValue] = color
        if state == .normal { label.textColor = color }
    }

    /// https://developer.apple.com/documentation/uikit/uibutton/setimage(_:for:)
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state.rawValue] = image
        self.image.image = images[UIControl.State.normal.rawValue]
    }

    /// https://developer.apple.com/documentation/uikit/uibutton/image(for:)
    open func image(for state: UIControl.State) -> UIImage? { images[state.rawValue] ?? images[UIControl.State.normal.rawValue] }
}
