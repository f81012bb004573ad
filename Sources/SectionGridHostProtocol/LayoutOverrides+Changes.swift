import SectionLayout

extension LayoutOverrides {
    /// The overrides that make a program lay out `changes`: each change's new value, the layout's own
    /// (every section's) where it has no section, else that section's.
    public init(_ changes: [PropertyChange]) {
        self.init()
        for change in changes {
            if let section = change.section {
                var properties = sections[section] ?? PropertyOverrides()
                properties.set(change)
                sections[section] = properties
            } else {
                layout.set(change)
            }
        }
    }
}

extension PropertyOverrides {
    /// Overrides `change`'s property with its new value.
    mutating func set(_ change: PropertyChange) {
        let values = change.new
        func insets() -> EdgeInsets { EdgeInsets(tweakValues: values) }
        func size() -> Size { Size(tweakValues: values) }
        switch change.property {
        case .sectionInset: sectionInset = insets()
        case .minimumLineSpacing: minimumLineSpacing = values[0]
        case .minimumInteritemSpacing: minimumInteritemSpacing = values[0]
        case .itemSize: itemSize = size()
        case .headerReferenceSize: headerReferenceSize = size()
        case .footerReferenceSize: footerReferenceSize = size()
        case .contentInset: contentInset = insets()
        case .contentInsets: contentInsets = insets()
        case .interGroupSpacing: interGroupSpacing = values[0]
        case .decorationContentInsets: decorationContentInsets = insets()
        }
    }
}
