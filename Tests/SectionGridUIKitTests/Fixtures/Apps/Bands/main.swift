import UIKit

SectionGridLayoutHost.main(.storyboard(BandsViewController.self, layout: BandLayout.self))
