#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// This process's resident memory, from `/proc/self/status` (Linux).
enum ProcessMemory {
    /// Peak resident set size in bytes (`VmHWM`), or `nil` where /proc is not available.
    static var peakResident: Int? { field("VmHWM") }

    /// Current resident set size in bytes (`VmRSS`).
    static var resident: Int? { field("VmRSS") }

    /// A `kB` line of /proc/self/status, in bytes.
    private static func field(_ name: String) -> Int? {
        guard let file = fopen("/proc/self/status", "r") else { return nil }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            guard text.hasPrefix(name + ":") else { continue }
            let digits = text.dropFirst(name.count + 1).filter(\.isNumber)
            return Int(digits).map { $0 * 1024 }
        }
        return nil
    }
}
