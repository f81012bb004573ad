import CNcurseswShim

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The line mode's keyboard: standard input read a line at a time with `poll` and `read`, stopping for an
/// exit signal and at the end of input.
///
/// Not `Swift.readLine()`: it retries a read that a signal interrupted, so Ctrl-C was never seen and the
/// process spun at full CPU. Here a pending exit signal ends the wait at once (it interrupts `poll`), or
/// within `pollMilliseconds` when it arrives between the check and the `poll`.
struct LineInput {
    /// How long one wait for input lasts before the pending signal is checked again.
    static let pollMilliseconds: Int32 = 50

    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private var ended = false

    init(descriptor: Int32 = STDIN_FILENO) {
        self.descriptor = descriptor
    }

    /// The next line without its line break; `nil` at the end of input (or once the terminal is gone) and
    /// when an exit signal is pending (left for `ExitSignal.takePending()`).
    mutating func nextLine() -> String? {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = buffer[..<newline]
                defer { buffer.removeSubrange(...newline) }
                return String(decoding: line.last == UInt8(ascii: "\r") ? line.dropLast() : line, as: UTF8.self)
            }
            if ExitSignal.isPending { return nil }
            if ended {
                // What is left after the last line break is the last line.
                guard !buffer.isEmpty else { return nil }
                defer { buffer.removeAll() }
                return String(decoding: buffer, as: UTF8.self)
            }
            readAvailable()
        }
    }

    /// Waits up to `pollMilliseconds` for input and appends what arrived; marks the end of input when
    /// the descriptor reports it (a read of 0 bytes) or fails (EIO once the terminal is closed).
    private mutating func readAvailable() {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let ready = poll(&request, 1, LineInput.pollMilliseconds)
        guard ready != 0 else { return }
        if ready < 0 {
            if errno != EINTR { ended = true }
            return
        }
        var chunk = [UInt8](repeating: 0, count: 4096)
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count > 0 {
            buffer.append(contentsOf: chunk[..<count])
        } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
            ended = true
        }
    }
}
