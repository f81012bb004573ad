/// A tweak the viewer made to a layout value that came from Swift files: which property, for which section, the
/// value the layout had and the value wanted (numbers in `SwiftTweakProperty`'s order).
public struct SwiftPropertyChange: Equatable, Sendable {
    public var property: SwiftTweakProperty
    /// The section the change is meant for alone; `nil`: the whole layout (every section).
    public var section: Int?
    /// The value the layout had: a literal is rewritten only when it says this.
    public var old: [Double]
    /// The value wanted.
    public var new: [Double]

    public init(property: SwiftTweakProperty, section: Int? = nil, old: [Double], new: [Double]) {
        self.property = property
        self.section = section
        self.old = old
        self.new = new
    }
}

/// A Swift file as read: its path (as the viewer names it) and its bytes.
public struct SwiftSourceFile: Equatable, Sendable {
    public var path: String
    public var bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The last component of the path: how reasons and locations name the file.
    var name: String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}

/// What writing a change back to Swift files comes to.
public enum SwiftWriteBackPlan: Equatable, Sendable {
    /// Write `bytes` to the file at `path` (the same file with only the changed number literals rewritten);
    /// `line` and `column` (from 1, the column in bytes) are where the first rewritten literal starts.
    case rewrite(path: String, bytes: [UInt8], line: Int, column: Int)
    /// Nothing is written: `statement` is the Swift to paste, `location` where it would go, `reason` why no
    /// literal was rewritten.
    case paste(statement: String, location: String, reason: String)
}
