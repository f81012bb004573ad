#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// This process's resident memory, from `/proc/self/status` on Linux, else from `getrusage` (macOS).
enum ProcessMemory {
    /// Peak resident set size in bytes (`VmHWM`; `ru_maxrss` where /proc is not available).
    static var peakResident: Int? { field("VmHWM") ?? maximumResidentFromRusage }

    /// Current resident set size in bytes (`VmRSS`; where /proc is not available, the peak so far, which
    /// is what it is before a measurement allocates).
    static var resident: Int? { field("VmRSS") ?? maximumResidentFromRusage }

    /// `getrusage`'s `ru_maxrss`: kilobytes on Linux, bytes on macOS.
    private static var maximumResidentFromRusage: Int? {
        var usage = rusage()
        #if os(Linux)
        let who = __rusage_who_t(RUSAGE_SELF.rawValue)
        let unit = 1024
        #else
        let who = RUSAGE_SELF
        let unit = 1
        #endif
        guard getrusage(who, &usage) == 0 else { return nil }
        return Int(usage.ru_maxrss) * unit
    }

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
