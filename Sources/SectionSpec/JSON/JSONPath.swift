/// Where a value sits in a JSON document, written the way error messages show it:
/// `sections[2].itemSize.width`, `flow.sectionInset.top`; the root is `$`.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible {
    /// One step: an object key or an array index.
    public enum Component: Hashable, Sendable {
        /// A member of an object.
        case key(String)
        /// An element of an array.
        case index(Int)
    }

    /// The steps from the root.
    public var components: [Component]

    /// Creates a path from its steps.
    public init(_ components: [Component] = []) {
        self.components = components
    }

    /// The document root.
    public static let root = JSONPath()

    /// True for the document root.
    public var isRoot: Bool { components.isEmpty }

    /// The path to `key` in the object here.
    public func appending(_ key: String) -> JSONPath { JSONPath(components + [.key(key)]) }

    /// The path to element `index` of the array here.
    public func appending(index: Int) -> JSONPath { JSONPath(components + [.index(index)]) }

    /// `sections[2].itemSize.width`; keys that are not plain identifiers are quoted
    /// (`flow["odd key"]`); the root is `$`.
    public var description: String {
        guard !components.isEmpty else { return "$" }
        var text = ""
        for component in components {
            switch component {
            case .index(let index):
                text += "[\(index)]"
            case .key(let key) where JSONPath.isIdentifier(key):
                text += text.isEmpty ? key : "." + key
            case .key(let key):
                text += "[" + JSONWriter.quoted(key) + "]"
            }
        }
        return text
    }

    /// True for keys that read unambiguously after a dot: ASCII letters, digits and `_`, not starting
    /// with a digit.
    static func isIdentifier(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return key.unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || scalar == "_"
        }
    }
}
