import SectionLayout
import SectionSpec

/// What the inspector lists for a spec and a selected section: every parameter of the layout, then of
/// the section, each with its value, its source, UIKit's name and how `+`/`-`/`>`/`<` change it. A
/// value, rebuilt from the spec whenever it is drawn or used (a few dozen rows), so it never goes stale.
public struct InspectorModel: Sendable {
    /// The groups, in order: the layout's, the selected section's, then the device's.
    public let groups: [InspectorGroup]
    /// Every row, in order (the cursor's index counts these; headings are not rows).
    public let rows: [InspectorRow]

    /// The rows of `spec` for the layout and, when given, section `section` (and its item `item`);
    /// `document`, the file as saved, says which keys the file gives (without it, or for a demo, a value
    /// that differs from UIKit's default counts as given).
    public init(spec: LayoutSpec, section: Int?, item: Int? = nil, document: SpecDocument? = nil) {
        self.init(spec: spec, section: section, item: item, keys: document.map { SpecKeyPresence(document: $0, spec: spec) })
    }

    /// The rows of `spec`, with the file's keys as `keys` says; a program's errors first, when it has
    /// any (each `FILE:LINE:COL: error: …` a row).
    init(
        spec: LayoutSpec, section: Int?, item: Int?, keys: SpecKeyPresence?, errors: [String] = [], keptLayout: Bool = true
    ) {
        var groups = spec.inspectorGroups(section: section, item: item, keys: keys)
        if !errors.isEmpty {
            // `FILE:LINE:COL` as the row's name, what is wrong as its value; `+` says the whole line.
            let rows = errors.map { line in
                let marker = line.firstRange(of: ": error: ")
                let place = marker.map { String(line[..<$0.lowerBound]) } ?? "error"
                let problem = marker.map { String(line[$0.upperBound...]) } ?? line
                return InspectorRow(
                    name: place, uikitName: "", value: problem, source: .layout, edit: nil, section: nil,
                    note: .notForPrograms(line))
            }
            groups.insert(InspectorGroup(title: keptLayout ? "errors (last good layout shown)" : "errors", rows: rows), at: 0)
        }
        self.groups = groups
        rows = groups.flatMap(\.rows)
    }

    /// The row at `index` (clamped), `nil` when there are none.
    public func row(at index: Int) -> InspectorRow? {
        rows.isEmpty ? nil : rows[Swift.min(rows.count - 1, Swift.max(0, index))]
    }

    /// The title of the group holding row `index`.
    public func groupTitle(ofRow index: Int) -> String? {
        var first = 0
        for group in groups {
            if index < first + group.rows.count { return group.title }
            first += group.rows.count
        }
        return nil
    }

    /// The index of the first row of the group after (`direction` 1) or before (−1) the one holding
    /// row `index` (the first row of its own group first, when going back from inside it).
    public func rowIndex(jumping direction: Int, from index: Int) -> Int {
        var starts: [Int] = []
        var first = 0
        for group in groups where !group.rows.isEmpty {
            starts.append(first)
            first += group.rows.count
        }
        guard !starts.isEmpty else { return 0 }
        if direction > 0 { return starts.first { $0 > index } ?? starts[starts.count - 1] }
        return starts.last { $0 < index } ?? 0
    }
}

extension InspectorBuilder {
    /// The collection view's own values, whatever the engine: the scroll direction, the content inset,
    /// the background colour (the device around it comes last: `deviceRows`).
    mutating func layoutRows() {
        heading("layout")
        let lens = SpecLens<LayoutSpec>.spec
        choice(
            "scrollDirection", "scrollDirection", lens.at(\.scrollDirection),
            source: source(.to("scrollDirection"), .layout, differs: spec.scrollDirection != .vertical),
            among: [Axis.vertical, .horizontal], spelled: { $0 == .vertical ? "vertical" : "horizontal" })
        insets(
            "contentInset", "collectionView.contentInset", lens.at(\.contentInset),
            source: source(.to("contentInset"), .layout, differs: spec.contentInset != .zero))
        choice(
            "backgroundColor", "collectionView.backgroundColor", lens.at(\.backgroundColor),
            source: source(.to("backgroundColor"), .layout, differs: spec.backgroundColor != nil),
            among: Self.colorChoices, spelled: { $0?.description ?? "none" })
        traitRows()
    }
}
