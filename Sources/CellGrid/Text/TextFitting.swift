/// Shortening text to a number of terminal columns without splitting wide characters.
public enum TextFitting {
    /// `text` when it fits in `width` columns; otherwise its longest prefix that fits together with a
    /// trailing `…` (just the prefix when `width` is 1). Empty for `width` ≤ 0.
    public static func truncate(_ text: String, toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        if DisplayWidth.of(text) <= width { return text }
        let budget = width > 1 ? width - 1 : width
        var result = String.UnicodeScalarView()
        var used = 0
        for scalar in text.unicodeScalars {
            let w = DisplayWidth.of(scalar)
            if used + w > budget { break }
            result.append(scalar)
            used += w
        }
        var text = String(result)
        if width > 1 { text.append("…") }
        return text
    }

    /// The first of `candidates` that fits in `width` columns, or the last one truncated.
    public static func best(_ candidates: [String], width: Int) -> String {
        for candidate in candidates where DisplayWidth.of(candidate) <= width { return candidate }
        return truncate(candidates.last ?? "", toWidth: width)
    }
}
