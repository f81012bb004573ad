import UIKit

// The views the app's nibs hold, with their outlets as the tool rewrites them (a stored view, as a nib
// would have filled it).
class PhotoCell: UICollectionViewCell {
    var photoView: UIImageView! = UIImageView()
}

class GroupHeader: UICollectionReusableView {
    var titleLabel: UILabel! = UILabel()
}

class GroupFooter: UICollectionReusableView {
}
