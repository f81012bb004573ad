/// Why a JSON text could not be read, and where: 1-based line and column (columns count Unicode
/// scalars, so a tab or an `é` is one column).
public struct JSONParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The 1-based line of the problem.
    public var line: Int
    /// The 1-based column of the problem.
    public var column: Int
    /// What is wrong, e.g. `expected ':' after an object key`.
    public var message: String

    /// Creates an error.
    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    /// `line:column: message`.
    public var description: String { "\(line):\(column): \(message)" }
}
