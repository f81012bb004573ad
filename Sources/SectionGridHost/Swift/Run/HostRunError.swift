import Foundation
import SectionGridHostProtocol

/// Why a compiled layout gave no complete answer, said in one line: a trap (with Swift's message and
/// the user's file and line when it printed them), a crash, the time limit, an error the host
/// reported (an entry that shows no collection view), or output that is not the protocol.
public struct HostRunError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Reason: Hashable, Sendable {
        /// Ended by a signal; `message` is Swift's report of the trap, when it printed one.
        case signalled(Int32, message: String?)
        /// Exited with a status before answering.
        case exited(Int32, message: String?)
        /// Still running at the time limit (seconds), then killed.
        case timedOut(Double)
        /// The host's `error` message.
        case host(String)
        /// A line that is not a message, or a protocol the tool does not speak.
        case protocolBroken(String)
        /// The program could not be started.
        case notStarted(String)
    }

    /// What the program was doing.
    public enum Stage: String, Hashable, Sendable {
        case starting = "while starting"
        case layingOut = "while laying out"
        case readingViews = "while reading the views"
    }

    public var reason: Reason
    public var stage: Stage
    /// The entry being laid out.
    public var entry: String

    public var description: String {
        switch reason {
        case .signalled(let signal, let message?) where signal == SIGILL || signal == SIGTRAP:
            return "\(message) (\(entry) trapped \(stage.rawValue))"
        case .signalled(let signal, let message):
            let name = String(cString: strsignal(signal))
            return (message.map { $0 + " " } ?? "") + "(\(entry) crashed \(stage.rawValue): \(name), signal \(signal))"
        case .exited(let status, let message):
            return (message.map { $0 + " " } ?? "") + "(\(entry) exited with status \(status) \(stage.rawValue))"
        case .timedOut(let seconds):
            return
                "\(entry) did not answer within \(formatSeconds(seconds)) s \(stage.rawValue) and was stopped (--timeout SECONDS allows longer)"
        case .host(let message):
            return "\(entry): \(message)"
        case .protocolBroken(let detail):
            return "\(entry) does not speak SectionGrid's layout protocol: \(detail)"
        case .notStarted(let detail):
            return detail
        }
    }

    private func formatSeconds(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }
}
