/// A tweak the viewer made to a value of a Swift program's layout: which property (`LayoutProperty`), for
/// which section, the value the code gave and the value wanted (numbers in the property's order). The viewer's
/// tweaks come as a list of these (`ProgramTweaks`); the host is told them as overrides (`LayoutOverrides`), and
/// `w` writes them back (`SwiftWriteBack`).
public struct PropertyChange: Hashable, Sendable {
    public var property: LayoutProperty
    /// The section the change is meant for alone; `nil`: the whole layout (every section).
    public var section: Int?
    /// The value the layout had: a literal is rewritten only when it says this.
    public var old: [Double]
    /// The value wanted.
    public var new: [Double]

    public init(property: LayoutProperty, section: Int? = nil, old: [Double], new: [Double]) {
        self.property = property
        self.section = section
        self.old = old
        self.new = new
    }
}
