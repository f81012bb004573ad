#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension TextureCache {
    /// Loads every name that is not a built-in pattern as a file: a PPM image (`P3`/`P6`) or a text file
    /// to tile. Relative paths are taken from `directory` (the spec file's folder) when given. Files that
    /// cannot be used are left out and reported, one line each: `image "x.ppm": cannot read …`;
    /// renderers then draw those backgrounds in their colour.
    public static func loading<Names: Sequence<String>>(names: Names, relativeTo directory: String? = nil)
        -> (cache: TextureCache, warnings: [String]) {
        var cache = TextureCache()
        var warnings: [String] = []
        for name in names where FillPattern(named: name) == nil && cache.texture(named: name) == nil {
            let path = resolve(name, relativeTo: directory)
            do {
                cache.insert(try Texture.decode(try read(path), path: path), named: name)
            } catch {
                warnings.append("image \"\(name)\": \(error)")
            }
        }
        return (cache, warnings)
    }

    /// The file's bytes (at most 64 MiB).
    private static func read(_ path: String) throws(TextureError) -> [UInt8] {
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: path)), data.count <= 64 << 20 else {
            throw .unreadable(path: path)
        }
        return [UInt8](data)
    }

    /// `name` as a path: absolute as given, relative ones under `directory`.
    private static func resolve(_ name: String, relativeTo directory: String?) -> String {
        guard let directory, !directory.isEmpty, !name.hasPrefix("/") else { return name }
        return directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}
