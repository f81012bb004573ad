import SectionLayout

/// What an element's view shows, as the code set it: its fill, corners, border and shadow (the view's
/// and its layer's), the image it shows, the pattern it is filled with and the text of its labels. Each
/// member is `nil` (left out of the JSON) where the view keeps UIKit's default: no fill, square corners,
/// no border, no shadow.
///
/// ```json
/// {"backgroundColor": "#FFFFFFFF", "cornerRadius": 12, "maskedCorners": ["minXMinY", "maxXMinY"],
///  "borderWidth": 1, "borderColor": "#C6C6C8FF", "shadowColor": "#0000000F", "shadowOpacity": 1,
///  "shadowRadius": 30, "shadowOffset": {"width": 0, "height": 2}, "image": "book1",
///  "pattern": {"size": {"width": 8, "height": 8}, "shapes": [{"ellipse": {"x": 2.8, "y": 2.8, "width": 2.4, "height": 2.4},
///  "fill": "#997A00FF"}]}, "text": "第1组"}
/// ```
public struct ViewLook: Equatable, Sendable {
    /// The fill (`backgroundColor`, resolved for the request's appearance).
    public var backgroundColor: Color?
    /// `layer.cornerRadius` (when not 0).
    public var cornerRadius: Double?
    /// The corners `cornerRadius` rounds (`layer.maskedCorners`), when not all four: `minXMinY`,
    /// `maxXMinY`, `minXMaxY`, `maxXMaxY`.
    public var maskedCorners: [String]?
    /// `layer.masksToBounds` (`clipsToBounds`), when true.
    public var masksToBounds: Bool?
    /// `layer.borderWidth` (when not 0) and its colour.
    public var borderWidth: Double?
    public var borderColor: Color?
    /// The shadow, when `layer.shadowOpacity` is not 0: its colour, opacity, blur radius and offset.
    public var shadowColor: Color?
    public var shadowOpacity: Double?
    public var shadowRadius: Double?
    public var shadowOffset: Size?
    /// The name of the image the view shows (a `UIImageView`'s `UIImage(named:)`).
    public var image: String?
    /// The drawn image of the pattern colour (`UIColor(patternImage:)`) the view or one of its subviews is
    /// filled with, shown repeated from that view's top-left corner.
    public var pattern: DrawnImage?
    /// What the view's labels show, in subviews or stored properties, joined by a space.
    public var text: String?

    public init() {}

    /// Whether the view shows nothing the code set.
    public var isEmpty: Bool { self == ViewLook() }

    /// The corner names of `maskedCorners`, in `CACornerMask`'s order.
    public static let cornerNames = ["minXMinY", "maxXMinY", "minXMaxY", "maxXMaxY"]

    /// The look as one JSON object, keys in the order above.
    public var json: String {
        var writer = WireWriter()
        write(to: &writer)
        return writer.text
    }

    func write(to writer: inout WireWriter) {
        var first = true
        func key(_ name: StaticString) {
            writer.raw(first ? "{\"" : ", \"")
            writer.raw(name)
            writer.raw("\": ")
            first = false
        }
        if let backgroundColor {
            key("backgroundColor")
            writer.color(backgroundColor)
        }
        if let cornerRadius {
            key("cornerRadius")
            writer.number(cornerRadius)
        }
        if let maskedCorners {
            key("maskedCorners")
            writer.raw("[")
            for (index, corner) in maskedCorners.enumerated() {
                if index > 0 { writer.raw(", ") }
                writer.string(corner)
            }
            writer.raw("]")
        }
        if let masksToBounds {
            key("masksToBounds")
            writer.bool(masksToBounds)
        }
        if let borderWidth {
            key("borderWidth")
            writer.number(borderWidth)
        }
        if let borderColor {
            key("borderColor")
            writer.color(borderColor)
        }
        if let shadowColor {
            key("shadowColor")
            writer.color(shadowColor)
        }
        if let shadowOpacity {
            key("shadowOpacity")
            writer.number(shadowOpacity)
        }
        if let shadowRadius {
            key("shadowRadius")
            writer.number(shadowRadius)
        }
        if let shadowOffset {
            key("shadowOffset")
            writer.size(shadowOffset)
        }
        if let image {
            key("image")
            writer.string(image)
        }
        if let pattern {
            key("pattern")
            pattern.write(to: &writer)
        }
        if let text {
            key("text")
            writer.string(text)
        }
        writer.raw(first ? "{}" : "}")
    }

    init(_ object: WireObject) throws {
        backgroundColor = try object.color("backgroundColor")
        cornerRadius = try object.optionalNumber("cornerRadius")
        if object.has("maskedCorners") {
            maskedCorners = try object.array("maskedCorners").map { value in
                guard case .string(let name) = value, Self.cornerNames.contains(name) else {
                    throw HostProtocolError("\(object.path).maskedCorners holds something other than a corner name")
                }
                return name
            }
        }
        masksToBounds = try object.bool("masksToBounds")
        borderWidth = try object.optionalNumber("borderWidth")
        borderColor = try object.color("borderColor")
        shadowColor = try object.color("shadowColor")
        shadowOpacity = try object.optionalNumber("shadowOpacity")
        shadowRadius = try object.optionalNumber("shadowRadius")
        shadowOffset = object.has("shadowOffset") ? try object.size("shadowOffset") : nil
        image = try object.optionalString("image")
        pattern = try object.optionalObject("pattern").map(DrawnImage.init)
        text = try object.optionalString("text")
    }
}
