/// Why a spec cannot be exported as Swift.
public enum SwiftExportError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The group of the section at `section` (or one it nests) has no UIKit equivalent, for `reason`.
    case unsupportedGroup(section: Int, reason: String)
    /// `--name` is not a Swift type name.
    case invalidTypeName(String)

    /// The one-line message after `error: `.
    public var description: String {
        switch self {
        case .unsupportedGroup(let section, let reason):
            return "sections[\(section)].group: UIKit's API cannot write this group: \(reason)"
        case .invalidTypeName(let name):
            return
                "--name: must be a Swift type name: a letter or _, then letters, digits or _, not a keyword (got \(SwiftLiteral.string(name)))"
        }
    }

    /// The message naming the spec `file` before a problem in it: `cards.json: sections[0].group: …`
    /// (a bad `--name` is the command line's, and names the option alone).
    public func description(in file: String) -> String {
        switch self {
        case .unsupportedGroup: return "\(file): \(description)"
        case .invalidTypeName: return description
        }
    }
}
