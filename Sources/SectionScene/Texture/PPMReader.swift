/// Reads the tokens and samples of a PPM file.
struct PPMReader {
    let bytes: [UInt8]
    var index = 0

    var remaining: Int { bytes.count - index }

    /// Skips whitespace and `#` comments, then reads up to the next whitespace.
    mutating func token() -> String {
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "#") {
                while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
            } else if isSpace(bytes[index]) {
                index += 1
            } else {
                break
            }
        }
        let start = index
        while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: "#") { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// A non-negative decimal number, or an error naming `what`.
    mutating func number(_ what: String) throws(TextureError) -> Int {
        let text = token()
        guard !text.isEmpty, text.count <= 9, let value = Int(text), value >= 0 else {
            throw .malformedPPM(text.isEmpty ? "missing \(what)" : "bad \(what) \(text.prefix(12))")
        }
        return value
    }

    /// The single whitespace byte between a P6 header and its pixels.
    mutating func skipOneWhitespace() {
        if index < bytes.count, isSpace(bytes[index]) { index += 1 }
    }

    /// One binary sample of `size` bytes (big-endian); the caller checked there are enough bytes.
    mutating func binarySample(size: Int) -> Int {
        var value = 0
        for _ in 0..<size {
            value = value << 8 | Int(bytes[index])
            index += 1
        }
        return value
    }

    func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C
    }
}
