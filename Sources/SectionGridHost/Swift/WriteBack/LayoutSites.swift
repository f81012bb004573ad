/// Where the files make and configure a layout: the flow layout delegate methods they declare, where layouts,
/// compositional sections and background decorations are made, and what a receiver name was declared as.
struct LayoutSites {
    /// A place in the files: which file and which significant token.
    struct Site {
        var file: Int
        var position: Int
    }

    /// What a receiver of `contentInsets` is, judged by its declaration.
    enum ReceiverKind: Equatable {
        /// `let section = NSCollectionLayoutSection(…)` (or declared `: NSCollectionLayoutSection`); the site is
        /// where it is made (`nil` when only its type is written).
        case section(made: Int?)
        /// `let background = NSCollectionLayoutDecorationItem.background(…)`.
        case decoration(made: Int)
        /// An item, group or supplementary item: never the property asked for.
        case other
        /// No declaration found, or one that does not say.
        case unknown
    }

    let outlines: [SourceOutline]

    /// Declarations of `func collectionView(…)` with a parameter labelled `label` (`insetForSectionAt`): the
    /// delegate methods that answer a flow property per section.
    func delegateMethods(labelled label: String) -> [Site] {
        var sites: [Site] = []
        for (file, outline) in outlines.enumerated() {
            let tokens = outline.tokens
            for position in 0..<tokens.count
            where tokens.is(position, "func") && tokens.is(position + 1, "collectionView") && tokens.is(position + 2, "(") {
                let close = tokens.closing(position + 2)
                if (position + 3..<close).contains(where: {
                    tokens.text($0) == label && (tokens[$0 + 1]?.kind == .identifier || tokens.is($0 + 1, ":"))
                }) {
                    sites.append(Site(file: file, position: position))
                }
            }
        }
        return sites
    }

    /// Where `TYPE(` is called for any of `types` (`UICollectionViewFlowLayout()`, `DayCardLayout()`).
    func creations(of types: Set<String>) -> [Site] {
        sites { tokens, position in
            types.contains(tokens.text(position)) && tokens[position]?.kind == .identifier && tokens.is(position + 1, "(")
                && !tokens.is(position - 1, ".")
        }
    }

    /// Where compositional sections are made: `NSCollectionLayoutSection(…)` or `NSCollectionLayoutSection.list(…)`.
    func sectionCreations() -> [Site] {
        sites { tokens, position in Self.isSectionCreation(at: position, in: tokens) }
    }

    /// Where background decorations are made: `NSCollectionLayoutDecorationItem.background(…)`.
    func decorationCreations() -> [Site] {
        sites { tokens, position in Self.isDecorationCreation(at: position, in: tokens) }
    }

    private func sites(where matches: (SignificantTokens, Int) -> Bool) -> [Site] {
        var sites: [Site] = []
        for (file, outline) in outlines.enumerated() {
            for position in 0..<outline.tokens.count where matches(outline.tokens, position) {
                sites.append(Site(file: file, position: position))
            }
        }
        return sites
    }

    private static func isSectionCreation(at position: Int, in tokens: SignificantTokens) -> Bool {
        tokens.is(position, "NSCollectionLayoutSection") && !tokens.is(position - 1, ".")
            && (tokens.is(position + 1, "(")
                || (tokens.is(position + 1, ".") && tokens[position + 2]?.kind == .identifier && tokens.is(position + 3, "(")))
    }

    private static func isDecorationCreation(at position: Int, in tokens: SignificantTokens) -> Bool {
        tokens.is(position, "NSCollectionLayoutDecorationItem") && tokens.is(position + 1, ".")
            && tokens.is(position + 2, "background") && tokens.is(position + 3, "(")
    }

    /// The nearest `let NAME` / `var NAME` before `position` in the file whose block holds `position`, and what it
    /// declares.
    func receiverKind(named name: String, before position: Int, in outline: SourceOutline) -> ReceiverKind {
        let tokens = outline.tokens
        var current = position - 1
        while current >= 1 {
            if tokens.text(current) == name, tokens.is(current - 1, "let") || tokens.is(current - 1, "var"),
                outline.isVisible(declarationAt: current, from: position)
            {
                return kind(ofDeclarationAt: current, in: tokens)
            }
            current -= 1
        }
        return .unknown
    }

    /// What the declaration whose name is at `name` makes, from its type annotation or its initial value.
    private func kind(ofDeclarationAt name: Int, in tokens: SignificantTokens) -> ReceiverKind {
        var position = name + 1
        var annotated: String?
        if tokens.is(position, ":") {
            annotated = tokens.text(position + 1)
            position += 2
            while tokens.is(position, ".") {
                annotated = tokens.text(position + 1)
                position += 2
            }
        }
        var value: Int?
        if tokens.is(position, "=") { value = position + 1 }
        if let value, Self.isSectionCreation(at: value, in: tokens) { return .section(made: value) }
        if let value, Self.isDecorationCreation(at: value, in: tokens) { return .decoration(made: value) }
        let written = annotated ?? value.map(tokens.text) ?? ""
        if written == "NSCollectionLayoutSection" { return .section(made: nil) }
        if written.hasPrefix("NSCollectionLayout") { return .other }
        return .unknown
    }
}

extension LayoutSites {
    /// Declarations `override var NAME`: a layout subclass that computes the property itself.
    func overrides(of name: String) -> [Site] {
        sites { tokens, position in
            tokens.is(position, "var") && tokens.text(position + 1) == name
                && (1...3).contains { tokens.is(position - $0, "override") }
        }
    }

    /// Declarations `func NAME(…) {`: where the body of each function of that name opens.
    func functions(named name: String) -> [Site] {
        sites { tokens, position in
            tokens.is(position, "func") && tokens.text(position + 1) == name
        }
        .compactMap { site in
            let tokens = outlines[site.file].tokens
            var position = site.position
            while tokens[position] != nil, !tokens.is(position, "{") { position += 1 }
            return tokens[position] == nil ? nil : Site(file: site.file, position: position)
        }
    }
}
