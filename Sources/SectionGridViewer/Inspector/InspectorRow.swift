import SectionLayout
import SectionSpec

/// Where a value the inspector shows comes from.
public enum InspectorSource: String, Hashable, Sendable {
    /// Given for the whole layout (a `flow` metric, the layout-wide `background`, `contentInset`, …).
    case layout
    /// Given by the selected section itself (a flow section's own value, a compositional section's).
    case section
    /// Given by the device preset the layout is shown on (`device`): its bounds, safe area, layout
    /// margins or scale, where the spec gives none of its own.
    case device
    /// Not given anywhere: UIKit's default.
    case `default`
}

/// How much a key changes a value: `+`/`-` a small step, `>`/`<` a big one.
public enum InspectorStep: Hashable, Sendable {
    /// `+`: one point, 0.01 of a fraction, one more, the next choice, or a toggle.
    case up
    /// `-`: the other way.
    case down
    /// `>`: ten points, 0.1 of a fraction, ten more.
    case bigUp
    /// `<`: the other way.
    case bigDown

    /// The step a tweak delta (`+1`, `−1`, `+10`, `−10` from the key map) stands for.
    public init(delta: Double) {
        switch (delta < 0, Swift.abs(delta) >= 10) {
        case (false, false): self = .up
        case (true, false): self = .down
        case (false, true): self = .bigUp
        case (true, true): self = .bigDown
        }
    }

    /// +1 or −1.
    public var sign: Double { self == .up || self == .bigUp ? 1 : -1 }
    /// True for `>` and `<`.
    public var isBig: Bool { self == .bigUp || self == .bigDown }

    /// The change of a number in points (1 or 10), hundredths of a fraction (0.01 or 0.1) or a count (1
    /// or 10), signed.
    func delta(_ kind: InspectorEdit.Kind) -> Double {
        let size: Double
        switch kind {
        case .fraction: size = isBig ? 0.1 : 0.01
        case .points, .count: size = isBig ? 10 : 1
        case .choice, .toggle: size = 1
        }
        return sign * size
    }
}

/// What the `+`/`-`/`>`/`<` keys do to a row's value: a transform of the spec.
public struct InspectorEdit: Sendable {
    /// The kind of value, which says what a step is.
    public enum Kind: Hashable, Sendable {
        /// Points: 1 / 10.
        case points
        /// A fraction (a fractional dimension, an opacity): 0.01 / 0.1.
        case fraction
        /// A whole number (items, a group's count, a zIndex): 1 / 10.
        case count
        /// One of a list: the next (`+`, `>`) or the previous (`-`, `<`).
        case choice
        /// On or off: any step flips it.
        case toggle
    }

    /// The kind of value.
    public let kind: Kind
    let transform: @Sendable (LayoutSpec, InspectorStep) -> LayoutSpec

    /// `spec` with the value changed by `step`.
    public func applied(to spec: LayoutSpec, _ step: InspectorStep) -> LayoutSpec {
        transform(spec, step)
    }
}

/// One line of the inspector: a parameter of the selected section or of the layout.
public struct InspectorRow: Sendable {
    /// The spec key, relative to the row's group (`sectionInset.top`, `width`).
    public var name: String
    /// What UIKit calls it (`minimumLineSpacing`, `layoutSize.widthDimension`, `collectionView(_:layout:insetForSectionAt:)`).
    public var uikitName: String
    /// The value in effect, as shown (`10`, `0.5 w`, `section`, `true`).
    public var value: String
    /// Where the value comes from.
    public var source: InspectorSource
    /// How the keys change it (`nil`: shown only).
    public var edit: InspectorEdit?
    /// The section an edit changes, `nil` for a layout-wide value.
    public var section: Int?
    /// What `+`/`-` say on a row shown only (`nil`: that it is shown, not changed here).
    public var note: ViewerMessage?
}

/// A heading and its rows (the layout, a section, one level of a group, a boundary item, …).
public struct InspectorGroup: Sendable {
    /// The heading (`layout`, `section 2`, `section 2 group.subitems[1]`).
    public var title: String
    /// Its rows.
    public var rows: [InspectorRow]
}
