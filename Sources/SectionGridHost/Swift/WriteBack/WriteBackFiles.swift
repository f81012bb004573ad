import SectionGridHostProtocol

/// The files a change is planned in, read once: each file's outline, the layout sites across them and the class
/// hierarchy (which types are flow layouts), with the helpers the plan's steps share.
struct WriteBackFiles {
    let files: [SwiftSourceFile]
    let outlines: [SourceOutline]
    let sites: LayoutSites
    let hierarchy: ClassHierarchy

    init(_ files: [SwiftSourceFile]) {
        self.files = files
        outlines = files.map(SourceOutline.init)
        sites = LayoutSites(outlines: outlines)
        hierarchy = ClassHierarchy(files.map { DeclarationScanner.declarations(of: SwiftSource(bytes: $0.bytes)) })
    }

    /// Whether the class `name` (as the outline names it) descends from `UICollectionViewFlowLayout`.
    func isFlowLayout(_ name: String) -> Bool {
        hierarchy.descends(name, from: ["UICollectionViewFlowLayout"])
    }

    /// The files' flow layout classes and `UICollectionViewFlowLayout`.
    var flowLayoutTypes: Set<String> {
        Set(hierarchy.order.filter(isFlowLayout).map { $0.split(separator: ".").last.map(String.init) ?? $0 })
            .union(["UICollectionViewFlowLayout"])
    }

    /// Every write of `property` in the files, in file order.
    func writes(of property: LayoutProperty) -> [PropertyWrite] {
        outlines.enumerated().flatMap { file, outline in
            PropertyWrite.find(property, in: outline, file: file, allowsBare: isFlowLayout)
        }
    }

    /// `File.swift:LINE` of a write.
    func place(_ write: PropertyWrite) -> String { outlines[write.file].place(write.position) }

    /// `File.swift:LINE` of a site.
    func place(_ site: LayoutSites.Site) -> String { outlines[site.file].place(site.position) }

    /// The statement of a write as written, whitespace runs as one space (`layout.sectionInset = insets`).
    func statement(_ write: PropertyWrite) -> String {
        let outline = outlines[write.file]
        return outline.text(from: write.start, through: statementEnd(from: write.position, in: outline.tokens))
    }

    /// The last position of the statement holding `position`: up to a line break, `;` or `}` outside brackets.
    private func statementEnd(from position: Int, in tokens: SignificantTokens) -> Int {
        var current = position
        while tokens[current + 1] != nil {
            if ["(", "[", "{"].contains(tokens.text(current)) {
                current = min(tokens.closing(current), tokens.count - 1)
                continue
            }
            if tokens.lineBreakAfter(current) || tokens.is(current + 1, ";") || tokens.is(current + 1, "}") { break }
            current += 1
        }
        return current
    }

    /// Where a site is, for a paste's location: `in ViewController.viewDidLoad() (ViewController.swift:14)`, or
    /// `at Layout.swift:3` outside functions and types.
    func location(of site: LayoutSites.Site) -> String {
        let outline = outlines[site.file]
        guard let context = outline.context(of: site.position) else { return "at \(outline.place(site.position))" }
        return "in \(context) (\(outline.place(site.position)))"
    }

    /// The name a site's value is kept in: `layout` for `let layout = DayCardLayout()`.
    func declaredName(at site: LayoutSites.Site) -> String? {
        let tokens = outlines[site.file].tokens
        guard tokens.is(site.position - 1, "="), tokens[site.position - 2]?.kind == .identifier,
            tokens.is(site.position - 3, "let") || tokens.is(site.position - 3, "var")
        else { return nil }
        return tokens.text(site.position - 2)
    }
}
