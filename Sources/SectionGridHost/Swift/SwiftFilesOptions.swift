/// The Swift files a command lays out, and how: `sectiongrid frames A.swift B.swift [--entry NAME]
/// [--items 5,3,7] [--swift-version 5] [--timeout 10]`.
public struct SwiftFilesOptions: Hashable, Sendable {
    /// The files, as given (compiled together, in this order).
    public var paths: [String]
    /// `--entry NAME` (`Controller:Layout` for a storyboard's layout); `nil`: found by itself.
    public var entry: String?
    /// `--swift-version`: the language mode (`SwiftCompiler.languageModes`), Swift 5 by default as
    /// Xcode projects are.
    public var swiftVersion = "5"
    /// `--timeout SECONDS`: how long a run may take (10 by default).
    public var timeout = 10.0
    /// `--items 5,3,7`: the sections' item counts of the data source the host gives an entry that has
    /// none (`nil`: 3 sections of 6).
    public var items: [Int]?

    public init(paths: [String]) {
        self.paths = paths
    }

    /// The default time limit of a run, in seconds.
    public static let defaultTimeout = 10.0
    /// The longest `--timeout`.
    public static let maximumTimeout = 3_600.0
    /// The largest Swift file read.
    public static let maximumFileSize = 8 << 20
}
