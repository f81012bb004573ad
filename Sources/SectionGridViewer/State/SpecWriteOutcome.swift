import SectionSpec

/// What writing the spec (`w`, or changes kept when the viewer ends unasked) did: the file written and
/// the document it now holds (both `nil` when nothing was written), and a one-line message. The host's
/// saver (`SpecSaver` in SectionGridSession) makes it; the state takes it as `FileEvent.specWritten`.
public struct SpecWriteOutcome: Equatable, Sendable {
    /// The file now holding the spec.
    public var path: String?
    /// What happened, for the message line.
    public var message: ViewerMessage
    /// What the file now holds: the new saved state.
    public var document: SpecDocument?

    /// Creates an outcome.
    public init(path: String?, message: ViewerMessage, document: SpecDocument?) {
        self.path = path
        self.message = message
        self.document = document
    }
}
