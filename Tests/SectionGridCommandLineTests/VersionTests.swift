import Testing
import SectionGridCommandLine

@Test func versionIsSemantic() {
    #expect(SectionGridVersion.current.split(separator: ".").count == 3)
}
