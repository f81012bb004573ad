import SectionGridCommandLine
import Testing

@Test func versionIsSemantic() {
    #expect(SectionGridVersion.current.split(separator: ".").count == 3)
}
