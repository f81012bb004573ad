import SectionGridHostProtocol

/// Plans writing a tweak back into the Swift files a layout came from: rewrite the one literal the value comes
/// from, or hand back the statement to paste.
///
/// A change is rewritten only when its value comes from one literal found without doubt:
/// - Across all files there is exactly one statement that sets the property: `<receiver>.<property> = …` (any
///   receiver: `layout`, `self`, `(collectionViewLayout as! UICollectionViewFlowLayout)`), or, for a flow layout's
///   properties, a bare `<property> = …` inside a class that descends from `UICollectionViewFlowLayout`. A second
///   assignment anywhere, or a statement that changes part of it (`layout.sectionInset.left = 4`, `+=`), is doubt.
/// - Its right side is made only of number literals, in the form the property's type is written (`LiteralValue`),
///   and those literals equal the change's `old` value.
/// - For a flow layout's property no `collectionView(_:layout:…)` delegate method answers it per section (the
///   delegate's answer wins over the layout's property), and no subclass declares `override var <property>`.
/// - `contentInsets` is a property of items, groups, sections, supplementary and decoration items alike, so an
///   assignment counts only when its receiver is a plain name whose nearest `let`/`var` declaration before it in
///   the file, in a block that holds the assignment, makes it: `= NSCollectionLayoutSection(…)` (or `.list(…)`, or a `: NSCollectionLayoutSection`
///   annotation) for `contentInsets`, `= NSCollectionLayoutDecorationItem.background(…)` for
///   `decorationContentInsets`. Receivers declared as other `NSCollectionLayout…` types are left out; a receiver
///   the declaration does not tell about is doubt. `interGroupSpacing` exists on sections only: any receiver.
/// - A compositional section's value serves every section only when the files make exactly one section (or one
///   background decoration) and the assignment is in the same block as where it is made, with no `return`,
///   `case`, `default`, `guard`, `break`, `continue` or `throw` between the two: the provider returns that same
///   section for every index.
/// - `section` is `nil`: the change is meant for every section. A change for one section alone (`section` set)
///   is never a rewrite (the one literal serves every section); it is pasted as the delegate method's answer for
///   that section (flow) or a statement guarded by the section index (compositional). `contentInset` belongs to
///   the collection view, so its `section` is ignored.
///
/// Delegate methods, overrides and receivers are found by their tokens (`SwiftTokenizer`), not by type checking:
/// text in strings and comments never counts, but a name means what its spelling says.
///
/// A rewrite changes only the number literals whose value changed, spelled like before (`10.0` → `12.0`,
/// `10` → `12`, `10.5` → `11.5`, a negative value with its `-`): every other byte stays as it was.
public enum SwiftWriteBack {
    /// How close a literal must be to `old` to be the value the layout had.
    static let tolerance = 1e-6

    /// What writing `change` back into `files` comes to.
    public static func plan(_ change: PropertyChange, in files: [SwiftSourceFile]) -> SwiftWriteBackPlan {
        let property = change.property
        let count = property.valueType.count
        guard change.old.count == count, change.new.count == count else {
            return .paste(
                statement: "", location: "",
                reason: "\(property.rawValue) takes \(count) number\(count == 1 ? "" : "s"), the change has "
                    + "\(change.old.count) old and \(change.new.count) new")
        }
        let context = WriteBackFiles(files)
        if property.isFlowLayout { return flow(change, in: context) }
        switch property {
        case .contentInset: return collectionViewInset(change, in: context)
        default: return compositional(change, in: context)
        }
    }

    /// The one write a value comes from, or why there is none without doubt.
    enum Resolution {
        case literal(PropertyWrite, LiteralValue)
        case doubt(reason: String, single: PropertyWrite?)
    }

    /// Whether `writes` hold one literal assignment equal to `old`.
    static func resolve(_ writes: [PropertyWrite], _ change: PropertyChange, in context: WriteBackFiles) -> Resolution {
        let name = change.property.memberName
        guard let write = writes.first else { return .doubt(reason: "no assignment of \(name) in the files", single: nil) }
        guard writes.count == 1 else {
            let places = writes.map(context.place).joined(separator: ", ")
            return .doubt(reason: "\(writes.count) assignments of \(name) (\(places))", single: nil)
        }
        let statement = context.statement(write)
        guard write.isAssignment else {
            return .doubt(reason: "changed in part: \(statement) (\(context.place(write)))", single: write)
        }
        guard let literal = write.literal else {
            return .doubt(reason: "not a literal: \(statement) (\(context.place(write)))", single: write)
        }
        guard zip(literal.values, change.old).allSatisfy({ abs($0 - $1) <= tolerance }) else {
            return .doubt(
                reason: "\(context.place(write)) sets \(change.property.expression(literal.values)), "
                    + "not the old value \(change.property.expression(change.old))",
                single: write)
        }
        return .literal(write, literal)
    }

    /// The file of `write` with the literals of `literal` whose value `new` changes rewritten.
    static func rewrite(_ write: PropertyWrite, _ literal: LiteralValue, to new: [Double], in context: WriteBackFiles)
        -> SwiftWriteBackPlan
    {
        let outline = context.outlines[write.file]
        let tokens = outline.tokens
        var bytes: [UInt8] = []
        var cursor = 0
        var first: Int?
        let source = outline.file.bytes
        for (number, value) in zip(literal.numbers, new) where abs(number.value - value) > tolerance {
            guard let start = tokens[number.minus ?? number.literal], let end = tokens[number.literal] else { continue }
            let text = SwiftNumberLiteral.text(for: value, like: tokens.text(number.literal))
            bytes += source[cursor..<start.range.lowerBound]
            bytes += Array(text.utf8)
            cursor = end.range.upperBound
            first = first ?? start.range.lowerBound
        }
        bytes += source[cursor...]
        let offset = first ?? tokens[write.position]?.range.lowerBound ?? 0
        let line = 1 + SwiftTokenizer.lineBreaks(in: source[..<offset])
        return .rewrite(path: outline.file.path, bytes: bytes, line: line, column: outline.column(ofOffset: offset))
    }
}
