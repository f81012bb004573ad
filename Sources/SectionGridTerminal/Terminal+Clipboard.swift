import Foundation

extension Terminal {
    /// Writes a clipboard's control sequence (OSC 52) straight to the terminal, after what ncurses has
    /// written: it moves no cursor and draws nothing, so the screen ncurses knows stays as it is.
    public func writeClipboardSequence(_ sequence: [UInt8]) {
        fflush(output)
        var offset = 0
        while offset < sequence.count {
            let written = sequence[offset...].withUnsafeBytes { Foundation.write(outputDescriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            offset += written
        }
    }
}
