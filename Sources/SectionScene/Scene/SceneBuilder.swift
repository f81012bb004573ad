import SectionLayout

/// Turns what a rect of a layout holds into a scene: the elements in drawing order (lowest zIndex
/// first, query order within one), each with its commands in points and the colours the scheme gives
/// it — the device-independent half of drawing, shared by the terminal and pictures.
///
/// It works as a visitor over one rect query, never over the whole layout: what it hands on is what
/// the rect holds, and `elementLimit` stops a walk through a rect holding more (a renderer then draws
/// an overview instead).
///
/// What each element kind becomes (`ColorScheme` decides the colours, once per section a build):
/// - a **background**: its shadow (`layer.shadow…`, as the spec gives it); a rectangle with the spec's
///   corner radius, filled in the scheme's colour for the section (or its image over that colour,
///   patterns in the colour moved 40 % towards black or white) and stroked with its border; the
///   previous section's fill as the colour it must stay apart from;
/// - a **cell**: a square rectangle in the section's item colour, outlined 1 pt in its ink (black or
///   white, whichever reads on it), and its label (`RenderLabels.items`) centred in that ink;
/// - a **header** / **footer**: the section title, bold and leading / dim and trailing in the layout's
///   reading direction (`ElementQuery.layoutDirection`: leading is the right edge right to left), in the ink of
///   what is beneath (the section's fill when its background holds the title's box, else the
///   collection view's background, white when none).
/// Other element kinds make no commands yet. An element `looks` has a look for is drawn with it instead
/// (`SceneEmitter+Looks`). Last come the safe-area bands, when `safeArea` has any
/// (`SafeAreaBands`).
public struct SceneBuilder: Sendable {
    /// How sections are coloured.
    public var scheme: ColorScheme
    /// The collection view's background colour (`nil`: none given; composited over white).
    public var backgroundColor: Color?
    /// Item labels and section titles.
    public var labels: RenderLabels
    /// The parts of the view outside the safe area, drawn last over everything (`nil`: none).
    public var safeArea: SafeAreaBands?
    /// How UIKit's dynamic colours show (`Color.resolved(for:)`): every colour of the scene — the
    /// collection view's background, each background's fill, border and shadow — resolves by it.
    public var appearance = Appearance.light
    /// The looks of a document's elements (a Swift file's views): an element that has one is drawn as
    /// its view shows (`SceneEmitter+Looks`), whatever its kind; `nil`: none.
    public var looks: ElementLooks?

    /// Creates a builder.
    public init(scheme: ColorScheme = .spec, backgroundColor: Color? = nil, labels: RenderLabels = RenderLabels()) {
        self.scheme = scheme
        self.backgroundColor = backgroundColor
        self.labels = labels
    }

    /// How a walk ended.
    public enum Outcome: Hashable, Sendable {
        /// The scene was handed over whole: this many elements.
        case built(elements: Int)
        /// The rect holds more than the element limit; only `beginScene` was called.
        case overLimit
    }

    /// Hands `visitor` the scene of what `query` holds in `rect` (scrolled as `context` says): first
    /// the collection view's background, then, once the walk is done, every element in drawing order.
    /// A rect holding more than `elementLimit` elements stops the walk at the one past the limit and
    /// hands over nothing more.
    @discardableResult
    public func build<Query: ElementQuery, Visitor: SceneVisitor>(
        _ query: Query, in rect: Rect, context: ScrollContext = .unscrolled, elementLimit: Int = .max,
        into visitor: inout Visitor
    ) -> Outcome {
        visitor.beginScene(backgroundColor: sceneBackgroundColor)
        guard let queue = collect(query, in: rect, context: context, elementLimit: elementLimit) else {
            return .overLimit
        }
        emit(
            queue, layoutDirection: query.layoutDirection, backgroundStyle: { query.backgroundStyle(ofSection: $0) },
            into: &visitor)
        return .built(elements: queue.count)
    }

    /// The scene of what `query` holds in `rect`, recorded; `nil` when it holds more than `elementLimit`
    /// elements.
    public func scene<Query: ElementQuery>(
        of query: Query, in rect: Rect, context: ScrollContext = .unscrolled,
        elementLimit: Int = .max
    ) -> Scene? {
        var scene = Scene()
        guard case .built = build(query, in: rect, context: context, elementLimit: elementLimit, into: &scene) else {
            return nil
        }
        return scene
    }

    /// The collection view's background as the scene carries it.
    public var sceneBackgroundColor: SceneColor? { canvasColor.map(SceneColor.init) }

    /// The collection view's background as it shows in `appearance`.
    @usableFromInline var canvasColor: Color? { backgroundColor?.resolved(for: appearance) }

    /// The elements of `query` in `rect`, in query order; `nil` past `elementLimit` of them (the walk
    /// stops at the one past the limit).
    package func collect<Query: ElementQuery>(
        _ query: Query, in rect: Rect, context: ScrollContext,
        elementLimit: Int
    ) -> ElementQueue? {
        var queue = ElementQueue()
        var overLimit = false
        query.forEachElement(in: rect, context: context) { element in
            guard queue.count < elementLimit else {
                overLimit = true
                return false
            }
            queue.append(element)
            return true
        }
        return overLimit ? nil : queue
    }

    /// Hands `visitor` the elements of `queue` in drawing order, with their commands; titles follow
    /// `layoutDirection`, and `backgroundStyle` gives a section's style (items are coloured to match it
    /// when its background is not in the queue). `beginScene` is the caller's. Generic over the visitor
    /// only, so a caller that knows its visitor gets code specialised for it whatever the query —
    /// in its own module too: the emitting path is `@inlinable` (`SceneEmitter`; only looks stay out of
    /// line), which is what keeps the cell rasteriser's frames cheap.
    @inlinable
    package func emit<Visitor: SceneVisitor>(
        _ queue: ElementQueue, layoutDirection: LayoutDirection,
        backgroundStyle: (Int) -> BackgroundStyle?, into visitor: inout Visitor
    ) {
        withoutActuallyEscaping(backgroundStyle) { lookup in
            let appearance = self.appearance
            var emitter = SceneEmitter(builder: self, layoutDirection: layoutDirection) { lookup($0)?.resolved(for: appearance) }
            queue.forEachInDrawingOrder { element in
                emitter.emit(element, styles: queue.styles, into: &visitor)
            }
        }
        emitSafeArea(into: &visitor)
    }
}
