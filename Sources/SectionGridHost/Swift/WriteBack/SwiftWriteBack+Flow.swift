import SectionGridHostProtocol

extension SwiftWriteBack {
    /// A flow layout's property: the delegate's answer, then the one literal assignment.
    static func flow(_ change: PropertyChange, in context: WriteBackFiles) -> SwiftWriteBackPlan {
        let property = change.property
        let label = property.delegateLabel ?? ""
        let expression = property.expression(change.new)
        let delegates = context.sites.delegateMethods(labelled: label)
        if let delegate = delegates.first {
            let indexPath = property == .itemSize
            let statement = change.section.map { "case \($0): return \(expression)" } ?? "return \(expression)"
            let places = delegates.map(context.place).joined(separator: ", ")
            return .paste(
                statement: statement,
                location: "in collectionView(_:layout:\(label):) (\(context.place(delegate)))"
                    + (change.section != nil ? ", in a switch on \(indexPath ? "indexPath.section" : "section")" : ""),
                reason: "\(property.rawValue) comes from \(label) (\(places))")
        }
        let writes = context.writes(of: property)
        let overrides = context.sites.overrides(of: property.memberName)
        let resolution =
            overrides.isEmpty
            ? resolve(writes, change, in: context)
            : .doubt(
                reason: "\(property.rawValue) is overridden (\(overrides.map(context.place).joined(separator: ", ")))",
                single: nil)
        if let section = change.section {
            let reason: String
            switch resolution {
            case .literal(let write, _):
                reason =
                    "a change to section \(section) alone: \(context.statement(write)) (\(context.place(write))) "
                    + "sets every section"
            case .doubt(let why, _):
                reason = "a change to section \(section) alone, and \(why)"
            }
            return .paste(
                statement: delegateMethod(property, section: section, value: expression),
                location: "in the collection view's delegate (UICollectionViewDelegateFlowLayout)", reason: reason)
        }
        switch resolution {
        case .literal(let write, let literal):
            return rewrite(write, literal, to: change.new, in: context)
        case .doubt(let reason, let single):
            let creations = context.sites.creations(of: context.flowLayoutTypes)
            let receiver: String?
            if let single {
                receiver = single.receiver
            } else {
                receiver = creations.lazy.compactMap(context.declaredName).first ?? "layout"
            }
            let statement = receiver.map { "\($0).\(property.memberName)" } ?? property.memberName
            let location: String
            if let single {
                location = "replacing \(context.place(single))"
            } else if let creation = creations.first {
                location = context.location(of: creation)
            } else {
                location = "where the flow layout is configured, after UICollectionViewFlowLayout() is made"
            }
            return .paste(statement: "\(statement) = \(expression)", location: location, reason: reason)
        }
    }

    /// The `UICollectionViewDelegateFlowLayout` method that answers `value` for `section` and the layout's own
    /// value for the others.
    static func delegateMethod(_ property: LayoutProperty, section: Int, value: String) -> String {
        let label = property.delegateLabel ?? ""
        let parameter = property == .itemSize ? "indexPath: IndexPath" : "section: Int"
        let index = property == .itemSize ? "indexPath.section" : "section"
        return """
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, \
            \(label) \(parameter)) -> \(property.valueType.rawValue) {
                \(index) == \(section) ? \(value) : (collectionViewLayout as! UICollectionViewFlowLayout).\(property.memberName)
            }
            """
    }

    /// The collection view's `contentInset`: the one literal assignment, whatever the receiver.
    static func collectionViewInset(_ change: PropertyChange, in context: WriteBackFiles) -> SwiftWriteBackPlan {
        let property = change.property
        switch resolve(context.writes(of: property), change, in: context) {
        case .literal(let write, let literal):
            return rewrite(write, literal, to: change.new, in: context)
        case .doubt(let reason, let single):
            let receiver = single?.receiver ?? "collectionView"
            let location: String
            if let single {
                location = "replacing \(context.place(single))"
            } else if let viewDidLoad = context.sites.functions(named: "viewDidLoad").first {
                location = context.location(of: viewDidLoad)
            } else {
                location = "where the collection view is set up"
            }
            return .paste(
                statement: "\(receiver).\(property.memberName) = \(property.expression(change.new))", location: location,
                reason: reason)
        }
    }
}
