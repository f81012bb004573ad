import SectionGridHostProtocol
import SectionGridUIKit
import SectionLayout
import Testing

/// `UIGraphicsImageRenderer` records what its drawing actions draw (its `CGContext`: CoreGraphics'
/// initial black and 1-point lines, a path cleared by `strokePath()`, a line without a current point
/// dropped), a pattern colour of the image is no fill colour, and the look reader reports the drawing of
/// the pattern a view or its subview is filled with (`ViewLook.pattern`) — how exported built-in
/// patterns are checked.
@Suite("Drawn images and pattern colours") @MainActor
struct DrawingTests {
    static let ink = UIColor(red: 0x99 / 255, green: 0x59 / 255, blue: 0, alpha: 1)

    static func tile() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 12, height: 16)).image { rendererContext in
            let context = rendererContext.cgContext
            context.addLine(to: CGPoint(x: 5, y: 5)) // no current point: nothing
            context.setStrokeColor(ink.cgColor)
            context.setLineWidth(1.5)
            context.move(to: CGPoint(x: 0, y: 12))
            context.addLine(to: CGPoint(x: 12, y: 0))
            context.addLine(to: CGPoint(x: 12, y: 16))
            context.strokePath()
            context.addLine(to: CGPoint(x: 1, y: 1)) // the path went with the stroke: nothing
            context.strokePath()
            context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
            context.setFillColor(UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.5).cgColor)
            context.fillEllipse(in: CGRect(x: 2.8, y: 2.8, width: 2.4, height: 2.4))
        }
    }

    static let drawing = DrawnImage(
        size: Size(width: 12, height: 16),
        shapes: [
            .line(from: Point(x: 0, y: 12), to: Point(x: 12, y: 0), width: 1.5, stroke: Color(red: 0x99, green: 0x59, blue: 0)),
            .line(from: Point(x: 12, y: 0), to: Point(x: 12, y: 16), width: 1.5, stroke: Color(red: 0x99, green: 0x59, blue: 0)),
            .rectangle(Rect(x: 0, y: 0, width: 8, height: 8), fill: .black),
            .ellipse(in: Rect(x: 2.8, y: 2.8, width: 2.4, height: 2.4), fill: Color(red: 255, green: 128, blue: 0, alpha: 0.5)),
        ])

    @Test func theRendererRecordsWhatIsDrawn() {
        let image = Self.tile()
        #expect(image.size == CGSize(width: 12, height: 16) && image.name == nil)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.backgroundColor = UIColor(patternImage: image)
        let look = SectionGridLookReader.look(of: view)
        #expect(look.pattern == Self.drawing)
        #expect(look.backgroundColor == nil) // a pattern colour is no fill
    }

    @Test func aPatternColourHasNoComponentsAndIsItsImage() {
        let image = Self.tile()
        let pattern = UIColor(patternImage: image)
        var red: CGFloat = 0
        var green: CGFloat = 0
        var blue: CGFloat = 0
        var alpha: CGFloat = 0
        #expect(!pattern.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        #expect(!pattern.getWhite(&red, alpha: &alpha))
        #expect(pattern.isEqual(UIColor(patternImage: image)) && !pattern.isEqual(UIColor(patternImage: Self.tile())))
        #expect(pattern.withAlphaComponent(0.5).isEqual(pattern))
    }

    /// The exported background view's shape: its fill on itself, the pattern on an image view over it.
    @Test func aSubviewsPatternIsTheViewsBesideItsFill() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.backgroundColor = .white
        let imageView = UIImageView(image: nil)
        imageView.backgroundColor = UIColor(patternImage: Self.tile())
        view.addSubview(imageView)
        let look = SectionGridLookReader.look(of: view)
        #expect(look.backgroundColor == .white && look.pattern == Self.drawing && look.image == nil)
        imageView.isHidden = true
        #expect(SectionGridLookReader.look(of: view).pattern == nil)
    }
}
