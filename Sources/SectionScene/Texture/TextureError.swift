/// Why a background image could not be used.
public enum TextureError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file could not be read.
    case unreadable(path: String)
    /// The file is a PPM image with a problem.
    case malformedPPM(String)
    /// The file has no visible character and is not an image.
    case empty(path: String)

    /// The problem in words, for a warning line.
    public var description: String {
        switch self {
        case .unreadable(let path): return "cannot read \(path)"
        case .malformedPPM(let problem): return "bad PPM image: \(problem)"
        case .empty(let path): return "\(path) has nothing to draw"
        }
    }
}
