import UIKit

SectionGridLayoutHost.main(.layout { makeShelfLayout() })
