/// The compiler's errors as the user reads them: `FILE:LINE:COL: error: …` with the user's own paths
/// and line numbers (the rewrite keeps lines, so only the build folder's paths change back), each
/// followed by a note when it names UIKit API that SectionGrid's UIKit lacks (`UIKitHint`). Warnings,
/// notes and source excerpts are left out; errors in the code SectionGrid adds (the entry's function,
/// `main.swift`) say so.
public struct CompilerDiagnostics: Sendable {
    /// The lines, in the compiler's order.
    public let lines: [String]
    /// Whether an error is in the code SectionGrid adds rather than the user's.
    public let inGeneratedCode: Bool

    /// `output` of a compile of `program` in `folder` (files in `folder/src/`, main in `folder/gen/`).
    public init(output: String, program: ProgramSources, folder: String) {
        var lines: [String] = []
        var generated = false
        for rawLine in output.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(rawLine)
            guard let diagnostic = Diagnostic(line), diagnostic.severity == "error" else {
                if line.hasPrefix("error: ") || line.contains(": error: ") && !line.hasPrefix("/") {
                    lines.append(line.hasPrefix("error: ") ? line : "error: " + line)
                } else if line.contains("undefined reference to") {
                    lines.append("error: " + line.trimmingSpaces)
                }
                continue
            }
            if let file = program.files.first(where: { folder + "/src/" + $0.compiledName == diagnostic.path }) {
                if diagnostic.line > file.userLines {
                    generated = true
                    lines.append(
                        "error: \(file.userPath): the entry SectionGrid adds after its last line does not compile: \(diagnostic.message)"
                    )
                } else {
                    lines.append("\(file.userPath):\(diagnostic.line):\(diagnostic.column): error: \(diagnostic.message)")
                    if let hint = UIKitHint.note(for: diagnostic.message) {
                        lines.append("\(file.userPath):\(diagnostic.line):\(diagnostic.column): note: \(hint)")
                    }
                }
            } else if diagnostic.path == folder + "/gen/" + ProgramSources.mainName {
                generated = true
                lines.append("error: SectionGrid's main.swift for the files does not compile: \(diagnostic.message)")
            } else {
                lines.append(line)
            }
        }
        self.lines = lines.isEmpty ? ["error: the compiler failed without an error message:" + output.suffix(2_000)] : lines
        inGeneratedCode = generated
    }

    /// One `PATH:LINE:COL: SEVERITY: MESSAGE` line.
    struct Diagnostic {
        var path: String
        var line: Int
        var column: Int
        var severity: String
        var message: String

        init?(_ text: String) {
            for severity in ["error", "warning", "note", "remark"] {
                guard let marker = text.range(of: ": \(severity): ") else { continue }
                let location = text[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
                guard location.count >= 3, let line = Int(location[location.count - 2]),
                    let column = Int(location[location.count - 1])
                else { return nil }
                path = location.dropLast(2).joined(separator: ":")
                self.line = line
                self.column = column
                self.severity = severity
                message = String(text[marker.upperBound...])
                return
            }
            return nil
        }
    }
}

extension String {
    /// Without spaces and tabs at either end.
    var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
