import SectionLayout
import SectionSpec

/// One fuzz input, every check: the bytes read as a spec file (refused with a one-line message, or
/// laid out and drawn), then the bytes used as choices for a generated spec of either engine, laid out,
/// queried, snapped, drawn and driven through the viewer.
public enum FuzzHarness {
    public static func run(_ bytes: [UInt8]) throws(FuzzFailure) {
        try checkText(bytes)
        var generator = SpecGenerator(FuzzBytes(bytes))
        let text = JSONWriter().write(generator.spec())
        let spec: LayoutSpec
        do {
            spec = try SpecFile.decode(Array(text.utf8), fileName: "generated.json")
        } catch {
            throw FuzzFailure("a generated spec was refused: \(error)\n\(text)")
        }
        var input = generator.input
        try check(spec, text: Array(text.utf8), input: &input)
    }

    /// The bytes as the text of a spec file.
    public static func checkText(_ bytes: [UInt8]) throws(FuzzFailure) {
        let spec: LayoutSpec
        do {
            spec = try SpecFile.decode(bytes, fileName: "fuzz.json")
        } catch {
            let message = error.description
            guard !message.isEmpty, !message.contains("\n"), !message.contains("\r") else {
                throw FuzzFailure("the error is not one line: \(message.debugDescription)")
            }
            return
        }
        var input = FuzzBytes(bytes.reversed())
        try check(spec, text: bytes, input: &input)
    }

    /// A decoded spec (read from `text`): written back it reads the same, and its layout keeps every
    /// invariant.
    public static func check(_ spec: LayoutSpec, text: [UInt8], input: inout FuzzBytes) throws(FuzzFailure) {
        do {
            let reread = try SpecFile.decode(Array(spec.jsonText.utf8), fileName: "written.json")
            guard reread == spec else { throw SpecLoadError.file(path: "written.json", problem: "reads back differently") }
        } catch {
            throw FuzzFailure("the spec does not read back as itself (\(error)):\n\(spec.jsonText)")
        }
        let layout = spec.layout()
        try LayoutChecks.check(layout, spec: spec, input: &input)
        try RenderChecks.render(layout, spec: spec, input: &input)
        try RenderChecks.viewer(spec, text: text, input: &input)
    }
}
