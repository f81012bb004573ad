import Foundation

/// Reading spec files (the viewer writes them back through `SpecSaver`).
public enum SpecFile {
    /// Reads, parses and decodes the spec file at `path`.
    public static func load(path: String) throws(SpecLoadError) -> LayoutSpec {
        try decode(try read(path: path), fileName: path)
    }

    /// Parses and decodes spec text; `fileName` names the document in messages.
    public static func decode(_ bytes: [UInt8], fileName: String) throws(SpecLoadError) -> LayoutSpec {
        let json: JSONValue
        do {
            json = try JSONParser().parse(bytes)
        } catch {
            throw .syntax(file: fileName, error)
        }
        do {
            return try LayoutSpec(json: json)
        } catch {
            throw .spec(file: fileName, error)
        }
    }

    /// The bytes of the file at `path`, refusing directories and files over
    /// `SpecLimits.maximumFileSize`.
    public static func read(path: String) throws(SpecLoadError) -> [UInt8] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .file(path: path, problem: "no such file")
        }
        guard !isDirectory.boolValue else { throw .file(path: path, problem: "is a directory, not a spec file") }
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw .file(path: path, problem: "cannot be read (permission denied)")
        }
        let tooLarge =
            "is larger than the maximum of \(SpecLimits.maximumFileSize) bytes (\(SpecLimits.maximumFileSize >> 20) MiB)"
        // A regular file's size is known before reading; anything else (a pipe) is read up to the limit.
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber,
            size.int64Value > Int64(SpecLimits.maximumFileSize)
        {
            throw .file(path: path, problem: tooLarge)
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw .file(path: path, problem: "cannot be opened")
        }
        defer { try? handle.close() }
        do {
            let data = try handle.read(upToCount: SpecLimits.maximumFileSize + 1) ?? Data()
            guard data.count <= SpecLimits.maximumFileSize else {
                throw SpecLoadError.file(path: path, problem: tooLarge)
            }
            return [UInt8](data)
        } catch let error as SpecLoadError {
            throw error
        } catch {
            throw .file(path: path, problem: "cannot be read (\(error.localizedDescription))")
        }
    }
}
