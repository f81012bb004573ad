import SectionSpec

/// What `SwiftExport` writes beside the layout: the type's name, where the spec came from (for the
/// file's header), and whether a sample data source comes along.
public struct SwiftExportOptions: Hashable, Sendable {
    /// Where the spec came from, as the file's header names it.
    public enum Origin: Hashable, Sendable {
        /// A built-in demo (`--demo cards`).
        case demo(String)
        /// A spec file, by its name (`cards.json`; no folders, so the file is the same wherever it was
        /// exported from).
        case file(String)
    }

    /// The layout class's name (`CardsLayout`); the other types take it as their prefix.
    public var typeName: String
    /// Where the spec came from.
    public var origin: Origin
    /// Whether to add the sample: the spec's titles and item counts, and a view controller showing them.
    public var includesSample: Bool
    /// The device preset the spec was exported on (`--device NAME`), `nil` for none: the header's
    /// command and the frames check name it.
    public var deviceName: String?

    /// Creates options; the type name defaults to one made from the origin (`SwiftTypeName.default(for:)`).
    public init(origin: Origin, typeName: String? = nil, includesSample: Bool = false) {
        self.origin = origin
        self.typeName = typeName ?? SwiftTypeName.default(for: origin)
        self.includesSample = includesSample
    }

    /// The command that writes this file (`sectiongrid export swift --demo cards`).
    public var command: String {
        var words = ["sectiongrid", "export", "swift"] + source
        if typeName != SwiftTypeName.default(for: origin) { words += ["--name", typeName] }
        if includesSample { words.append("--sample") }
        if let deviceName { words += ["--device", deviceName] }
        return words.joined(separator: " ")
    }

    /// The spec's arguments: `--demo cards`, or the file's name (quoted for a shell when it needs to be).
    private var source: [String] {
        switch origin {
        case .demo(let name): return ["--demo", name]
        case .file(let name): return [Self.shellWord(name)]
        }
    }

    /// `name`, in single quotes unless it is only letters, digits and `._-/+`, and on one line.
    private static func shellWord(_ name: String) -> String {
        let plain =
            !name.isEmpty
            && name.unicodeScalars.allSatisfy { scalar in
                scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "._-/+".unicodeScalars.contains(scalar)
            }
        guard !plain else { return name }
        let escaped = name.unicodeScalars.map { scalar -> String in
            if scalar == "'" { return "'\\''" }
            return scalar.value < 0x20 || scalar.value == 0x7F ? "?" : String(scalar)
        }.joined()
        return "'" + escaped + "'"
    }
}

extension SwiftExportOptions {
    /// Options for a spec loaded from `source`: a demo, or a file named by its last path component.
    public init(source: SpecSource, typeName: String? = nil, includesSample: Bool = false) {
        switch source {
        case .demo(let name): self.init(origin: .demo(name), typeName: typeName, includesSample: includesSample)
        case .file(let path):
            let name = path.split(separator: "/").last.map(String.init) ?? path
            self.init(origin: .file(name), typeName: typeName, includesSample: includesSample)
        case .program(let files):
            // A Swift program's layout, exported as the spec of it the viewer shows: named after its first
            // file and its spec (`DayCards.swift` → `DayCardsSpecLayout`), never the name of a class of
            // the user's.
            let path = files.first ?? "Layout.swift"
            let name = path.split(separator: "/").last.map(String.init) ?? path
            let stem = name.hasSuffix(".swift") ? String(name.dropLast(6)) : name
            self.init(origin: .file(stem + "-spec"), typeName: typeName, includesSample: includesSample)
        }
    }
}
