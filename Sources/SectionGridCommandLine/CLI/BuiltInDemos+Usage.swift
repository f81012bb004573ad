import SectionSpec

extension BuiltInDemos {
    /// The usage error for an unknown demo name, listing the known ones.
    static func unknown(_ name: String) -> UsageError {
        var message = "unknown demo \(JSONWriter.quoted(name))"
        if let nearest = NearestName.suggestion(for: name, among: names) {
            message += ", did you mean \(JSONWriter.quoted(nearest))?"
        }
        return UsageError(message + " (demos: \(names.joined(separator: ", ")))")
    }
}
