/// A view that defines the behavior for all cells and supplementary views presented by a collection
/// view. https://developer.apple.com/documentation/uikit/uicollectionreusableview
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// https://developer.apple.com/documentation/uikit/uicollectionreusableview/reuseidentifier
    open internal(set) var reuseIdentifier: String?

    /// **Not UIKit API.** How a collection view makes a view of a registered class — decoration views,
    /// and cells and supplementaries registered by class — through the class alone: `init(frame:)`,
    /// as UIKit does. Without the Objective-C runtime only a `required` initializer can be called through
    /// a class value, and making `init(frame:)` required would break every `override init(frame:)`; this
    /// one forwards to it. (A subclass that defines only `init?(coder:)`, as a nib-only view may, must
    /// then define `init(frame:)` too to compile here.)
    public required convenience init(registeredFrame frame: CGRect) {
        self.init(frame: frame)
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionreusableview/apply(_:) — called with the
    /// layout's attributes once the view has their frame.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// https://developer.apple.com/documentation/uikit/uicollectionreusableview/prepareforreuse() (no view
    /// is reused here: each is made for the element it shows)
    open func prepareForReuse() {}

    /// https://developer.apple.com/documentation/uikit/uicollectionreusableview/preferredlayoutattributesfitting(_:)
    /// — the attributes as given: there is no self-sizing here.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes
    {
        layoutAttributes
    }
}

/// A single data item when that item is within the collection view's visible bounds.
/// https://developer.apple.com/documentation/uikit/uicollectionviewcell — its content view is its first
/// subview, sized with it.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentview
    public let contentView = UIView(frame: .zero)
    /// https://developer.apple.com/documentation/uikit/uicollectionviewcell/backgroundview
    open var backgroundView: UIView?
    /// https://developer.apple.com/documentation/uikit/uicollectionviewcell/selectedbackgroundview
    open var selectedBackgroundView: UIView?
    /// https://developer.apple.com/documentation/uikit/uicollectionviewcell/isselected
    open var isSelected = false
    /// https://developer.apple.com/documentation/uikit/uicollectionviewcell/ishighlighted
    open var isHighlighted = false

    /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    override public init(frame: CGRect) {
        super.init(frame: frame)
        addContentView()
    }

    /// https://developer.apple.com/documentation/uikit/uiview/init(coder:)
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addContentView()
    }

    private func addContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }
}
