#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Counts the bytes written to a `FILE` between calls (flushing it, then asking its position).
final class ByteCounter {
    private let file: UnsafeMutablePointer<FILE>
    private var last: Int

    init(file: UnsafeMutablePointer<FILE>) {
        self.file = file
        fflush(file)
        last = ftell(file)
    }

    /// Bytes written since the previous call (or since creation).
    func bytesSinceLast() -> Int {
        fflush(file)
        let position = ftell(file)
        defer { last = position }
        return position - last
    }
}
