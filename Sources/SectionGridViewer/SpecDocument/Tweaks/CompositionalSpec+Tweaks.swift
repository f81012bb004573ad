import SectionLayout
import SectionSpec

extension CompositionalSpec {
    /// Applies a tweak to the sections in scope (compositional layouts have no layout-wide values):
    /// section inset → content insets, background margin → decoration content insets, line spacing →
    /// inter-group spacing, inter-item spacing → the group's, item size → the group's size (points for
    /// absolute/estimated dimensions, 1 % per point for fractional ones), corner radius → decoration.
    mutating func adjust(_ selection: TweakSelection, by delta: Double) {
        let edge = selection.edge
        let minimum = selection.parameter.minimum
        for index in indices(selection.scope) {
            var section = sections[index].section
            switch selection.parameter {
            case .sectionInset:
                section.contentInsets = section.contentInsets.adjusting(edge, by: delta, minimum: minimum)
            case .backgroundMargin:
                var decoration = section.background ?? BackgroundDecoration()
                decoration.contentInsets = decoration.contentInsets.adjusting(edge, by: delta, minimum: minimum)
                section.background = decoration
            case .lineSpacing:
                section.interGroupSpacing = section.interGroupSpacing.adjusting(by: delta, minimum: minimum)
            case .interitemSpacing:
                section.group.interItemSpacing = section.group.interItemSpacing.adjusting(by: delta, minimum: minimum)
            case .itemSize:
                if edge != .top && edge != .bottom { section.group.size.width = section.group.size.width.adjusting(by: delta) }
                if edge != .left && edge != .right { section.group.size.height = section.group.size.height.adjusting(by: delta) }
            case .cornerRadius:
                var decoration = section.background ?? BackgroundDecoration()
                decoration.style.cornerRadius = decoration.style.cornerRadius.adjusting(by: delta)
                section.background = decoration
            case .contentInset:
                break
            }
            sections[index].section = section
        }
    }

    /// The value for the status bar: the selected section's, or the first section's for all.
    func value(of selection: TweakSelection) -> String {
        let index: Int
        switch selection.scope {
        case .all: index = 0
        case .section(let chosen): index = chosen
        }
        guard sections.indices.contains(index) else { return "–" }
        let section = sections[index].section
        let edge = selection.edge
        switch selection.parameter {
        case .sectionInset: return section.contentInsets.edgeInsets.value(for: edge)
        case .backgroundMargin: return (section.background?.contentInsets ?? .zero).edgeInsets.value(for: edge)
        case .lineSpacing: return formatPoints(section.interGroupSpacing)
        case .interitemSpacing: return section.group.interItemSpacing.description
        case .itemSize:
            let size = section.group.size
            switch edge {
            case .top, .bottom: return "group height \(size.height.description)"
            case .left, .right: return "group width \(size.width.description)"
            case .all: return "group \(size.width.description) × \(size.height.description)"
            }
        case .cornerRadius: return formatPoints(section.background?.style.cornerRadius ?? 0)
        case .contentInset: return ""
        }
    }

    private func indices(_ scope: TweakScope) -> [Int] {
        switch scope {
        case .all: return Array(sections.indices)
        case .section(let index): return sections.indices.contains(index) ? [index] : []
        }
    }
}

extension DirectionalEdgeInsets {
    /// The insets with `edge` changed (left is leading, right is trailing), never below `minimum`.
    func adjusting(_ edge: TweakEdge, by delta: Double, minimum: Double) -> DirectionalEdgeInsets {
        let changed = edgeInsets.adjusting(edge, by: delta, minimum: minimum)
        return DirectionalEdgeInsets(
            top: changed.top, leading: changed.left, bottom: changed.bottom,
            trailing: changed.right)
    }
}

extension LayoutDimension {
    /// Grown by `delta` points, or by `delta` hundredths for fractions; never below 0.
    func adjusting(by delta: Double) -> LayoutDimension {
        switch self {
        case .absolute(let value): return .absolute(value.adjusting(by: delta))
        case .estimated(let value): return .estimated(value.adjusting(by: delta))
        case .fractionalWidth(let value): return .fractionalWidth(value.adjusting(by: delta / 100))
        case .fractionalHeight(let value): return .fractionalHeight(value.adjusting(by: delta / 100))
        }
    }

    /// How the status bar shows it.
    var description: String {
        switch self {
        case .absolute(let value): return formatPoints(value)
        case .estimated(let value): return "≈\(formatPoints(value))"
        case .fractionalWidth(let value): return "\(formatPoints(value)) w"
        case .fractionalHeight(let value): return "\(formatPoints(value)) h"
        }
    }
}

extension LayoutSpacing {
    /// The spacing's value changed by `delta` (kept fixed or flexible), never below `minimum`.
    func adjusting(by delta: Double, minimum: Double) -> LayoutSpacing {
        switch self {
        case .fixed(let value): return .fixed(value.adjusting(by: delta, minimum: minimum))
        case .flexible(let value): return .flexible(value.adjusting(by: delta, minimum: minimum))
        }
    }

    /// How the status bar shows it.
    var description: String {
        switch self {
        case .fixed(let value): return formatPoints(value)
        case .flexible(let value): return "flexible \(formatPoints(value))"
        }
    }
}
