/// Changes to a source's bytes that keep every line where it was: a blanked range keeps its line breaks
/// (every other byte becomes a space, so columns after it stay too) and an insertion holds no line break.
struct SourceEdits {
    private(set) var edits: [(range: Range<Int>, replacement: [UInt8])] = []

    /// Turns `range` of `bytes` into spaces, keeping its line breaks.
    mutating func blank(_ range: Range<Int>, of bytes: [UInt8]) {
        let replacement = bytes[range].map { $0 == Byte.lineFeed || $0 == Byte.carriageReturn ? $0 : Byte.space }
        edits.append((range, replacement))
    }

    /// Puts `text` (one line) before byte `offset`.
    mutating func insert(_ text: String, at offset: Int) {
        let bytes = Array(text.utf8).filter { $0 != Byte.lineFeed && $0 != Byte.carriageReturn }
        edits.append((offset..<offset, bytes))
    }

    var isEmpty: Bool { edits.isEmpty }

    /// `bytes` with the edits made (edits that overlap one made before are left out).
    func applied(to bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 64)
        var cursor = 0
        for edit in edits.enumerated().sorted(by: {
            ($0.element.range.lowerBound, $0.offset) < ($1.element.range.lowerBound, $1.offset)
        })
        .map(\.element) where edit.range.lowerBound >= cursor {
            result += bytes[cursor..<edit.range.lowerBound]
            result += edit.replacement
            cursor = edit.range.upperBound
        }
        result += bytes[cursor...]
        return result
    }
}
