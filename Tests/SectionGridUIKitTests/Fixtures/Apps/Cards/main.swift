import UIKit

SectionGridLayoutHost.main(.viewController { CardsViewController() })
