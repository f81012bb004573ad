/// An internal parse failure at a byte offset, located into a `JSONParseError` at the end.
struct JSONScanFailure: Error {
    /// Byte offset of the problem.
    var offset: Int
    /// What is wrong.
    var message: String
}
