/// The reflection a right-to-left layout is drawn through: `x' = width − x − w` for a frame at `x`,
/// `w` wide, in content coordinates — what `UICollectionViewLayout.flipsHorizontallyInOppositeLayoutDirection`
/// makes the collection view do to a layout computed left to right ("the collection view automatically
/// flips the appropriate x-coordinate values to accommodate the opposite orientation": Apple's
/// documentation of the property).
///
/// Computed as `width − maxX` (`maxX = x + w`), as code mirroring a `CGRect` by its `maxX` computes it,
/// so an exported layout's mirrored frames match these to the last bit.
public struct HorizontalMirror: Hashable, Sendable {
    /// The width reflected across: the content's width (`collectionViewContentSize.width`).
    public var width: Double

    /// A mirror across `width`.
    public init(width: Double) {
        self.width = width
    }

    /// `rect` reflected: same size, `x' = width − maxX`.
    public func callAsFunction(_ rect: Rect) -> Rect {
        Rect(
            x: width - (rect.origin.x + rect.size.width), y: rect.origin.y,
            width: rect.size.width, height: rect.size.height)
    }
}

extension EdgeInsets {
    /// The insets with `left` and `right` swapped: physical insets (a safe area, `layoutMargins`,
    /// `contentInset`) as a layout computed left to right must see them so that, once mirrored, they
    /// are back on their own side.
    public var horizontallySwapped: EdgeInsets {
        EdgeInsets(top: top, left: right, bottom: bottom, right: left)
    }
}

extension LayoutEnvironment {
    /// The environment a right-to-left layout is computed in before it is mirrored: left to right, with
    /// every physical inset's left and right swapped. UIKit's `safeAreaInsets`, `layoutMargins` and
    /// `contentInset` are `UIEdgeInsets` — physical `left`/`right`, whatever the writing direction (the
    /// leading/trailing form is `directionalLayoutMargins`, an `NSDirectionalEdgeInsets`: Apple's
    /// documentation of `UIView.directionalLayoutMargins`: "in a right-to-left language, `leading` is on
    /// the right").
    var mirroredForLeftToRight: LayoutEnvironment {
        var copy = self
        copy.contentInset = contentInset.horizontallySwapped
        copy.safeAreaInsets = safeAreaInsets.horizontallySwapped
        copy.layoutMargins = layoutMargins.horizontallySwapped
        copy.layoutDirection = .leftToRight
        return copy
    }
}
