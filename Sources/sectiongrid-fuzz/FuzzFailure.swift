/// A broken invariant: what was checked, and on what.
struct FuzzFailure: Error, CustomStringConvertible {
    var message: String

    init(_ message: String) {
        self.message = message
    }

    var description: String { message }
}
