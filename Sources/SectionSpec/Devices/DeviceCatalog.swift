import SectionLayout

/// The device presets: current iPhones and iPads, each upright and on its side (`iphone-16`,
/// `iphone-16-landscape`).
///
/// Where the numbers come from:
/// - **Bounds and scale**: Apple's Human Interface Guidelines, "Layout", the table of iOS and iPadOS
///   device screen dimensions (points and scale factor), and Apple's tech specs of each model (its
///   resolution in pixels divided by the scale: the iPhone 17 Pro's 2622 × 1206 at 3x is 402 × 874 points).
/// - **Safe areas**: Apple publishes none (the HIG shows them only in pictures). These are the values
///   UIKit reports for a full-screen view with the status bar shown, as recorded from Xcode's Simulator
///   by others: 44/34 (landscape 44, bottom 21) on the first Face ID iPhones (useyourloaf.com,
///   "Supporting iPhone X"; qiita.com/usagimaru, "iPhone Xのセーフエリア"), 47 on the 6.1-inch notched
///   iPhones, 59/34 (landscape 59, bottom 21) with the Dynamic Island (csl.cool, "iOS Layout
///   Adaptation", printing `UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)` and
///   `(top: 0, left: 59, bottom: 21, right: 59)`), 62/34 on the iPhone 16 Pro and Pro Max (the device
///   tables of the pub.dev packages flutterware and device_preview; they disagree on the landscape
///   bottom, 20 or 21: 21 is used, as on every other Face ID iPhone), 20/0 on the iPhone SE in
///   portrait and nothing in landscape (the status bar is hidden there), 24/20 both ways up on iPads
///   with a home indicator (pub.dev app_deploy_screenshots, iPad 13-inch). The iPhone 17 family's safe
///   areas are **assumed** to be the iPhone 16 Pro's (the same 6.3- and 6.9-inch displays and Dynamic
///   Island), not measured.
/// - **Layout margins**: the safe area plus the system's minimum margins (`DeviceModel.margins`).
/// - Not here: the iPhone Air, whose safe area no source gives.
public enum DeviceCatalog {
    /// Every model, in the order `--list-devices` lists them.
    static let models: [DeviceModel] = [
        phone(
            "iphone-se", "iPhone SE (3rd generation)", 375, 667, scale: 2, family: .homeButtonPhone,
            portrait: EdgeInsets(top: 20), landscape: .zero),
        phone("iphone-16e", "iPhone 16e", 390, 844, notch: 47),
        phone("iphone-16", "iPhone 16", 393, 852, notch: 59),
        phone("iphone-16-plus", "iPhone 16 Plus", 430, 932, notch: 59),
        phone("iphone-16-pro", "iPhone 16 Pro", 402, 874, notch: 62),
        phone("iphone-16-pro-max", "iPhone 16 Pro Max", 440, 956, notch: 62),
        phone("iphone-17", "iPhone 17", 402, 874, notch: 62),
        phone("iphone-17-pro", "iPhone 17 Pro", 402, 874, notch: 62),
        phone("iphone-17-pro-max", "iPhone 17 Pro Max", 440, 956, notch: 62),
        pad("ipad-mini", "iPad mini (A17 Pro)", 744, 1133),
        pad("ipad", "iPad (A16)", 820, 1180),
        pad("ipad-air-11", "iPad Air 11-inch (M3)", 820, 1180),
        pad("ipad-air-13", "iPad Air 13-inch (M3)", 1024, 1366),
        pad("ipad-pro-11", "iPad Pro 11-inch (M5)", 834, 1210),
        pad("ipad-pro-13", "iPad Pro 13-inch (M5)", 1032, 1376),
    ]

    /// Every preset: each model upright, then on its side.
    public static let devices: [Device] = models.flatMap { [$0.device(.portrait), $0.device(.landscape)] }

    /// Every preset's name, in listing order.
    public static let names: [String] = devices.map(\.name)

    /// A Face ID iPhone at 3x: `notch` points of safe area at the top upright (34 at the bottom), at both
    /// sides on its side (21 at the bottom).
    private static func phone(
        _ name: String, _ displayName: String, _ width: Double, _ height: Double,
        notch: Double
    ) -> DeviceModel {
        phone(
            name, displayName, width, height, scale: 3, family: .faceIDPhone,
            portrait: EdgeInsets(top: notch, bottom: 34), landscape: EdgeInsets(left: notch, bottom: 21, right: notch))
    }

    private static func phone(
        _ name: String, _ displayName: String, _ width: Double, _ height: Double, scale: Double,
        family: DeviceModel.Family, portrait: EdgeInsets, landscape: EdgeInsets
    ) -> DeviceModel {
        DeviceModel(
            name: name, displayName: displayName, family: family, portrait: Size(width: width, height: height),
            scale: scale, portraitSafeArea: portrait, landscapeSafeArea: landscape)
    }

    /// An iPad at 2x with a home indicator: 24 at the top and 20 at the bottom both ways up.
    private static func pad(_ name: String, _ displayName: String, _ width: Double, _ height: Double) -> DeviceModel {
        let safeArea = EdgeInsets(top: 24, bottom: 20)
        return DeviceModel(
            name: name, displayName: displayName, family: .pad, portrait: Size(width: width, height: height),
            scale: 2, portraitSafeArea: safeArea, landscapeSafeArea: safeArea)
    }
}
