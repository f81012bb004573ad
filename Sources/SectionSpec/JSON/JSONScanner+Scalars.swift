// Strings and numbers.

extension JSONScanner {
    /// Reads a string at `index` (which holds its opening quote).
    mutating func parseString() throws(JSONScanFailure) -> String {
        let start = index
        index += 1
        var runStart = index
        var text = ""
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                text += String(decoding: bytes[runStart..<index], as: UTF8.self)
                index += 1
                return text
            case UInt8(ascii: "\\"):
                text += String(decoding: bytes[runStart..<index], as: UTF8.self)
                text.unicodeScalars.append(try parseEscape())
                runStart = index
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                throw JSONScanFailure(offset: start, message: "unterminated string (write a line break as \\n)")
            case 0..<0x20:
                throw failure("control character \(describeNext()) must be escaped in a string")
            default:
                index += 1
            }
        }
        throw JSONScanFailure(offset: start, message: "unterminated string")
    }

    /// Reads one escape sequence at `index` (which holds its backslash).
    mutating func parseEscape() throws(JSONScanFailure) -> Unicode.Scalar {
        let start = index
        index += 1
        guard index < bytes.count else { throw JSONScanFailure(offset: start, message: "unterminated string") }
        let letter = bytes[index]
        index += 1
        switch letter {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"): break
        default:
            index = start
            throw failure("invalid escape sequence in a string (use \\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX)")
        }
        let unit = try parseHex4(escapeStart: start)
        switch unit {
        case 0xD800..<0xDC00:
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
            else { throw JSONScanFailure(offset: start, message: "unpaired surrogate in a \\u escape") }
            let lowStart = index
            index += 2
            let low = try parseHex4(escapeStart: lowStart)
            guard (0xDC00..<0xE000).contains(low) else {
                throw JSONScanFailure(offset: start, message: "unpaired surrogate in a \\u escape")
            }
            let value = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
            return Unicode.Scalar(value) ?? "\u{FFFD}"
        case 0xDC00..<0xE000:
            throw JSONScanFailure(offset: start, message: "unpaired surrogate in a \\u escape")
        default:
            return Unicode.Scalar(unit) ?? "\u{FFFD}"
        }
    }

    /// Reads the four hex digits of a `\u` escape.
    mutating func parseHex4(escapeStart: Int) throws(JSONScanFailure) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = Character(Unicode.Scalar(bytes[index])).hexDigitValue else {
                throw JSONScanFailure(offset: escapeStart, message: "a \\u escape needs four hex digits")
            }
            value = value * 16 + UInt32(digit)
            index += 1
        }
        return value
    }

    /// Reads a number: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    mutating func parseNumber() throws(JSONScanFailure) -> JSONValue {
        let start = index
        if peek(is: "-") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else {
            throw failure("expected a digit after '-', got \(describeNext())")
        }
        if bytes[index] == UInt8(ascii: "0"), index + 1 < bytes.count, isDigit(bytes[index + 1]) {
            throw JSONScanFailure(offset: start, message: "numbers cannot have leading zeros")
        }
        let integerStart = index
        skipDigits()
        var isInteger = true
        if peek(is: ".") {
            isInteger = false
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw failure("expected a digit after '.', got \(describeNext())")
            }
            skipDigits()
        }
        if peek(is: "e") || peek(is: "E") {
            isInteger = false
            index += 1
            if peek(is: "+") || peek(is: "-") { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw failure("expected a digit in the exponent, got \(describeNext())")
            }
            skipDigits()
        }
        if isInteger, index - integerStart <= 15 {
            var magnitude = 0
            for byte in bytes[integerStart..<index] { magnitude = magnitude * 10 + Int(byte - UInt8(ascii: "0")) }
            let negative = bytes[start] == UInt8(ascii: "-")
            return .number(negative ? -Double(magnitude) : Double(magnitude), isInteger: true)
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text) else { throw JSONScanFailure(offset: start, message: "invalid number") }
        return .number(value, isInteger: isInteger)
    }

    mutating func skipDigits() {
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }

    func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
