import SectionGridHostProtocol
internal import SectionLayout

/// The methods of the collection view's delegate.
/// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate — the optional methods'
/// defaults answer as UIKit does without them (see `OptionalRequirement.swift`). The host calls the
/// display ones as it shows each view (`willDisplay`); nothing is selected or highlighted.
@preconcurrency @MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:shouldhighlightitemat:) (default true)
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:shouldselectitemat:) (default true)
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:didselectitemat:)
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:diddeselectitemat:)
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:willdisplay:foritemat:)
    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:willdisplaysupplementaryview:forelementkind:at:)
    func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath)
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:didenddisplaying:foritemat:)
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        OptionalRequirement.notImplemented(true)
    }

    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        OptionalRequirement.notImplemented(true)
    }

    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        OptionalRequirement.notImplemented(())
    }

    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        OptionalRequirement.notImplemented(())
    }

    public func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        OptionalRequirement.notImplemented(())
    }

    public func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {
        OptionalRequirement.notImplemented(())
    }

    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {
        OptionalRequirement.notImplemented(())
    }

    /// The delegate's optional `collectionView(…)` methods — its own and, for a flow layout's delegate,
    /// `UICollectionViewDelegateFlowLayout`'s — as optionals: `delegate.collectionView?(…)`.
    public var collectionView: UICollectionViewDelegateMethods? { UICollectionViewDelegateMethods(delegate: self) }
}

/// A delegate's optional `collectionView(…)` methods, each answering `nil` when not implemented (the
/// flow layout ones also when the delegate is not a `UICollectionViewDelegateFlowLayout`).
@preconcurrency @MainActor
public struct UICollectionViewDelegateMethods {
    let delegate: any UICollectionViewDelegate

    private var flow: (any UICollectionViewDelegateFlowLayout)? { delegate as? any UICollectionViewDelegateFlowLayout }

    public func callAsFunction(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool? {
        OptionalRequirement.answer { delegate.collectionView(collectionView, shouldHighlightItemAt: indexPath) }
    }

    public func callAsFunction(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool? {
        OptionalRequirement.answer { delegate.collectionView(collectionView, shouldSelectItemAt: indexPath) }
    }

    public func callAsFunction(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) -> Void? {
        OptionalRequirement.answer { delegate.collectionView(collectionView, didSelectItemAt: indexPath) }
    }

    public func callAsFunction(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) -> Void? {
        OptionalRequirement.answer { delegate.collectionView(collectionView, didDeselectItemAt: indexPath) }
    }

    public func callAsFunction(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) -> Void? {
        OptionalRequirement.answer { delegate.collectionView(collectionView, willDisplay: cell, forItemAt: indexPath) }
    }

    public func callAsFunction(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) -> Void? {
        OptionalRequirement.answer {
            delegate.collectionView(
                collectionView, willDisplaySupplementaryView: view, forElementKind: elementKind, at: indexPath)
        }
    }

    public func callAsFunction(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) -> Void? {
        OptionalRequirement.answer { delegate.collectionView(collectionView, didEndDisplaying: cell, forItemAt: indexPath) }
    }

    public func callAsFunction(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize? {
        let answer = flow.flatMap { flow in
            OptionalRequirement.answer {
                flow.collectionView(collectionView, layout: collectionViewLayout, sizeForItemAt: indexPath)
            }
        }
        return FlowOverrides.delegateAnswer(answer, collectionViewLayout, section: indexPath.section, \.itemSize) {
            CGSize(width: $0.width, height: $0.height)
        }
    }

    public func callAsFunction(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets? {
        let answer = flow.flatMap { flow in
            OptionalRequirement.answer {
                flow.collectionView(collectionView, layout: collectionViewLayout, insetForSectionAt: section)
            }
        }
        return FlowOverrides.delegateAnswer(answer, collectionViewLayout, section: section, \.sectionInset) {
            UIEdgeInsets(top: $0.top, left: $0.left, bottom: $0.bottom, right: $0.right)
        }
    }

    public func callAsFunction(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat? {
        let answer = flow.flatMap { flow in
            OptionalRequirement.answer {
                flow.collectionView(collectionView, layout: collectionViewLayout, minimumLineSpacingForSectionAt: section)
            }
        }
        return FlowOverrides.delegateAnswer(answer, collectionViewLayout, section: section, \.minimumLineSpacing) { CGFloat($0) }
    }

    public func callAsFunction(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat? {
        let answer = flow.flatMap { flow in
            OptionalRequirement.answer {
                flow.collectionView(collectionView, layout: collectionViewLayout, minimumInteritemSpacingForSectionAt: section)
            }
        }
        return FlowOverrides.delegateAnswer(answer, collectionViewLayout, section: section, \.minimumInteritemSpacing) {
            CGFloat($0)
        }
    }

    public func callAsFunction(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize? {
        let answer = flow.flatMap { flow in
            OptionalRequirement.answer {
                flow.collectionView(collectionView, layout: collectionViewLayout, referenceSizeForHeaderInSection: section)
            }
        }
        return FlowOverrides.delegateAnswer(answer, collectionViewLayout, section: section, \.headerReferenceSize) {
            CGSize(width: $0.width, height: $0.height)
        }
    }

    public func callAsFunction(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize? {
        let answer = flow.flatMap { flow in
            OptionalRequirement.answer {
                flow.collectionView(collectionView, layout: collectionViewLayout, referenceSizeForFooterInSection: section)
            }
        }
        return FlowOverrides.delegateAnswer(answer, collectionViewLayout, section: section, \.footerReferenceSize) {
            CGSize(width: $0.width, height: $0.height)
        }
    }
}
