import Foundation

/// A child's standard output, read line by line, and its standard error, kept, both read at once (so
/// neither pipe fills and stalls it) until the caller has what it wanted, both streams end, or the
/// deadline passes.
struct ChildStreams {
    /// How reading stopped.
    enum Outcome: Hashable, Sendable {
        /// `onLine` asked to stop.
        case stopped
        /// Standard output ended (the child closed it, or ended).
        case ended
        /// The deadline passed first.
        case timedOut
    }

    /// The standard error read so far (at most `errorLimit` bytes: the latest).
    private(set) var errorBytes: [UInt8] = []
    /// How many earlier bytes of standard error were let go.
    private(set) var droppedErrorBytes = 0
    let errorLimit: Int
    private var pendingLine: [UInt8] = []
    private var outputOpen = true
    private var errorOpen = true

    /// Whether standard output has not ended yet.
    var isOutputOpen: Bool { outputOpen }
    /// Whether standard error has not ended yet.
    var isErrorOpen: Bool { errorOpen }

    /// Lets go of the standard error read so far (a long-lived child's, before its next request).
    mutating func forgetErrors() {
        errorBytes.removeAll(keepingCapacity: true)
        droppedErrorBytes = 0
    }

    init(errorLimit: Int = 1 << 20) {
        self.errorLimit = errorLimit
    }

    /// Reads `child`'s streams, handing `onLine` each whole line of output (without its newline) until
    /// it returns `false`; standard error is kept meanwhile. After the output ends, standard error is
    /// read to its end too (a trap's message comes last), within the deadline. Without a deadline, only
    /// what is there already is read: `.timedOut` then means nothing more has come yet.
    mutating func read(
        _ child: ChildProcess, deadline: ContinuousClock.Instant?,
        onLine: ([UInt8]) -> Bool
    ) -> Outcome {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while outputOpen || errorOpen {
            // No deadline: only what is there now (a poll that does not wait).
            var milliseconds: Int32 = 0
            if let deadline {
                let remaining = ContinuousClock.now.duration(to: deadline)
                guard remaining > .zero else { return .timedOut }
                milliseconds = Int32(
                    clamping: remaining.components.seconds * 1000 + remaining.components.attoseconds / 1_000_000_000_000_000 + 1)
            }
            var descriptors: [pollfd] = []
            if outputOpen { descriptors.append(pollfd(fd: child.output, events: Int16(POLLIN), revents: 0)) }
            if errorOpen { descriptors.append(pollfd(fd: child.errors, events: Int16(POLLIN), revents: 0)) }
            let ready = poll(&descriptors, nfds_t(descriptors.count), milliseconds)
            if ready < 0 {
                if errno == EINTR { continue }
                return .ended
            }
            if ready == 0, deadline == nil { return .timedOut }
            for descriptor in descriptors where descriptor.revents != 0 {
                let count = buffer.withUnsafeMutableBytes { Foundation.read(descriptor.fd, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR || errno == EAGAIN { continue }
                if descriptor.fd == child.output {
                    guard count > 0 else {
                        outputOpen = false
                        continue
                    }
                    if !takeOutput(buffer[0..<count], onLine: onLine) { return .stopped }
                } else {
                    guard count > 0 else {
                        errorOpen = false
                        continue
                    }
                    keepError(buffer[0..<count])
                }
            }
        }
        return .ended
    }

    /// Splits `bytes` into lines for `onLine`; `false` when it asked to stop.
    private mutating func takeOutput(_ bytes: ArraySlice<UInt8>, onLine: ([UInt8]) -> Bool) -> Bool {
        var start = bytes.startIndex
        while let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) {
            let line: [UInt8]
            if pendingLine.isEmpty {
                line = Array(bytes[start..<newline])
            } else {
                line = pendingLine + bytes[start..<newline]
                pendingLine.removeAll(keepingCapacity: true)
            }
            start = newline + 1
            if !onLine(line) {
                pendingLine += bytes[start...]
                return false
            }
        }
        pendingLine += bytes[start...]
        return true
    }

    private mutating func keepError(_ bytes: ArraySlice<UInt8>) {
        errorBytes += bytes
        if errorBytes.count > errorLimit {
            let excess = errorBytes.count - errorLimit
            errorBytes.removeFirst(excess)
            droppedErrorBytes += excess
        }
    }

    /// Standard error as text.
    var errorText: String { String(decoding: errorBytes, as: UTF8.self) }
}
