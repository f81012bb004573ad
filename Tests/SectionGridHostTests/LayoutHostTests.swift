import Foundation
import SectionGridHostProtocol
import SectionLayout
import Testing

@testable import SectionGridHost

/// The viewer's layout host with real programs (issue 28 §2, §4): one program answers request after
/// request (the viewport and overrides change its frames, not its process), the model only when asked,
/// a time-out or a trap ends it with its reason and the next request starts it again, `close()` leaves
/// no process, and an idle host does not wake.
@Suite("a compiled program kept running as a layout host", SwiftApp.required)
struct LayoutHostTests {
    /// A host for app `name`'s program (compiled into this run's cache, or taken from it).
    static func host(_ name: String, timeout: Double = SwiftFilesOptions.defaultTimeout) throws -> LayoutHost {
        var options = SwiftFilesOptions(paths: SwiftApp.files(name))
        options.timeout = timeout
        return LayoutHost(program: try SwiftProgram(options, environment: SwiftApp.environment))
    }

    /// Sends `request` and waits (sleeping on the host's descriptors) for what it brings, up to `limit`.
    static func answer(_ host: LayoutHost, _ request: HostRequest, limit: Duration = .seconds(60)) -> LayoutHost.Event? {
        if let failure = host.send(request) { return .failed(failure) }
        let clock = ContinuousClock()
        let start = clock.now
        while clock.now - start < limit {
            if let event = host.read() { return event }
            var descriptors = host.descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            _ = poll(&descriptors, nfds_t(descriptors.count), 20)
        }
        return nil
    }

    /// The answer's layout, or a recorded issue.
    static func layout(_ event: LayoutHost.Event?, sourceLocation: SourceLocation = #_sourceLocation) -> HostLayout? {
        guard case .answered(let layout, _) = event else {
            Issue.record("no answer: \(String(describing: event))", sourceLocation: sourceLocation)
            return nil
        }
        return layout
    }

    /// The answer's failure, or a recorded issue.
    static func failure(_ event: LayoutHost.Event?, sourceLocation: SourceLocation = #_sourceLocation) -> HostRunError? {
        guard case .failed(let error) = event else {
            Issue.record("no failure: \(String(describing: event))", sourceLocation: sourceLocation)
            return nil
        }
        return error
    }

    /// The elements without their looks.
    static func frames(_ layout: HostLayout?) -> [HostElement] {
        (layout?.elements ?? []).map {
            var element = $0
            element.view = nil
            return element
        }
    }

    static func request(_ id: Int, width: Double, height: Double = 480) -> HostRequest {
        HostRequest(id: id, viewport: Size(width: width, height: height))
    }

    /// Whether process `pid` (or any of its group) still exists (a zombie does not count).
    static func isAlive(_ pid: Int32) -> Bool {
        if kill(-pid, 0) == 0 { return true }
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return false }
        return !stat.contains(") Z ")
    }

    /// Journal's elements (see `SwiftAppFramesTests.journalFromAPlainControllerWithOutletsAndNibViews`)
    /// for a viewport `width` wide with section inset `left`/`right` and `top` (bottom 12): the items
    /// 2 a line, the first at `left`, the second against the right inset; the cards 12 wider than the
    /// items on either side.
    static func journal(width: Double, top: Double, left: Double, right: Double) -> [HostElement] {
        let second = width - right - 130
        var elements: [HostElement] = []
        var cards: [HostElement] = []
        var y = 0.0
        for (section, count) in [3, 1, 2].enumerated() {
            let start = y
            elements.append(Expect.element(.header, nil, section, 0, y, width, 36))
            y += 36 + top
            for item in 0..<count {
                if item > 0 && item % 2 == 0 { y += 50 }
                elements.append(Expect.cell(section, item, item % 2 == 0 ? left : second, y, 130, 44))
            }
            y += 44 + 12
            elements.append(Expect.element(.footer, nil, section, 0, y, width, 8))
            y += 8
            cards.append(
                Expect.element(.decoration, "DayCard", section, left - 12, start, width - left - right + 24, y - start, z: -1))
        }
        return elements + cards
    }

    /// One process answers three requests: the viewport moves the second item of a line and widens the
    /// cards; a layout-wide section inset (the layout object's, so the subclass's decoration code reads
    /// it) moves the cells, the headers' spacing and the cards; a request without it shows the code's
    /// values again.
    @Test func oneProgramAnswersRequestAfterRequest() throws {
        let host = try Self.host("Journal")
        defer { host.close() }
        let first = Self.layout(Self.answer(host, Self.request(1, width: 320)))
        #expect(first?.request == 1)
        #expect(first?.contentSize == Size(width: 320, height: 362))
        #expect(Self.frames(first) == Self.journal(width: 320, top: 4, left: 24, right: 24))
        let pid = try #require(host.processID)

        let wider = Self.layout(Self.answer(host, Self.request(2, width: 400)))
        #expect(wider?.request == 2)
        #expect(Self.frames(wider) == Self.journal(width: 400, top: 4, left: 24, right: 24))
        #expect(Self.frames(wider).first { $0.kind == .decoration }?.frame == Rect(x: 12, y: 0, width: 376, height: 154))
        #expect(host.processID == pid)

        var tweaked = Self.request(3, width: 320)
        tweaked.overrides.layout.sectionInset = EdgeInsets(top: 20, left: 10, bottom: 12, right: 10)
        let inset = Self.layout(Self.answer(host, tweaked))
        #expect(inset?.contentSize == Size(width: 320, height: 410))
        #expect(Self.frames(inset) == Self.journal(width: 320, top: 20, left: 10, right: 10))
        #expect(
            Self.frames(inset).filter { $0.kind == .cell && $0.section == 0 }.map(\.frame) == [
                Rect(x: 10, y: 56, width: 130, height: 44), Rect(x: 180, y: 56, width: 130, height: 44),
                Rect(x: 10, y: 106, width: 130, height: 44),
            ])
        #expect(Self.frames(inset).first { $0.kind == .decoration }?.frame == Rect(x: -2, y: 0, width: 324, height: 170))
        #expect(host.processID == pid)

        let back = Self.layout(Self.answer(host, Self.request(4, width: 320)))
        #expect(Self.frames(back) == Self.journal(width: 320, top: 4, left: 24, right: 24))
        #expect(host.processID == pid, "the program was not restarted between requests")
    }

    /// The model comes only with a request that asks for it, and holds the code's values, not the
    /// request's overrides.
    @Test func theModelComesOnlyWhenAsked() throws {
        let host = try Self.host("Journal")
        defer { host.close() }
        guard case .answered(_, let none) = Self.answer(host, Self.request(1, width: 320)) else {
            Issue.record("no answer")
            return
        }
        #expect(none == nil)
        var asking = Self.request(2, width: 320)
        asking.readsModel = true
        asking.overrides.layout.sectionInset = EdgeInsets(top: 20, left: 10, bottom: 12, right: 10)
        guard case .answered(let layout, let model?) = Self.answer(host, asking) else {
            Issue.record("no answer with a model")
            return
        }
        #expect(model.request == 2)
        #expect(model.spec.flowLayout?.sectionInset == EdgeInsets(top: 4, left: 24, bottom: 12, right: 24))
        #expect(model.spec.flowLayout?.minimumLineSpacing == 6)
        #expect(Self.frames(layout) == Self.journal(width: 320, top: 20, left: 10, right: 10))
        guard case .answered(_, let again) = Self.answer(host, Self.request(3, width: 320)) else {
            Issue.record("no answer")
            return
        }
        #expect(again == nil)
    }

    /// A request not answered within `--timeout` fails with the time-out, and its program is gone.
    @Test func aRequestPastTheTimeLimitFailsAndLeavesNoProcess() throws {
        let host = try Self.host("Traps/Endless.swift", timeout: 1)
        defer { host.close() }
        let clock = ContinuousClock()
        let started = clock.now
        #expect(host.send(Self.request(1, width: 320)) == nil)
        let pid = try #require(host.processID)
        var event: LayoutHost.Event?
        while event == nil && clock.now - started < .seconds(30) {
            event = host.read()
            if event == nil { Thread.sleep(forTimeInterval: 0.02) }
        }
        let error = Self.failure(event)
        #expect(
            error?.description
                == "EndlessLayout did not answer within 1 s while laying out and was stopped (--timeout SECONDS allows longer)")
        #expect(clock.now - started >= .seconds(1))
        #expect(host.processID == nil && host.descriptors.isEmpty && !host.isBusy)
        #expect(!Self.isAlive(pid), "the timed-out program \(pid) is still running")
    }

    /// A trap ends the program with the trap's file and line; the next request starts it again.
    @Test func aTrapFailsWithItsLineAndTheNextRequestStartsAgain() throws {
        let host = try Self.host("Traps/TrapInPrepare.swift")
        defer { host.close() }
        let wide = Self.layout(Self.answer(host, Self.request(1, width: 500)))
        #expect(wide?.elements.isEmpty == false)
        let first = try #require(host.processID)
        let error = Self.failure(Self.answer(host, Self.request(2, width: 320)))
        #expect(
            error?.description
                == "\(SwiftApp.files("Traps/TrapInPrepare.swift")[0]):9: Fatal error: no room for a 400-point column (NarrowLayout trapped while laying out)"
        )
        #expect(host.processID == nil)
        #expect(!Self.isAlive(first), "the trapped program \(first) was not reaped")
        let again = Self.layout(Self.answer(host, Self.request(3, width: 500)))
        #expect(again?.request == 3)
        #expect(Self.frames(again) == Self.frames(wide))
        let second = try #require(host.processID)
        #expect(second != first)
    }

    /// `close()` kills the program's group and reaps it.
    @Test func closeLeavesNoProcess() throws {
        let host = try Self.host("Journal")
        _ = Self.layout(Self.answer(host, Self.request(1, width: 320)))
        let pid = try #require(host.processID)
        #expect(Self.isAlive(pid))
        host.close()
        #expect(host.processID == nil && host.descriptors.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: "/proc/\(pid)"), "process \(pid) is left (not reaped)")
        #expect(kill(-pid, 0) != 0, "process group \(pid) is left")
    }

    /// After an answer the program sleeps in its read of standard input: none of its threads switches
    /// in a second.
    @Test func anIdleHostDoesNotWake() throws {
        let host = try Self.host("Journal")
        defer { host.close() }
        _ = Self.layout(Self.answer(host, Self.request(1, width: 320)))
        let pid = try #require(host.processID)
        Thread.sleep(forTimeInterval: 0.2) // The answer's last writes settle.
        let before = try #require(ProcessSwitches.voluntary(pid))
        Thread.sleep(forTimeInterval: 1)
        let after = try #require(ProcessSwitches.voluntary(pid))
        #expect(after == before, "the idle host woke \(after - before) times in 1 s")
        #expect(Self.layout(Self.answer(host, Self.request(2, width: 400)))?.request == 2, "it still answers")
    }
}

/// A process's voluntary context switches, all its threads' (`/proc/PID/task/*/status`).
enum ProcessSwitches {
    static func voluntary(_ pid: Int32) -> Int? {
        guard let tasks = try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task") else { return nil }
        var total = 0
        for task in tasks {
            guard let status = try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/status", encoding: .utf8) else {
                continue
            }
            for line in status.split(separator: "\n") where line.hasPrefix("voluntary_ctxt_switches:") {
                total += Int(line.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) ?? 0
            }
        }
        return total
    }
}
