import SectionGridHostProtocol

/// An object that manages image data in your app.
/// https://developer.apple.com/documentation/uikit/uiimage — here the name it was found by: every name
/// finds an image (there is no asset catalog to look in), which the host reports as the image a view
/// shows (`ViewLook.image`); or, for an image `UIGraphicsImageRenderer` made, what was drawn in it.
open class UIImage: NSObject, @unchecked Sendable {
    /// The name it was found by (SectionGrid's; `nil` for a drawn image).
    public let name: String?
    /// What was drawn in it (`nil` for a named image).
    let drawing: DrawnImage?

    init(name: String) {
        self.name = name
        drawing = nil
    }

    /// The image `UIGraphicsImageRenderer` made.
    init(drawing: DrawnImage) {
        name = nil
        self.drawing = drawing
    }

    /// Creates an image object using the named image asset.
    /// https://developer.apple.com/documentation/uikit/uiimage/init(named:)
    public convenience init?(named name: String) {
        self.init(name: name)
    }

    /// https://developer.apple.com/documentation/uikit/uiimage/init(named:in:compatiblewith:)
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(name: name)
    }

    /// A system symbol image, named as SF Symbols name it.
    /// https://developer.apple.com/documentation/uikit/uiimage/init(systemname:) (iOS 13)
    public convenience init?(systemName name: String) {
        self.init(name: name)
    }

    /// https://developer.apple.com/documentation/uikit/uiimage/size — a drawn image's renderer size; a
    /// named image's is unknown here: zero.
    open var size: CGSize { drawing.map { CGSize(width: $0.size.width, height: $0.size.height) } ?? .zero }
    /// https://developer.apple.com/documentation/uikit/uiimage/scale
    open var scale: CGFloat { 1 }

    /// https://developer.apple.com/documentation/uikit/uiimage/withrenderingmode(_:)
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }

    /// https://developer.apple.com/documentation/uikit/uiimage/renderingmode-swift.enum
    public enum RenderingMode: Int, Sendable {
        case automatic, alwaysOriginal, alwaysTemplate
    }
}

/// An object that displays a single image or a sequence of animated images in your interface.
/// https://developer.apple.com/documentation/uikit/uiimageview
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// https://developer.apple.com/documentation/uikit/uiimageview/image
    open var image: UIImage?
    /// https://developer.apple.com/documentation/uikit/uiimageview/highlightedimage
    open var highlightedImage: UIImage?

    /// https://developer.apple.com/documentation/uikit/uiimageview/init(image:)
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: .zero)
    }

    /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    override public init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// An object that wraps, or contains, Interface Builder nib files.
/// https://developer.apple.com/documentation/uikit/uinib — there are no nib files on Linux: a nib
/// registered for cells, supplementaries or decorations is instantiated as the class named like it
/// (`UINib(nibName: "ItemCell", bundle: nil)` makes an `ItemCell`, through `init(coder:)` and
/// `awakeFromNib()`, as a nib whose view has that custom class would), found in the user's module.
open class UINib: NSObject, @unchecked Sendable {
    /// The nib's name (SectionGrid's: the class it stands for).
    public let nibName: String

    /// https://developer.apple.com/documentation/uikit/uinib/init(nibname:bundle:)
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        nibName = name
    }
}
