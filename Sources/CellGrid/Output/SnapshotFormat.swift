/// How a snapshot is printed.
public enum SnapshotFormat: Hashable, Sendable {
    /// Characters only. Rendered in monochrome, so backgrounds show as `░`/`▒` fill patterns.
    case plain
    /// Characters with ANSI SGR colours and attributes for a terminal of this depth.
    case ansi(ColorDepth)
}
