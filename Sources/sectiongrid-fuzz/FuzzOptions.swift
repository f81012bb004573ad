/// The seeded driver's command line.
struct FuzzOptions {
    var iterations = 1_000
    var seed: UInt64 = 1
    var maximumLength = 2_048
    var artifacts = "."
    var corpusFolder: String?
    var progress = false
    var printSpecs = false
    var files: [String] = []

    struct UsageError: Error, CustomStringConvertible {
        var description: String
    }

    init(_ arguments: [String]) throws {
        var rest = arguments[...]
        func value(_ option: String) throws -> String {
            guard let value = rest.popFirst() else { throw UsageError(description: "\(option) needs a value") }
            return value
        }
        func number<T: FixedWidthInteger>(_ option: String) throws -> T {
            let text = try value(option)
            guard let number = T(text), number >= 0 else {
                throw UsageError(description: "\(option): not a whole number: \(text)")
            }
            return number
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--iterations": iterations = try number(argument)
            case "--seed": seed = try number(argument)
            case "--max-length": maximumLength = try number(argument)
            case "--artifacts": artifacts = try value(argument)
            case "--write-corpus": corpusFolder = try value(argument)
            case "--progress": progress = true
            case "--print-spec": printSpecs = true
            case "--help", "-h":
                throw UsageError(
                    description: "usage: sectiongrid-fuzz [--iterations N] [--seed S] [--max-length BYTES] "
                        + "[--artifacts DIR] [--progress] | --write-corpus DIR | [--print-spec] FILE...")
            default:
                guard !argument.hasPrefix("-") else { throw UsageError(description: "unknown option \(argument)") }
                files.append(argument)
            }
        }
    }
}
