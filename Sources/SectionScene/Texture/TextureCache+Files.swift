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
        -> (cache: TextureCache, warnings: [String])
    {
        var cache = TextureCache()
        var warnings: [String] = []
        for name in names where FillPattern(named: name) == nil && cache.texture(named: name) == nil {
            do {
                cache.insert(try loadFile(named: name, relativeTo: directory), named: name)
            } catch {
                warnings.append("image \"\(name)\": \(error)")
            }
        }
        return (cache, warnings)
    }

    /// The texture in the file `name` (not a built-in pattern's name) names, read again: relative to
    /// `directory` when given; throws when the file cannot be read (or is over 64 MiB) or decoded.
    public static func loadFile(named name: String, relativeTo directory: String? = nil) throws(TextureError) -> Texture {
        let path = filePath(of: name, relativeTo: directory)
        return try Texture.decode(try read(path), path: path)
    }

    /// The file a background's `image` names: absolute as given, relative ones under `directory`.
    public static func filePath(of name: String, relativeTo directory: String?) -> String {
        resolve(name, relativeTo: directory)
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
