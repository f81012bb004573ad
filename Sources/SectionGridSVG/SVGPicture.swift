import SectionLayout
import SectionScene

/// A layout drawn as an SVG 1.1 document at one user unit per point: the scene `SceneBuilder` makes of
/// what an area holds, written by `SVGWriter` — the walk, colours and order the terminal draws.
///
/// It costs what the area holds: one rect query (O(log n + k)) and the elements it returns, never the
/// layout's size. Pictures are bounded: an area longer than `Options.maximumLength` along the scroll
/// axis is cut to that length, and one holding more than `Options.elementLimit` elements is cut short
/// at the leading edge of the first element past the limit (halved again while it still holds too
/// many); `cut` says what was left out.
///
/// ```swift
/// let picture = SVGPicture.draw(layout, area: .whole(layout), options: SVGPicture.Options(builder: SceneBuilder()))
/// print(picture.svg, terminator: "")
/// ```
public struct SVGPicture: Sendable {
    /// How a picture is drawn.
    public struct Options: Sendable {
        /// The scene's colours (scheme, the collection view's background) and labels.
        public var builder: SceneBuilder
        /// Background images, loaded beforehand.
        public var textures: TextureCache
        /// Most elements drawn; an area holding more is cut short.
        public var elementLimit: Int
        /// Most points along the scroll axis; a longer area is cut to this length.
        public var maximumLength: Double
        /// How far beyond the area elements still draw into it (their shadows), in points: elements
        /// that near are asked for too.
        public var shadowReach: Double

        /// Options; by default at most 10,000 elements and 32,767 pt along the scroll axis.
        public init(
            builder: SceneBuilder, textures: TextureCache = TextureCache(),
            elementLimit: Int = SVGPicture.defaultElementLimit,
            maximumLength: Double = SVGPicture.defaultMaximumLength, shadowReach: Double = 0
        ) {
            self.builder = builder
            self.textures = textures
            self.elementLimit = Swift.max(0, elementLimit)
            self.maximumLength = maximumLength.isNaN ? SVGPicture.defaultMaximumLength : Swift.max(0, maximumLength)
            self.shadowReach = shadowReach.isFinite ? Swift.max(0, shadowReach) : 0
        }
    }

    /// Most elements in a picture: 10,000, about 4 MB of SVG (the `large` demo's cells), written in a
    /// fraction of a second.
    public static let defaultElementLimit = 10_000

    /// Most points along the scroll axis: 32,767, the longest image cairo, and so `rsvg-convert`,
    /// renders (one pixel a point).
    public static let defaultMaximumLength = 32_767.0

    /// Where a picture over the limit stops.
    public struct Cut: Hashable, Sendable {
        /// The area asked for.
        public var requested: Rect
        /// The element limit.
        public var limit: Int
        /// The length limit along the scroll axis.
        public var maximumLength: Double
        /// The first element left out (the one past the limit where the picture stops), if known.
        public var firstLeftOut: SceneElement? = nil
    }

    /// The document.
    public var svg: String
    /// The part of the content drawn (the `viewBox`): the area, or its start when cut.
    public var area: Rect
    /// The scroll axis the picture was cut along.
    public var scrollDirection: Axis
    /// Elements drawn.
    public var elements: Int
    /// Cells drawn.
    public var cells: Int
    /// Images that could not be drawn, one line each.
    public var warnings: [String]
    /// Set when the area held more than the limit.
    public var cut: Cut?

    /// The picture of what `query` holds in `area`.
    public static func draw<Query: ElementQuery>(_ query: Query, area: PictureArea, options: Options) -> SVGPicture {
        let axis = area.scrollDirection
        var rect = area.rect
        var cut: Cut?
        if rect.maxMain(axis) - rect.minMain(axis) > options.maximumLength {
            rect = shortened(rect, to: rect.minMain(axis) + options.maximumLength, axis: axis)
            cut = Cut(requested: area.rect, limit: options.elementLimit, maximumLength: options.maximumLength)
        }
        for _ in 0..<64 {
            let queried = rect.inset(by: EdgeInsets(all: -options.shadowReach))
            var writer = SVGWriter(area: rect, textures: options.textures)
            let outcome = options.builder.build(
                query, in: queried, context: area.context,
                elementLimit: options.elementLimit, into: &writer)
            if case .built = outcome { return SVGPicture(writer, axis: axis, cut: cut) }
            // Over the limit: stop at the leading edge of the first element past it (or halve).
            let past = firstPastLimit(query, in: queried, context: area.context, limit: options.elementLimit)
            let start = rect.minMain(axis)
            let length = rect.maxMain(axis) - start
            var end = past.map { $0.frame.minMain(axis) } ?? start
            if !(end > start && end < start + length) { end = start + length / 2 }
            rect = shortened(rect, to: end, axis: axis)
            cut = Cut(
                requested: area.rect, limit: options.elementLimit, maximumLength: options.maximumLength,
                firstLeftOut: past.map(SceneElement.init))
        }
        // Still too many in a strip too thin to halve: the collection view's background alone.
        rect = shortened(rect, to: rect.minMain(axis), axis: axis)
        var writer = SVGWriter(area: rect, textures: options.textures)
        writer.beginScene(backgroundColor: options.builder.sceneBackgroundColor)
        return SVGPicture(writer, axis: axis, cut: cut)
    }

    private init(_ writer: SVGWriter, axis: Axis, cut: Cut?) {
        var writer = writer
        svg = writer.finish()
        area = writer.area
        scrollDirection = axis
        elements = writer.elementCount
        cells = writer.cellCount
        warnings = writer.warnings
        self.cut = cut
    }

    /// `rect` ending at `end` along `axis`.
    private static func shortened(_ rect: Rect, to end: Double, axis: Axis) -> Rect {
        Rect(
            main: rect.minMain(axis), cross: rect.minCross(axis), mainLength: end - rect.minMain(axis),
            crossLength: rect.maxCross(axis) - rect.minCross(axis), axis: axis)
    }

    /// The element one past `limit` in query order, if the rect holds that many.
    private static func firstPastLimit<Query: ElementQuery>(
        _ query: Query, in rect: Rect, context: ScrollContext,
        limit: Int
    ) -> LayoutAttributes? {
        var count = 0
        var past: LayoutAttributes?
        query.forEachElement(in: rect, context: context) { element in
            count += 1
            guard count > limit else { return true }
            past = element
            return false
        }
        return past
    }
}
