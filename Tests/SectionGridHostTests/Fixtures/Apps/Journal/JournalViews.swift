import UIKit

// The nibs' views (EntryCell.xib, DayHeader.xib) as their classes: a label outlet each.

class EntryCell: UICollectionViewCell {
    @IBOutlet weak var title: UILabel!

    override func awakeFromNib() {
        super.awakeFromNib()
        contentView.backgroundColor = .white
        contentView.layer.cornerRadius = 4
    }
}

class DayHeader: UICollectionReusableView {
    @IBOutlet private(set) weak var dayLabel: UILabel!
}
