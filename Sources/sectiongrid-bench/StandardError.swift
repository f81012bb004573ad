#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes to standard error without touching C's global `stderr` (which Swift 6 rejects as unsafe).
enum StandardError {
    /// Writes `text` as UTF-8 to file descriptor 2.
    static func write(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = systemWrite(2, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
                guard written > 0 else { return }
                offset += written
            }
        }
    }

    /// `write(2)`, named through the platform's C module (the bare name is this type's own `write`).
    private static func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        return Glibc.write(fd, buffer, count)
        #else
        return Darwin.write(fd, buffer, count)
        #endif
    }
}
