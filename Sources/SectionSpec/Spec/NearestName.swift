/// Finds the known name a mistyped one most likely meant, for `did you mean "…"?` hints.
public enum NearestName {
    /// The candidate closest to `word` when it is a likely typo: equal ignoring case, or within an
    /// edit distance (insertions, deletions, substitutions, swaps of neighbours) of about a third of
    /// the candidate's length. Ties go to the earlier candidate.
    public static func suggestion(for word: String, among candidates: [String]) -> String? {
        let typed = Array(word.lowercased().unicodeScalars)
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != word {
            let known = Array(candidate.lowercased().unicodeScalars)
            let distance = editDistance(typed, known)
            guard distance <= max(1, known.count / 3) else { continue }
            if best.map({ distance < $0.distance }) ?? true { best = (candidate, distance) }
        }
        return best?.name
    }

    /// Optimal-string-alignment distance (Levenshtein plus adjacent transpositions).
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = value
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
