import CellGrid
import SectionGridSVG
import SectionLayout

extension PictureArea {
    /// What the collection view shows at `viewport`, in points: its visible rect (the bounds at the
    /// content offset), with its orthogonal rows at their offsets. The viewer's `p` pictures this.
    public init(viewport: Viewport, scrollDirection: Axis) {
        self.init(rect: viewport.visibleRect, context: viewport.scrollContext, scrollDirection: scrollDirection)
    }
}
