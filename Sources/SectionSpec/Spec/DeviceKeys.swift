import SectionLayout

/// The top-level keys that describe the device around a layout — `device`, `viewport`,
/// `safeAreaInsets`, `layoutMargins`, `screenScale` — read in any order, then resolved: a key the spec
/// gives overrides the device's value, whatever comes first in the file.
struct DeviceKeys {
    /// The keys, in the order a spec is written.
    static let keys = ["device", "safeAreaInsets", "layoutMargins", "screenScale"]

    var device: Device?
    var viewport: Size?
    var safeAreaInsets: EdgeInsets?
    var layoutMargins: EdgeInsets?
    var screenScale: Double?

    /// Reads `key` when it is one of these (`viewport` too); `false` for any other key.
    mutating func decode(_ key: String, _ value: JSONValue, at path: JSONPath) throws(SpecError) -> Bool {
        switch key {
        case "device": device = try DeviceKeys.device(value, at: path)
        case "viewport": viewport = try SpecDecoding.viewport(value, at: path)
        case "safeAreaInsets": safeAreaInsets = try DeviceKeys.lengthInsets(value, at: path)
        case "layoutMargins": layoutMargins = try DeviceKeys.lengthInsets(value, at: path)
        case "screenScale": screenScale = try DeviceKeys.scale(value, at: path)
        default: return false
        }
        return true
    }

    /// Sets `spec`'s values: each key given, else the device's, else the default.
    func resolve(into spec: inout LayoutSpec) {
        spec.device = device
        spec.viewport = viewport ?? device?.bounds ?? LayoutSpec.defaultViewport
        spec.safeAreaInsets = safeAreaInsets ?? device?.safeAreaInsets ?? .zero
        spec.layoutMargins = layoutMargins ?? device?.layoutMargins ?? .zero
        spec.screenScale = screenScale ?? device?.screenScale
    }

    /// A preset's name (`DeviceCatalog`).
    static func device(_ value: JSONValue, at path: JSONPath) throws(SpecError) -> Device {
        let name = try SpecDecoding.string(value, at: path)
        guard let device = DeviceCatalog.device(named: name) else {
            throw SpecError(path: path, problem: DeviceCatalog.unknownDeviceProblem(name))
        }
        return device
    }

    /// `{top, left, bottom, right}`, each a finite number ≥ 0 (0 when missing): a safe area or margins.
    static func lengthInsets(_ value: JSONValue, at path: JSONPath) throws(SpecError) -> EdgeInsets {
        try SpecDecoding.insets(
            value, at: path,
            reading: { value, path throws(SpecError) in
                try SpecDecoding.length(value, at: path)
            })
    }

    /// `UIScreen.scale` of an iOS device: 1, 2 or 3.
    static func scale(_ value: JSONValue, at path: JSONPath) throws(SpecError) -> Double {
        guard case .number(let number, _) = value else { throw SpecDecoding.typeMismatch("a number", value, at: path) }
        guard [1, 2, 3].contains(number) else {
            throw SpecError(
                path: path, problem: "must be 1, 2 or 3, a screen's scale (UIScreen.scale; got \(SpecDecoding.display(number)))")
        }
        return number
    }
}

extension LayoutSpec {
    /// `device` (when there is one) and `viewport` (unless it is the device's bounds), as the encoder
    /// writes them after `scrollDirection`.
    var deviceMembers: [JSONMember] {
        var members: [JSONMember] = []
        if let device { members.append(JSONMember(key: "device", value: .string(device.name))) }
        if viewport != device?.bounds { members.append(JSONMember(key: "viewport", value: SpecEncoding.size(viewport))) }
        return members
    }

    /// `safeAreaInsets`, `layoutMargins` and `screenScale` where they differ from the device's (zero and
    /// no scale without one), as the encoder writes them after `contentInset`.
    var environmentMembers: [JSONMember] {
        var members: [JSONMember] = []
        if safeAreaInsets != (device?.safeAreaInsets ?? .zero) {
            members.append(JSONMember(key: "safeAreaInsets", value: SpecEncoding.insets(safeAreaInsets)))
        }
        if layoutMargins != (device?.layoutMargins ?? .zero) {
            members.append(JSONMember(key: "layoutMargins", value: SpecEncoding.insets(layoutMargins)))
        }
        if screenScale != device?.screenScale, let screenScale {
            members.append(JSONMember(key: "screenScale", value: .double(screenScale)))
        }
        return members
    }
}
