import Foundation
import Testing

@testable import SectionGridTestSupport

/// The tmux sessions the end-to-end tests start are theirs to clean up: the server ends and its socket
/// file (which a killed server leaves in tmux's socket folder) is removed.
@Suite("tmux sessions of the tests", TmuxSession.required)
struct TmuxSessionTests {
    @Test func closingEndsTheServerAndRemovesItsSocket() throws {
        let session = try TmuxSession(command: "sleep 600")
        let socket = try #require(session.socketPath)
        #expect(socket.hasSuffix("/" + session.socket))
        let server = ProcessProbe(pid: try session.serverPID())
        #expect(FileManager.default.fileExists(atPath: socket) && server.isRunning)
        session.close()
        #expect(server.waitForEnd() != nil, "the server ends")
        #expect(!FileManager.default.fileExists(atPath: socket), "the socket file is removed")
    }

    @Test func releasingClosesToo() throws {
        var session: TmuxSession? = try TmuxSession(command: "sleep 600")
        let socket = try #require(session?.socketPath)
        let server = ProcessProbe(pid: try #require(try session?.serverPID()))
        session = nil
        #expect(server.waitForEnd() != nil, "the server ends")
        #expect(!FileManager.default.fileExists(atPath: socket), "the socket file is removed")
    }
}

/// Under CI the end-to-end suites must run, not skip: tmux has to be there.
@Test func tmuxIsInstalledUnderContinuousIntegration() {
    #expect(TmuxSession.isAvailable || !isContinuousIntegration, "CI=true and tmux is missing: the end-to-end tests cannot run")
}
