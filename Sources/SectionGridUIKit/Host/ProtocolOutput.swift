import Foundation
import SectionGridHostProtocol

/// The host's messages go to what was standard output when the program started; the program's own
/// output (file descriptor 1: `print`) goes to standard error from then on, so nothing the user's code
/// prints can break a message.
struct ProtocolOutput {
    private let descriptor: Int32

    /// Moves standard output aside for the protocol and points file descriptor 1 at standard error.
    static func takeStandardOutput() -> ProtocolOutput {
        let protocolDescriptor = dup(1)
        dup2(2, 1)
        return ProtocolOutput(descriptor: protocolDescriptor >= 0 ? protocolDescriptor : 1)
    }

    /// Writes `message` as one line, whole, before returning.
    func send(_ message: HostMessage) {
        let bytes = Array((message.jsonLine + "\n").utf8)
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }
}
