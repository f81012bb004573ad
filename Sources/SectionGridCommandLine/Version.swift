/// The package's version, printed by `sectiongrid --version`.
public enum SectionGridVersion {
    /// Semantic version of this release.
    public static let current = "0.1.0"
}
