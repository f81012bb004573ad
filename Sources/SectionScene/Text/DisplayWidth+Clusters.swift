extension DisplayWidth {
    /// The number of columns a grapheme cluster (a `Character`) takes.
    ///
    /// An emoji sequence is one picture of 2 columns: a flag (two regional indicators), a ZWJ sequence
    /// (`👨‍👩‍👧‍👦`), an emoji with VS16 (`❤️`), a skin-tone modifier, a keycap or tags. Any other
    /// cluster takes what its scalars take: a letter with combining marks the letter's width (the marks
    /// add nothing), a cluster of several spacing scalars (a Devanagari conjunct with its vowel sign)
    /// the sum, as terminals count it.
    @inlinable
    public static func of(_ character: Character) -> Int {
        if let ascii = character.asciiValue { return ascii >= 0x20 && ascii < 0x7F ? 1 : 0 }
        return ofCluster(character.unicodeScalars)
    }

    /// `of(_:)` for a character that is not ASCII.
    @usableFromInline
    static func ofCluster(_ scalars: Character.UnicodeScalarView) -> Int {
        var iterator = scalars.makeIterator()
        guard let first = iterator.next() else { return 0 }
        guard iterator.next() != nil else { return of(first) }
        if isEmojiSequence(scalars) { return 2 }
        var total = 0
        for scalar in scalars { total += of(scalar) }
        return total
    }

    /// Whether a cluster of several scalars is shown as one emoji picture (see `of(_:)`).
    package static func isEmojiSequence(_ scalars: Character.UnicodeScalarView) -> Bool {
        guard let first = scalars.first else { return false }
        if isRegionalIndicator(first) { return scalars.allSatisfy(isRegionalIndicator) }
        guard first.properties.isEmoji else { return false }
        return scalars.dropFirst().contains { scalar in
            switch scalar.value {
            case 0xFE0F, 0x200D, 0x20E3, 0x1F3FB...0x1F3FF, 0xE0020...0xE007F: return true
            default: return false
            }
        }
    }

    /// U+1F1E6 … U+1F1FF, the letters that pair up into flags.
    package static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F1E6...0x1F1FF).contains(scalar.value)
    }

    /// The grid cells `character` takes, in order, with their widths: an emoji sequence is one cell of
    /// 2 columns; any other cluster gets a cell per spacing scalar, holding the zero-width scalars that
    /// follow it (a letter and its combining marks are one cell). A zero-width cluster takes no cell.
    package static func forEachCell(of character: Character, _ body: (_ text: Character, _ width: Int) -> Void) {
        let scalars = character.unicodeScalars
        guard scalars.count > 1, !isEmojiSequence(scalars) else {
            let width = of(character)
            if width > 0 { body(character, width) }
            return
        }
        var piece = String.UnicodeScalarView()
        var width = 0
        func flush() {
            guard width > 0 else { return }
            let text = String(piece)
            if text.count == 1, let cell = text.first {
                body(cell, width)
            } else {
                for scalar in piece where of(scalar) > 0 { body(Character(scalar), of(scalar)) }
            }
        }
        for scalar in scalars {
            let scalarWidth = of(scalar)
            if scalarWidth > 0, width > 0 {
                flush()
                piece.removeAll()
                width = 0
            }
            piece.append(scalar)
            width += scalarWidth
        }
        flush()
    }
}
