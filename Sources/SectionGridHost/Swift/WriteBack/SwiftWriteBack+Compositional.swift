import SectionGridHostProtocol

extension SwiftWriteBack {
    /// Words that, between where a section is made and an assignment to it, may make the assignment miss some
    /// sections.
    private static let branchWords: Set<String> = ["return", "case", "default", "guard", "break", "continue", "throw"]

    /// A compositional section's `contentInsets` or `interGroupSpacing`, or its background decoration's
    /// `contentInsets`.
    static func compositional(_ change: PropertyChange, in context: WriteBackFiles) -> SwiftWriteBackPlan {
        let property = change.property
        let decoration = property == .decorationContentInsets
        let creations = decoration ? context.sites.decorationCreations() : context.sites.sectionCreations()
        var relevant: [PropertyWrite] = []
        var unknown: [PropertyWrite] = []
        for write in context.writes(of: property) {
            switch (receiverKind(of: write, in: context), decoration) {
            case (.section, false), (.decoration, true): relevant.append(write)
            case (.unknown, _) where property == .interGroupSpacing: relevant.append(write)
            case (.unknown, _): unknown.append(write)
            default: continue
            }
        }
        let resolution: Resolution
        if let first = unknown.first {
            let places = unknown.map(context.place).joined(separator: ", ")
            resolution = .doubt(
                reason: "cannot tell whose contentInsets \(context.statement(first)) sets (\(places)): "
                    + "\(first.receiver ?? "its receiver") is not declared as made by "
                    + (decoration ? "NSCollectionLayoutDecorationItem.background(…)" : "NSCollectionLayoutSection(…)"),
                single: relevant.count == 0 && unknown.count == 1 ? first : nil)
        } else {
            resolution = resolve(relevant, change, in: context)
        }
        let expression = property.expression(change.new)
        let what = decoration ? "background decoration" : "section"
        switch resolution {
        case .literal(let write, let literal):
            if let doubt = everySectionDoubt(write, creations: creations, what: what, in: context) {
                return paste(change, receiverOf: write, creations: creations, reason: doubt, in: context)
            }
            if let section = change.section {
                let name = write.receiver ?? "section"
                return .paste(
                    statement:
                        "if \(sectionIndexName(in: context)) == \(section) { \(name).\(property.memberName) = \(expression) }",
                    location: "after \(context.place(write))"
                        + (context.outlines[write.file].context(of: write.position).map { " in \($0)" } ?? "")
                        + providerNote(in: context),
                    reason: "a change to section \(section) alone: \(context.statement(write)) (\(context.place(write))) "
                        + "sets every section")
            }
            return rewrite(write, literal, to: change.new, in: context)
        case .doubt(let reason, let single):
            return paste(change, receiverOf: single, creations: creations, reason: reason, in: context)
        }
    }

    /// What a write's receiver was declared as.
    private static func receiverKind(of write: PropertyWrite, in context: WriteBackFiles) -> LayoutSites.ReceiverKind {
        guard let position = write.receiverPosition, let name = write.receiver else { return .unknown }
        return context.sites.receiverKind(named: name, before: position, in: context.outlines[write.file])
    }

    /// Why `write` may not set every section's value, or `nil` when it does.
    private static func everySectionDoubt(
        _ write: PropertyWrite, creations: [LayoutSites.Site], what: String, in context: WriteBackFiles
    ) -> String? {
        let statement = "\(context.statement(write)) (\(context.place(write)))"
        guard creations.count == 1, let creation = creations.first else {
            let places = creations.map(context.place).joined(separator: ", ")
            return creations.isEmpty
                ? "no \(what) is made in the files, so \(statement) may not serve every section"
                : "\(creations.count) \(what)s are made (\(places)): \(statement) does not serve every section"
        }
        let outline = context.outlines[write.file]
        let made: Int?
        switch receiverKind(of: write, in: context) {
        case .section(let position): made = position
        case .decoration(let position): made = position
        default: made = nil
        }
        guard creation.file == write.file, let made, made == creation.position,
            outline.block[made] == outline.block[write.start]
        else {
            return "\(statement) is not in the same block as the \(what) made at \(context.place(creation))"
        }
        if let branch = (made..<write.start).first(where: { branchWords.contains(outline.tokens.text($0)) }) {
            return "\(statement) may be skipped for some sections (\(outline.tokens.text(branch)) at "
                + "\(outline.place(branch)))"
        }
        return nil
    }

    /// The statement setting the new value on the section (or decoration), where it would go, and why.
    private static func paste(
        _ change: PropertyChange, receiverOf single: PropertyWrite?, creations: [LayoutSites.Site],
        reason: String, in context: WriteBackFiles
    ) -> SwiftWriteBackPlan {
        let property = change.property
        let fallback = property == .decorationContentInsets ? "background" : "section"
        let receiver = single?.receiver ?? creations.lazy.compactMap(context.declaredName).first ?? fallback
        var statement = "\(receiver).\(property.memberName) = \(property.expression(change.new))"
        var note = ""
        if let section = change.section {
            statement = "if \(sectionIndexName(in: context)) == \(section) { \(statement) }"
            note = providerNote(in: context)
        }
        var location: String
        if let single {
            location = "replacing \(context.place(single))"
        } else if let creation = creations.first {
            location =
                "after the \(property == .decorationContentInsets ? "decoration" : "section") is made "
                + context.location(of: creation)
        } else {
            location =
                "in the section provider, after the "
                + (property == .decorationContentInsets
                    ? "NSCollectionLayoutDecorationItem.background(…)" : "NSCollectionLayoutSection") + " is made"
        }
        location += note
        return .paste(statement: statement, location: location, reason: reason)
    }

    /// What a statement guarded by the section index needs when the files have no section provider to put it in.
    private static func providerNote(in context: WriteBackFiles) -> String {
        sectionIndexName(in: context) == fallbackIndexName
            ? ", which needs a section provider (UICollectionViewCompositionalLayout { \(fallbackIndexName), environment in … })"
            : ""
    }

    /// The section index's name when the files have no section provider.
    static let fallbackIndexName = "sectionIndex"

    /// The name the section provider gives the section index: `section` in
    /// `UICollectionViewCompositionalLayout { section, environment in`, `sectionIndex` when there is none.
    static func sectionIndexName(in context: WriteBackFiles) -> String {
        for site in context.sites.creations(of: ["UICollectionViewCompositionalLayout"]) {
            let tokens = context.outlines[site.file].tokens
            var position = site.position + 1
            if tokens.is(position, "("), tokens.is(position + 1, "sectionProvider"), tokens.is(position + 2, ":") {
                position += 3
            }
            if tokens.is(position, "{"), tokens[position + 1]?.kind == .identifier, tokens.is(position + 2, ",") {
                return tokens.text(position + 1)
            }
        }
        for outline in context.outlines {
            let tokens = outline.tokens
            for position in 0..<tokens.count
            where tokens.is(position, "UICollectionViewCompositionalLayout") && tokens.is(position + 1, "{")
                && tokens[position + 2]?.kind == .identifier && tokens.is(position + 3, ",")
            {
                return tokens.text(position + 2)
            }
        }
        return fallbackIndexName
    }
}
