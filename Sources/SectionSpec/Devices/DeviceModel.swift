import SectionLayout

/// One iPhone or iPad model of `DeviceCatalog`: its screen upright and its safe area both ways up; the
/// layout margins follow from them by the catalog's rule (`DeviceModel.margins`).
struct DeviceModel: Sendable {
    /// The family, which decides the margins.
    enum Family: Sendable {
        /// An iPhone with Face ID (a sensor housing or the Dynamic Island, and a home indicator).
        case faceIDPhone
        /// An iPhone with a home button.
        case homeButtonPhone
        /// An iPad.
        case pad
    }

    /// `iphone-16`.
    var name: String
    /// `iPhone 16`.
    var displayName: String
    var family: Family
    /// The screen upright, in points.
    var portrait: Size
    /// Pixels per point.
    var scale: Double
    /// The safe area upright.
    var portraitSafeArea: EdgeInsets
    /// The safe area on its side.
    var landscapeSafeArea: EdgeInsets

    /// The preset held `orientation` way up.
    func device(_ orientation: Device.Orientation) -> Device {
        let landscape = orientation == .landscape
        let safeArea = landscape ? landscapeSafeArea : portraitSafeArea
        let bounds = landscape ? Size(width: portrait.height, height: portrait.width) : portrait
        return Device(
            model: name, displayName: displayName, orientation: orientation, bounds: bounds,
            safeAreaInsets: safeArea, layoutMargins: margins(safeArea: safeArea, width: bounds.width, landscape: landscape),
            screenScale: scale)
    }

    /// A view controller's root view's layout margins: "the default value of this property reflects the
    /// system minimum margins and safe area insets" (Apple's documentation of `UIView.layoutMargins`) —
    /// the safe area, plus at the sides the system's minimum: 16 points on an iPhone up to 375 points
    /// wide, 20 on a wider one or an iPad, 16 beside a landscape iPhone's sensor housing (measured by
    /// engineering.monday.com, "How UILayoutGuide can help you manage UI complexity": 16 on an iPhone 8,
    /// 20 on an iPhone 12 in portrait, 64 = 48 + 16 on an iPhone 11 in landscape; 20 on an iPad Air 2,
    /// useyourloaf.com, "Readable Content Guides"). Top and bottom: the safe area alone (the system's
    /// minimum there is 0).
    func margins(safeArea: EdgeInsets, width: Double, landscape: Bool) -> EdgeInsets {
        let side: Double
        switch family {
        case .pad: side = 20
        case .homeButtonPhone: side = width <= 375 ? 16 : 20
        case .faceIDPhone: side = landscape ? 16 : (width <= 375 ? 16 : 20)
        }
        return EdgeInsets(top: safeArea.top, left: safeArea.left + side, bottom: safeArea.bottom, right: safeArea.right + side)
    }
}
