/// Why a JSON document is not a valid layout spec: the JSON path of the offending value and the
/// problem, e.g. `sections[2].itemSize.width: must be a finite number ≥ 0 (got -4)`.
public struct SpecError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the problem is (`JSONPath.root` for the document as a whole).
    public var path: JSONPath
    /// What is wrong.
    public var problem: String

    /// Creates an error.
    public init(path: JSONPath, problem: String) {
        self.path = path
        self.problem = problem
    }

    /// `path: problem`, with `$` for the root.
    public var description: String { "\(path): \(problem)" }

    /// The message naming the document `file` first: `my.json: flow.itemSize.width: …`, or
    /// `my.json: expected an object, got array` for a problem with the document as a whole.
    public func description(in file: String) -> String {
        path.isRoot ? "\(file): \(problem)" : "\(file): \(path): \(problem)"
    }
}
