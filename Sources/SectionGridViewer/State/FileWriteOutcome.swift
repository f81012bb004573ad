/// What writing a new file beside the spec (`e`'s Swift, `p`'s picture) did: the file written (`nil`
/// when none was) and a line for the message line. The host's writers make it; the state takes it as
/// `FileEvent.fileWritten`.
public struct FileWriteOutcome: Equatable, Sendable {
    /// The file written.
    public var path: String?
    /// What happened, for the message line.
    public var message: ViewerMessage

    /// Creates an outcome.
    public init(path: String?, message: ViewerMessage) {
        self.path = path
        self.message = message
    }
}
