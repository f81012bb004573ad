import SectionLayout

// The numbers of a `PropertyChange`, in UIKit's order, to and from the core's values: written once, for
// the viewer's tweaks and the overrides the host is sent.

extension EdgeInsets {
    /// `[top, left, bottom, right]`.
    public var tweakValues: [Double] { [top, left, bottom, right] }
    public init(tweakValues values: [Double]) {
        self.init(top: values[0], left: values[1], bottom: values[2], right: values[3])
    }
}

extension DirectionalEdgeInsets {
    /// `[top, leading, bottom, trailing]`.
    public var tweakValues: [Double] { [top, leading, bottom, trailing] }
    public init(tweakValues values: [Double]) {
        self.init(top: values[0], leading: values[1], bottom: values[2], trailing: values[3])
    }
}

extension Size {
    /// `[width, height]`.
    public var tweakValues: [Double] { [width, height] }
    public init(tweakValues values: [Double]) {
        self.init(width: values[0], height: values[1])
    }
}
