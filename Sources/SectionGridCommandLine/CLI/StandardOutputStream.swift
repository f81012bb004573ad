import Foundation

/// A buffered `TextOutputStream` over standard output or standard error, for the executable: text is
/// collected and written in large blocks (millions of frames lines stay cheap). Call `flush()` before
/// exiting.
public struct StandardOutputStream: TextOutputStream {
    /// Buffered bytes are written once they reach this many.
    static let blockSize = 1 << 16

    private let handle: FileHandle
    private var buffer: [UInt8] = []

    private init(handle: FileHandle) {
        self.handle = handle
        buffer.reserveCapacity(StandardOutputStream.blockSize)
    }

    /// A stream to standard output.
    public static func standardOutput() -> StandardOutputStream { StandardOutputStream(handle: .standardOutput) }

    /// A stream to standard error.
    public static func standardError() -> StandardOutputStream { StandardOutputStream(handle: .standardError) }

    /// Appends `string`, writing the buffer out when it is full.
    public mutating func write(_ string: String) {
        buffer.append(contentsOf: string.utf8)
        if buffer.count >= StandardOutputStream.blockSize { flush() }
    }

    /// Writes out everything buffered. Write failures (a closed pipe) are ignored: there is nowhere
    /// left to report them.
    public mutating func flush() {
        guard !buffer.isEmpty else { return }
        try? handle.write(contentsOf: buffer)
        buffer.removeAll(keepingCapacity: true)
    }
}
