/// Why a spec cannot be exported as Swift.
public enum SwiftExportError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Compositional specs cannot be exported yet.
    case compositionalNotAvailable
    /// `--name` is not a Swift type name.
    case invalidTypeName(String)

    /// The one-line message after `error: `.
    public var description: String {
        switch self {
        case .compositionalNotAvailable:
            return "layout: exporting a \"compositional\" spec as Swift is not available yet; only \"flow\" specs can be exported"
        case .invalidTypeName(let name):
            return "--name: must be a Swift type name: a letter or _, then letters, digits or _, not a keyword (got \(SwiftLiteral.string(name)))"
        }
    }
}
