import Foundation

/// What a value slot of each kind refuses and accepts, and the exact line a refusal prints (the spec
/// tests decode them, the command line's run them through `frames` and `snapshot`).
enum SpecValueChecks {
    /// The values that must be refused in a slot of `kind`, each with its problem; a problem starting
    /// with `.` belongs to a member of the value (its path is appended).
    static func refused(_ kind: SpecValueSlot.Kind) -> [(value: String, problem: String)] {
        let typed: [(String, String)] = [
            ("null", "null"), ("\"1\"", "string"), ("true", "boolean"), ("[]", "array"), ("{}", "object"),
        ]
        func wrongTypes(_ expected: String, except: String) -> [(String, String)] {
            typed.filter { $0.1 != except }.map { ($0.0, "expected \(expected), got \($0.1)") }
        }
        switch kind {
        case .length:
            return wrongTypes("a number", except: "number") + [
                ("-1", "must be a finite number ≥ 0 (got -1)"), ("-1e400", "must be a finite number ≥ 0 (got -infinity)"),
                ("1e400", "must be a finite number ≥ 0 (got infinity)"), ("1e300", "must be at most 10000000 (got 1e+300)"),
                ("10000000.5", "must be at most 10000000 (got 10000000.5)"),
            ]
        case .extent:
            return wrongTypes("a number", except: "number") + [
                ("0", "must be a finite number ≥ 1 (got 0)"), ("0.5", "must be a finite number ≥ 1 (got 0.5)"),
                ("-1", "must be a finite number ≥ 1 (got -1)"), ("1e400", "must be a finite number ≥ 1 (got infinity)"),
                ("1e300", "must be at most 10000000 (got 1e+300)"),
            ]
        case .number:
            return wrongTypes("a number", except: "number") + [
                ("1e400", "must be a finite number (got infinity)"), ("-1e999", "must be a finite number (got -infinity)"),
                ("1e8", "must be from -10000000 to 10000000 (got 100000000)"),
                ("-1e300", "must be from -10000000 to 10000000 (got -1e+300)"),
            ]
        case .count:
            return wrongTypes("a number", except: "number") + [
                ("-1", "must be a whole number ≥ 0 (got -1)"), ("2.5", "must be a whole number ≥ 0 (got 2.5)"),
                ("1e400", "must be a whole number ≥ 0 (got infinity)"), ("1e300", "must be a whole number ≥ 0 (got 1e+300)"),
            ]
        case .slotCount:
            return wrongTypes("a number", except: "number")
                + ["0", "-3", "1.5", "100001", "1e400"].map { value in
                    let shown = value == "1e400" ? "infinity" : value
                    return (value, "must be a whole number from 1 to 100000 (got \(shown))")
                }
        case .fraction:
            return wrongTypes("a number", except: "number") + [
                ("1.5", "must be a number from 0 to 1 (got 1.5)"), ("-0.1", "must be a number from 0 to 1 (got -0.1)"),
                ("1e400", "must be a number from 0 to 1 (got infinity)"),
            ]
        case .object: return wrongTypes("an object", except: "object") + [("7", "expected an object, got number")]
        case .array: return wrongTypes("an array", except: "array") + [("7", "expected an array, got number")]
        case .bool: return wrongTypes("true or false", except: "boolean") + [("1", "expected true or false, got number")]
        case .string: return wrongTypes("a string", except: "string") + [("7", "expected a string, got number")]
        case .color:
            return wrongTypes("a string", except: "string") + [
                ("7", "expected a string, got number"),
                (
                    "\"#12\"",
                    ##"must be "#RRGGBB", "#RGB", "#RRGGBBAA" or a UIKit colour name such as "systemBlue" (got "#12")"##
                ),
            ]
        case .choice(let names):
            return wrongTypes("a string", except: "string") + [
                ("\"zzz\"", "must be one of \(names) (got \"zzz\")"),
                ("\"\"", "must be one of \(names) (got \"\")"),
            ]
        case .dimension:
            let shape = #"{"fractionalWidth": f}, {"fractionalHeight": f}, {"absolute": p} or {"estimated": p}"#
            return [
                ("10", "expected an object: \(shape), got number"), ("null", "expected an object: \(shape), got null"),
                ("{}", #"missing the dimension: give one of "fractionalWidth", "fractionalHeight", "absolute" or "estimated""#),
                (#"{"absolute": 1e300}"#, ".absolute: must be at most 10000000 (got 1e+300)"),
                (#"{"fractionalWidth": 2e7}"#, ".fractionalWidth: must be at most 10000000 (got 20000000)"),
                (#"{"estimated": -1}"#, ".estimated: must be a finite number ≥ 0 (got -1)"),
                (#"{"absolute": 1, "absolute": 2}"#, ""),
            ]
        case .integer:
            return wrongTypes("a number", except: "number")
                + ["1.5", "1e8", "-1e300", "1e400"].map { value in
                    let shown = ["1e8": "100000000", "-1e300": "-1e+300", "1e400": "infinity"][value] ?? value
                    return (value, "must be a whole number from -10000000 to 10000000 (got \(shown))")
                }
        case .spacing:
            return [
                ("10", #"expected an object: {"fixed": p} or {"flexible": p}, got number"#),
                ("{}", #"missing the spacing: give one of "fixed" or "flexible""#),
                (#"{"flexible": 1e300}"#, ".flexible: must be from -10000000 to 10000000 (got 1e+300)"),
                (#"{"fixed": 1e999}"#, ".fixed: must be a finite number (got infinity)"),
            ]
        }
    }

    /// The values at the edge of what a slot of `kind` accepts.
    static func accepted(_ kind: SpecValueSlot.Kind) -> [String] {
        switch kind {
        case .length: return ["0", "10000000", "1e-300"]
        case .extent: return ["1", "10000000", "1.5"]
        case .number: return ["-10000000", "10000000", "-0"]
        case .count: return ["0", "20000000"]
        case .slotCount: return ["1", "100000"]
        case .fraction: return ["0", "1"]
        case .integer: return ["-10000000", "10000000", "0"]
        default: return []
        }
    }

    /// The exact line for `problem` at `slot`, with `file` naming the document.
    static func line(_ slot: SpecValueSlot, _ value: String, _ problem: String, file: String) -> String {
        if problem.isEmpty { // a duplicate key: a JSON error, found by the reader
            let spec = slot.spec(value)
            let offset = spec.range(of: #""absolute": 2"#).map { spec.distance(from: spec.startIndex, to: $0.lowerBound) } ?? 0
            return "error: \(file):1:\(offset + 1): duplicate key \"absolute\" in \(slot.path)"
        }
        return problem.hasPrefix(".") ? "error: \(file): \(slot.path)\(problem)" : "error: \(file): \(slot.path): \(problem)"
    }
}
