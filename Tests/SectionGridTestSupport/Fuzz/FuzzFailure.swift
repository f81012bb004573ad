/// A broken invariant: what was checked, and on what.
public struct FuzzFailure: Error, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
