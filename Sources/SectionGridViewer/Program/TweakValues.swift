import SectionLayout
import SectionSpec

// The numbers of a `PropertyChange`, in UIKit's order, to and from the core's values.

extension EdgeInsets {
    /// `[top, left, bottom, right]`.
    var tweakValues: [Double] { [top, left, bottom, right] }
    init(tweakValues values: [Double]) {
        self.init(top: values[0], left: values[1], bottom: values[2], right: values[3])
    }
}

extension DirectionalEdgeInsets {
    /// `[top, leading, bottom, trailing]`.
    var tweakValues: [Double] { [top, leading, bottom, trailing] }
    init(tweakValues values: [Double]) {
        self.init(top: values[0], leading: values[1], bottom: values[2], trailing: values[3])
    }
}

extension Size {
    /// `[width, height]`.
    var tweakValues: [Double] { [width, height] }
    init(tweakValues values: [Double]) {
        self.init(width: values[0], height: values[1])
    }
}
