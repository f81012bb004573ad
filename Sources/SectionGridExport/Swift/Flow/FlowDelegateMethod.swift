/// A `UICollectionViewDelegateFlowLayout` method the delegate helper answers from the spec.
enum FlowDelegateMethod: CaseIterable {
    case sizeForItem, inset, lineSpacing, interitemSpacing, headerSize, footerSize

    /// The method's last parameter and its return type: `sizeForItemAt indexPath: IndexPath) -> CGSize`.
    var signatureTail: String {
        switch self {
        case .sizeForItem: return "sizeForItemAt indexPath: IndexPath) -> CGSize"
        case .inset: return "insetForSectionAt section: Int) -> UIEdgeInsets"
        case .lineSpacing: return "minimumLineSpacingForSectionAt section: Int) -> CGFloat"
        case .interitemSpacing: return "minimumInteritemSpacingForSectionAt section: Int) -> CGFloat"
        case .headerSize: return "referenceSizeForHeaderInSection section: Int) -> CGSize"
        case .footerSize: return "referenceSizeForFooterInSection section: Int) -> CGSize"
        }
    }

    /// The call forwarding to another implementation: `sizeForItemAt: indexPath)`.
    var argumentTail: String {
        switch self {
        case .sizeForItem: return "sizeForItemAt: indexPath)"
        case .inset: return "insetForSectionAt: section)"
        case .lineSpacing: return "minimumLineSpacingForSectionAt: section)"
        case .interitemSpacing: return "minimumInteritemSpacingForSectionAt: section)"
        case .headerSize: return "referenceSizeForHeaderInSection: section)"
        case .footerSize: return "referenceSizeForFooterInSection: section)"
        }
    }

    /// The `Spec` lookup answering it: `itemSize(at: indexPath)`.
    var lookup: String {
        switch self {
        case .sizeForItem: return "itemSize(at: indexPath)"
        case .inset: return "sectionInset(forSection: section)"
        case .lineSpacing: return "minimumLineSpacing(forSection: section)"
        case .interitemSpacing: return "minimumInteritemSpacing(forSection: section)"
        case .headerSize: return "headerReferenceSize(forSection: section)"
        case .footerSize: return "footerReferenceSize(forSection: section)"
        }
    }

    /// The declaration heads of `delegate` methods (`func collectionView(_ collectionView: …`).
    var declaration: String {
        "func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,\n"
            + "                    " + signatureTail
    }
}
