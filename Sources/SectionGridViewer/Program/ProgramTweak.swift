import SectionLayout
import SectionSpec

/// One value the user changed of a Swift program's layout, in UIKit's terms: the property (as the
/// code sets it, or as its delegate answers it for a section), the section (`nil`: the layout's own,
/// for every section) and the value before and after. The viewer tweaks a spec of the code's layout
/// (the host's model of it); what differs from the code's is this list (`ProgramTweaks`), which goes
/// to the running program as overrides and back to the source with `w`.
///
/// Values are numbers in UIKit's order: insets `[top, left, bottom, right]` (directional ones `[top,
/// leading, bottom, trailing]`), sizes `[width, height]`, spacings `[value]`.
public struct ProgramTweak: Hashable, Sendable {
    /// A UIKit property a tweak changes.
    public enum Property: String, Hashable, Sendable, CaseIterable {
        /// `UICollectionViewFlowLayout.sectionInset` (or `insetForSectionAt`).
        case sectionInset
        /// `minimumLineSpacing` (or `minimumLineSpacingForSectionAt`).
        case minimumLineSpacing
        /// `minimumInteritemSpacing` (or `minimumInteritemSpacingForSectionAt`).
        case minimumInteritemSpacing
        /// `itemSize`.
        case itemSize
        /// `headerReferenceSize` (or `referenceSizeForHeaderInSection`).
        case headerReferenceSize
        /// `footerReferenceSize` (or `referenceSizeForFooterInSection`).
        case footerReferenceSize
        /// The collection view's `contentInset`.
        case contentInset
        /// `NSCollectionLayoutSection.contentInsets`.
        case contentInsets
        /// `NSCollectionLayoutSection.interGroupSpacing`.
        case interGroupSpacing
        /// A background decoration item's `contentInsets`.
        case decorationContentInsets

        /// The flow delegate method that answers it per section, if any.
        public var delegateMethod: String? {
            switch self {
            case .sectionInset: return "insetForSectionAt"
            case .minimumLineSpacing: return "minimumLineSpacingForSectionAt"
            case .minimumInteritemSpacing: return "minimumInteritemSpacingForSectionAt"
            case .itemSize: return "sizeForItemAt"
            case .headerReferenceSize: return "referenceSizeForHeaderInSection"
            case .footerReferenceSize: return "referenceSizeForFooterInSection"
            case .contentInset, .contentInsets, .interGroupSpacing, .decorationContentInsets: return nil
            }
        }
    }

    public var property: Property
    /// The section (`nil`: the layout's own value).
    public var section: Int?
    /// The code's value.
    public var old: [Double]
    /// The value shown.
    public var new: [Double]

    public init(property: Property, section: Int?, old: [Double], new: [Double]) {
        self.property = property
        self.section = section
        self.old = old
        self.new = new
    }
}

extension EdgeInsets {
    /// `[top, left, bottom, right]`.
    var tweakValues: [Double] { [top, left, bottom, right] }
    init(tweakValues values: [Double]) {
        self.init(top: values[0], left: values[1], bottom: values[2], right: values[3])
    }
}

extension DirectionalEdgeInsets {
    /// `[top, leading, bottom, trailing]`.
    var tweakValues: [Double] { [top, leading, bottom, trailing] }
    init(tweakValues values: [Double]) {
        self.init(top: values[0], leading: values[1], bottom: values[2], trailing: values[3])
    }
}

extension Size {
    /// `[width, height]`.
    var tweakValues: [Double] { [width, height] }
    init(tweakValues values: [Double]) {
        self.init(width: values[0], height: values[1])
    }
}
