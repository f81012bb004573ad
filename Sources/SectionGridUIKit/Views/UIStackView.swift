/// A streamlined interface for laying out a collection of views in either a column or a row.
/// https://developer.apple.com/documentation/uikit/uistackview — its arranged subviews are its
/// subviews, kept in order; they are not laid out here (Auto Layout is not there).
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// https://developer.apple.com/documentation/uikit/uistackview/distribution-swift.enum
    public enum Distribution: Int, Sendable {
        case fill = 0
        case fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum
    public enum Alignment: Int, Sendable {
        case fill = 0
        case leading, firstBaseline, center, trailing, lastBaseline
        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }

    /// https://developer.apple.com/documentation/uikit/uistackview/arrangedsubviews
    open private(set) var arrangedSubviews: [UIView] = []
    /// https://developer.apple.com/documentation/uikit/uistackview/axis (default horizontal)
    open var axis = NSLayoutConstraint.Axis.horizontal
    /// https://developer.apple.com/documentation/uikit/uistackview/spacing
    open var spacing: CGFloat = 0
    /// https://developer.apple.com/documentation/uikit/uistackview/distribution-swift.property
    open var distribution = Distribution.fill
    /// https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.property
    open var alignment = Alignment.fill
    /// https://developer.apple.com/documentation/uikit/uistackview/islayoutmarginsrelativearrangement
    open var isLayoutMarginsRelativeArrangement = false

    override public init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// https://developer.apple.com/documentation/uikit/uistackview/init(arrangedsubviews:)
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        views.forEach(addArrangedSubview)
    }

    /// https://developer.apple.com/documentation/uikit/uistackview/addarrangedsubview(_:)
    open func addArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.append(view)
        addSubview(view)
    }

    /// https://developer.apple.com/documentation/uikit/uistackview/removearrangedsubview(_:) (stays a subview)
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
    }
}

/// A constraint of Auto Layout: https://developer.apple.com/documentation/uikit/nslayoutconstraint —
/// here only its `Axis`, which a stack view's `axis` is; Auto Layout itself is not here (docs/uikit.md).
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis
    public enum Axis: Int, Sendable {
        case horizontal = 0
        case vertical
    }
}
