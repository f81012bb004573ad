/// Shortening text to a number of terminal columns without splitting wide characters or grapheme
/// clusters (a flag, a ZWJ sequence, a letter with its accents stay whole or go whole).
public enum TextFitting {
    /// `text` when it fits in `width` columns; otherwise its longest prefix that fits together with a
    /// trailing `…` (just the prefix when `width` is 1). Empty for `width` ≤ 0.
    public static func truncate(_ text: String, toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        if DisplayWidth.of(text) <= width { return text }
        let budget = width > 1 ? width - 1 : width
        var result = ""
        var used = 0
        for character in text {
            let w = DisplayWidth.of(character)
            if used + w > budget { break }
            result.append(character)
            used += w
        }
        if width > 1 { result.append("…") }
        return result
    }

    /// The first of `candidates` that fits in `width` columns, or the last one truncated.
    public static func best(_ candidates: [String], width: Int) -> String {
        for candidate in candidates where DisplayWidth.of(candidate) <= width { return candidate }
        return truncate(candidates.last ?? "", toWidth: width)
    }
}
