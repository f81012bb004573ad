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
