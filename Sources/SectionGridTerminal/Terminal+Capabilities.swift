import CNcursesw
import CNcurseswShim

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The current terminal's terminfo capabilities (of the screen `set_term` made current).
enum Terminfo {
    /// A string capability with its parameters filled in, or `nil` when the terminal has none.
    static func string(_ name: String, _ parameter: Int = 0) -> [CChar]? {
        sg_capability1(name, Int32(clamping: parameter)).map { Array(String(cString: $0).utf8CString.dropLast()) }
    }

    static func string(_ name: String, _ first: Int, _ second: Int) -> [CChar]? {
        sg_capability2(name, Int32(clamping: first), Int32(clamping: second))
            .map { Array(String(cString: $0).utf8CString.dropLast()) }
    }

    /// A string capability as bytes to write as they are: its padding (`$<5>`), which `tputs` leaves out
    /// on a terminal without delays, removed.
    static func bytes(_ name: String, _ parameter: Int = 0) -> [UInt8]? {
        string(name, parameter).map(withoutPadding)
    }

    static func bytes(_ name: String, _ first: Int, _ second: Int) -> [UInt8]? {
        string(name, first, second).map(withoutPadding)
    }

    /// A boolean capability.
    static func flag(_ name: String) -> Bool { sg_flag(name) != 0 }

    /// A numeric capability (-1 when absent).
    static func number(_ name: String) -> Int { Int(sg_number(name)) }

    static func withoutPadding(_ text: [CChar]) -> [UInt8] {
        var bytes: [UInt8] = []
        var index = 0
        while index < text.count {
            if text[index] == 0x24, index + 1 < text.count, text[index + 1] == 0x3C, // "$<"
                let close = text[index...].firstIndex(of: 0x3E)
            { // ">"
                index = close + 1
                continue
            }
            bytes.append(UInt8(bitPattern: text[index]))
            index += 1
        }
        return bytes
    }
}

extension Terminal {
    /// A terminfo string capability with its parameters filled in, or `nil` when the terminal has none.
    func capability(_ name: String, _ parameter: Int) -> [CChar]? { Terminfo.string(name, parameter) }

    func capability(_ name: String, _ first: Int32, _ second: Int32) -> [CChar]? {
        Terminfo.string(name, Int(first), Int(second))
    }

    /// Writes terminfo strings to the terminal ahead of ncurses's next output.
    func send(_ text: [CChar]) {
        (text + [0]).withUnsafeBufferPointer { buffer in _ = sg_send(output, buffer.baseAddress) }
    }

    /// Writes `bytes` to the terminal as they are, ahead of ncurses's next output.
    func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer in _ = fwrite(buffer.baseAddress, 1, buffer.count, output) }
        fflush(output)
    }
}
