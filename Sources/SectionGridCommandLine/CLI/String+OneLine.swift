extension String {
    /// The text with every control character escaped the way JSON strings escape them (`\n`, `\t`,
    /// `\u001B`; DEL and the C1 controls too), so an error message stays one line and cannot drive the
    /// terminal, whatever file name or key it quotes.
    var oneLine: String {
        guard unicodeScalars.contains(where: String.isControl) else { return self }
        var result = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where String.isControl(scalar):
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// C0 controls, DEL and C1 controls.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
