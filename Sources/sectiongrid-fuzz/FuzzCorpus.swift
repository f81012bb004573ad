import Foundation
import SectionGridTestSupport
import SectionSpec
import SeededRandom

/// The seeded driver's inputs, and the seed corpus for libFuzzer.
enum FuzzCorpus {
    /// The input made from `seed`: random bytes (read as JSON, then as the choices of a generated spec),
    /// or, for every third seed, the text of a generated spec with a few bytes broken (`textOnly`).
    static func input(seed: UInt64, maximumLength: Int) -> (bytes: [UInt8], textOnly: Bool) {
        var rng = SplitMix64(seed: seed)
        let length = Int.random(in: 0...max(0, maximumLength), using: &rng)
        let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &rng) }
        guard seed % 3 == 2 else { return (bytes, false) }
        var generator = SpecGenerator(FuzzBytes(bytes))
        return (mutated(Array(JSONWriter().write(generator.spec()).utf8), using: &rng), true)
    }

    /// `text` with one to six edits: a byte replaced by JSON punctuation or anything, a range deleted
    /// or repeated, or a hostile value inserted.
    static func mutated(_ text: [UInt8], using rng: inout SplitMix64) -> [UInt8] {
        var text = text
        let pieces = [
            "{", "}", "[", "]", ",", ":", "\"", "-", ".", "0", "e", " ", "1e400", "-1", "1e300", "null", "true",
            "\"x\"", "{}", "[]", "\\u0000", "\u{85}", "9999999999",
        ]
        for _ in 0..<Int.random(in: 1...6, using: &rng) where !text.isEmpty {
            let at = Int.random(in: 0..<text.count, using: &rng)
            switch Int.random(in: 0...4, using: &rng) {
            case 0: text[at] = UInt8.random(in: 0...255, using: &rng)
            case 1:
                let end = min(text.count, at + Int.random(in: 1...40, using: &rng))
                text.removeSubrange(at..<end)
            case 2:
                let end = min(text.count, at + Int.random(in: 1...40, using: &rng))
                text.insert(contentsOf: text[at..<end], at: at)
            default:
                text.insert(contentsOf: Array((pieces.randomElement(using: &rng) ?? "").utf8), at: at)
            }
        }
        return text
    }

    /// Writes the built-in demos' specs and `generated` generated specs to `folder`.
    static func write(to folder: String, generated: Int) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for name in BuiltInDemos.names {
            guard let spec = BuiltInDemos.spec(named: name) else { continue }
            try Data(spec.jsonText.utf8).write(to: URL(fileURLWithPath: folder + "/demo-\(name).json"))
        }
        for seed in 0..<UInt64(max(0, min(generated, 200))) {
            var rng = SplitMix64(seed: seed)
            let bytes = (0..<512).map { _ in UInt8.random(in: 0...255, using: &rng) }
            var generator = SpecGenerator(FuzzBytes(bytes))
            try Data(JSONWriter().write(generator.spec()).utf8).write(
                to: URL(fileURLWithPath: folder + "/generated-\(seed).json"))
        }
    }
}
